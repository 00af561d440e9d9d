"""Look at any position from the shell.

    python -m render GAME [--seed N] [--option KEY=VALUE]... [--position TEXT]
                     [--viewer SEAT] [--hand SEAT] [--locale TAG] [MOVE]... --out FILE.png
    python -m render GAME [--seed N] [--option KEY=VALUE]... [MOVE]... --replay FILE.gif

Writes the board as `viewer` sees it (or, with --hand, that seat's private hand) and
prints its alt text, its words in --locale (a Discord locale tag such as `de` or `pt-BR`;
English by default); with --replay, writes the whole match as an animated GIF. Arguments
are read by hand, as the referee command reads them, because moves may begin with '-'
(Draagostat's `-b2`); put `--` before the first move when one does.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from dataclasses import dataclass, field
from pathlib import Path

import games
import render
from games.command_line import UsageError, reach, read_match_arguments, run_command
from games.contract import GameError
from games.typed_text import quoted
from i18n import ENGLISH
from render.drawer import NoPrivateHand
from render.replay import ReplayTooLarge

USAGE = """\
usage: python -m render GAME [ARGUMENTS] [MOVE]... --out FILE.png
       python -m render GAME [ARGUMENTS] [MOVE]... --replay FILE.gif
ARGUMENTS: [--seed N] [--option KEY=VALUE]... [--position TEXT] [--viewer SEAT] [--hand SEAT]
           [--locale TAG]
Put -- before the first move when a move begins with '-'."""

PICTURE_FLAGS = ("--viewer", "--hand", "--out", "--replay", "--locale")


@dataclass
class Request:
    """A parsed command line."""

    game_id: str
    seed: int = 0
    options: dict[str, str] = field(default_factory=dict)
    position: str | None = None
    viewer: str | None = None
    hand: str | None = None
    out: Path | None = None
    replay: Path | None = None
    locale: str = ENGLISH
    moves: list[str] = field(default_factory=list)


def parse_args(argv: Sequence[str]) -> Request:
    """Read the command line; raises UsageError with a one-line reason."""
    if not argv:
        raise UsageError("no game given")
    match = read_match_arguments(argv[1:], PICTURE_FLAGS)
    out, replay = match.extra.get("--out"), match.extra.get("--replay")
    request = Request(
        argv[0],
        match.seed,
        match.options,
        match.position,
        viewer=match.extra.get("--viewer"),
        hand=match.extra.get("--hand"),
        out=Path(out) if out else None,
        replay=Path(replay) if replay else None,
        locale=match.extra.get("--locale", ENGLISH),
        moves=match.moves,
    )
    if request.out is None and request.replay is None:
        raise UsageError("say where to write the picture: --out FILE.png or --replay FILE.gif")
    if request.replay is not None and request.position is not None:
        raise UsageError("a replay starts from a new match, so it takes no --position")
    return request


def run(request: Request) -> str:
    """Write the requested files; returns the alt text of the picture (if any).

    Raises GameError for a refused game, option, position or move."""
    game = games.get(request.game_id)
    if request.replay is not None:
        gif = render.replay_gif(
            game.id, request.options, request.seed, request.moves, locale=request.locale
        )
        request.replay.write_bytes(gif)
    if request.out is None:
        return ""
    state = reach(game, request.seed, request.options, request.position, request.moves)
    viewer = None if request.viewer is None else _seat(game, request.viewer, "--viewer")
    if request.hand is not None:
        hand = _seat(game, request.hand, "--hand")
        request.out.write_bytes(render.render_hand(state, hand, locale=request.locale))
        return render.describe_hand(state, hand, locale=request.locale)
    request.out.write_bytes(render.render(state, viewer, locale=request.locale))
    return render.describe(state, viewer, locale=request.locale)


def _seat(game: games.Game, typed: str, flag: str) -> str:
    """The seat a flag names, in any case."""
    try:
        return game.seat_named(typed)
    except GameError:
        seats = ", ".join(game.seats)
        raise UsageError(f"{flag} takes one of {seats}, not {quoted(typed)}") from None


def main(argv: Sequence[str] | None = None) -> int:
    return run_command(
        argv,
        USAGE,
        lambda arguments: run(parse_args(arguments)),
        refusals=(GameError, NoPrivateHand, ReplayTooLarge, OSError),
    )


if __name__ == "__main__":
    sys.exit(main())
