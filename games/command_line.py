"""How shell commands name a match: game options, seed, position and moves.

The referee command (`python -m games`), the picture command (`python -m render`) and the
computer's command (`python -m ai`) take the same arguments, read by the same code here,
and reach the same state from them (`reach`), so a command line that works for one works
for the others.

Arguments are read by hand rather than by argparse because moves may begin with `-`
(Draagostat's `-b2`), which argparse would take for an unknown flag. Flags may come in any
order before the moves; `--` ends the flags, and everything after it is a move.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from games.contract import Game, GameError, InvalidPosition, State, play_moves
from games.typed_text import quoted, whole_number
from i18n import ENGLISH, Message, words

EXIT_REFUSED = 2
"""Exit status for any refusal: a malformed command line, option, position or move."""

MATCH_FLAGS = ("--seed", "--option", "--position")


class UsageError(Exception):
    """The command line itself is malformed (as opposed to a refused move or option)."""


@dataclass
class MatchArguments:
    """Where a command's match starts and which moves follow, plus any extra flags."""

    seed: int = 0
    options: dict[str, str] = field(default_factory=dict)
    position: str | None = None
    moves: list[str] = field(default_factory=list)
    extra: dict[str, str] = field(default_factory=dict)


def reach(
    game: Game, seed: int, options: dict[str, str], position: str | None, moves: Sequence[str]
) -> State:
    """The state a command line names: `game` with `options` and `seed`, from `position`
    (or the start), after `moves`. Each refusal says which argument it concerns."""
    start_options = game.options(options)
    try:
        start = game.start(start_options, seed, position)
    except InvalidPosition as exc:
        raise GameError(Message("game-position-refused", reason=exc.message)) from exc
    return play_moves(start, moves)


def read_match_arguments(tokens: Sequence[str], extra_flags: Sequence[str] = ()) -> MatchArguments:
    """Read `--seed N`, `--option K=V`..., `--position TEXT`, the given extra flags
    (each taking one value, also as `--flag=value`) and the moves."""
    arguments = MatchArguments()
    pending = list(tokens)
    moves_only = False
    while pending:
        token = pending.pop(0)
        if moves_only or not token.startswith("--"):
            arguments.moves.append(token)
            continue
        if token == "--":
            moves_only = True
            continue
        name, eq, inline = token.partition("=")
        if name not in MATCH_FLAGS and name not in extra_flags:
            raise UsageError(f"unknown flag {quoted(token)}")
        if not eq and not pending:
            raise UsageError(f"{name} needs a value")
        _set_flag(arguments, name, inline if eq else pending.pop(0))
    return arguments


def _set_flag(arguments: MatchArguments, flag: str, value: str) -> None:
    if flag == "--seed":
        seed = whole_number(value)
        if seed is None:
            raise UsageError(f"--seed takes a whole number of zero or more, not {quoted(value)}")
        arguments.seed = seed
    elif flag == "--position":
        arguments.position = value
    elif flag == "--option":
        key, eq, option_value = value.partition("=")
        if not eq or not key:
            raise UsageError(f"--option takes KEY=VALUE, not {quoted(value)}")
        if key in arguments.options:
            raise UsageError(f"option {quoted(key)} is given twice")
        arguments.options[key] = option_value
    else:
        arguments.extra[flag] = value


def run_command(
    argv: Sequence[str] | None,
    usage: str,
    carry_out: Callable[[Sequence[str]], str],
    refusals: tuple[type[Exception], ...] = (GameError,),
) -> int:
    """The shared shell behaviour: help on request; stdout only on success; on a refusal,
    exit status 2, nothing on stdout and exactly one line on stderr (a malformed command
    line points at --help rather than printing the usage, so scripts can read the line).

    `carry_out` parses and runs the arguments and returns what goes on stdout.
    """
    arguments = sys.argv[1:] if argv is None else argv
    if list(arguments[:1]) in (["-h"], ["--help"]) or list(arguments) == ["help"]:
        print(usage)
        return 0
    try:
        output = carry_out(arguments)
    except UsageError as exc:
        print(f"error: {exc} (--help shows the usage)", file=sys.stderr)
        return EXIT_REFUSED
    except refusals as exc:
        print(f"error: {_english(exc)}", file=sys.stderr)
        return EXIT_REFUSED
    if output:
        try:
            print(output)
            sys.stdout.flush()
        except BrokenPipeError:
            # `python -m games legal ... | head` closed the pipe early: not an error.
            # Point stdout at devnull so the interpreter's final flush stays quiet.
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
    return 0


def _english(refusal: Exception) -> str:
    """A refusal as the shell prints it: a game's message in English (the shell has no
    member and so no language), any other exception as its own text."""
    message = getattr(refusal, "message", None)
    return words(ENGLISH)(message) if isinstance(message, Message) else str(refusal)
