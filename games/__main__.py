"""The referee command: any engine, driven from the shell (RULES.md, "The referee command").

    python -m games list
    python -m games help   GAME
    python -m games legal  GAME [--seed N] [--option KEY=VALUE]... [--position TEXT] [MOVE]...
    python -m games status GAME [same arguments]
    python -m games perft  GAME DEPTH [same arguments]

Players settle disputes with it, moderators check exported games with it, and the tests
drive every engine through it from outside. Its output is the contract: sorted canonical
moves, one JSON object, or one number on stdout; any refusal is exit status 2, nothing on
stdout and one line on stderr saying what was refused and why.

Arguments are read by `games.command_line`, shared with `python -m render`.
"""

from __future__ import annotations

import inspect
import json
import sys
from collections.abc import Sequence
from dataclasses import dataclass, field

import games
from games.command_line import UsageError, reach, read_match_arguments, run_command
from games.contract import State
from games.typed_text import quoted, whole_number
from i18n import ENGLISH, words

USAGE = """\
usage: python -m games list
       python -m games help   GAME
       python -m games legal  GAME [ARGUMENTS] [MOVE]...
       python -m games status GAME [ARGUMENTS] [MOVE]...
       python -m games perft  GAME DEPTH [ARGUMENTS] [MOVE]...
ARGUMENTS: [--seed N] [--option KEY=VALUE]... [--position TEXT]
Moves are whole turns in canonical or lenient notation; put -- before the first move
when a move begins with '-'."""


@dataclass
class Request:
    """A parsed command line."""

    command: str
    game_id: str = ""
    depth: int = 0
    seed: int = 0
    options: dict[str, str] = field(default_factory=dict)
    position: str | None = None
    moves: list[str] = field(default_factory=list)


def parse_args(argv: Sequence[str]) -> Request:
    """Read the command line; raises UsageError with a one-line reason."""
    if not argv:
        raise UsageError("no command given (list, help, legal, status or perft)")
    command, rest = argv[0], list(argv[1:])
    if command == "list":
        if rest:
            raise UsageError("'list' takes no arguments")
        return Request(command)
    if command not in ("help", "legal", "status", "perft"):
        raise UsageError(f"unknown command {quoted(command)} (list, help, legal, status or perft)")
    if not rest:
        raise UsageError(f"{quoted(command)} needs a game id")
    game_id = rest.pop(0)
    if command == "help":
        if rest:
            raise UsageError("'help' takes only a game id")
        return Request(command, game_id)
    depth: int | None = 0
    if command == "perft":
        depth = whole_number(rest.pop(0)) if rest else None
    if depth is None:
        raise UsageError("'perft' needs a depth (a whole number) after the game id")
    match = read_match_arguments(rest)
    return Request(command, game_id, depth, match.seed, match.options, match.position, match.moves)


def run(request: Request) -> str:
    """Carry out a parsed request and return what goes on stdout.

    Raises GameError (refused game, option, position or move) for the caller to report.
    """
    if request.command == "list":
        return "\n".join(
            f"{game.id}\t{game.title}\t{', '.join(game.seats)}" for game in games.all_games()
        )
    game = games.get(request.game_id)
    if request.command == "help":
        return describe(game)
    state = reach(game, request.seed, request.options, request.position, request.moves)
    if request.command == "legal":
        return "\n".join(sorted(str(move) for move in state.legal_moves()))
    if request.command == "perft":
        return str(game.perft(state, request.depth))
    return json.dumps(status(state), ensure_ascii=False)


def describe(game: games.Game) -> str:
    """A game's seats, options (with defaults) and position text, for `help GAME`."""
    lines = [f"{game.title} ({game.id})", f"Seats: {', '.join(game.seats)}", "Options:"]
    for name, option in game.options_model.model_fields.items():
        default = "none" if option.default is None else json.dumps(option.default)
        lines.append(f"  {name}  (default {default})")
    lines += ["Position text:", *(f"  {line}".rstrip() for line in _dedent(game.position_format))]
    return "\n".join(lines)


def _dedent(text: str) -> list[str]:
    return inspect.cleandoc(text).splitlines()


def status(state: State) -> dict[str, object]:
    """The `status` object of RULES.md for one state; the shell reads English."""
    outcome = state.outcome
    return {
        "game": state.game_id,
        "ply": state.ply,
        "to_move": state.to_move,
        "outcome": (
            {"winner": outcome.winner, "reason": words(ENGLISH)(outcome.reason)}
            if outcome
            else None
        ),
        "position": state.position(),
    }


def main(argv: Sequence[str] | None = None) -> int:
    return run_command(argv, USAGE, lambda arguments: run(parse_args(arguments)))


if __name__ == "__main__":
    sys.exit(main())
