"""How a worker of the bot's pool (`worker_pool.py`) draws a board.

Drawing a board is about 7.5 ms of pure Python and Pillow work, so it never runs on the
event loop. A worker gets plain data, never a `State` (one game's state does not
pickle): the game, its options and seed, the moves and whose side to draw from. It
rebuilds the exact state by replaying the moves, and keeps the last states it built, so
the next board of the same match only plays the new move.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import games
import render
from bot.core.recent import Recent
from bot.core.records import EndHow, Match, MatchStatus
from bot.core.results import result_reason
from games import Seat, State
from render import Ending

CACHED_STATES = 256
"""States a worker keeps, most recently drawn first; the matches being played now."""


@dataclass(frozen=True, slots=True)
class Drawing:
    """What a worker needs to draw a board: the match's game, options, seed and moves
    (the exact state is their replay), the side it is seen from, the language of its
    text, and the ending of a match that ended otherwise than by its game."""

    game_id: str
    options: dict[str, Any]
    seed: int
    moves: tuple[str, ...]
    viewer: Seat | None = None
    locale: str = "en"
    ending: Ending | None = None


def drawing_of(match: Match, viewer: Seat | None, locale: str) -> Drawing:
    """What a worker needs to draw `match` as it stands, from `viewer`'s side."""
    return Drawing(
        match.game_id, dict(match.options), match.seed, match.moves, viewer, locale, ending(match)
    )


def ending(match: Match) -> Ending | None:
    """What the final board of `match` states where its game did not end it (a
    resignation, a clock, a moderator, a round deadline, an agreed draw, an abort): the
    replayed moves alone would still show whose turn it was."""
    result = match.result
    if result is None or result.how is EndHow.RULES:
        return None
    called_off = match.status is MatchStatus.ABORTED
    return Ending(result.winner, result_reason(match), called_off=called_off)


_states: Recent[tuple[str, str, int], tuple[tuple[str, ...], State]] = Recent(CACHED_STATES)
"""A worker's recent states, by match (game, options, seed), with the moves they are at."""


def draw(drawing: Drawing) -> tuple[bytes, str]:
    """The board's image and its text description (runs in a worker)."""
    return picture(state_of(drawing), drawing.viewer, drawing.locale, drawing.ending)


def picture(
    state: State, viewer: Seat | None, locale: str = "en", ending: Ending | None = None
) -> tuple[bytes, str]:
    """The image of `state` seen by `viewer`, and its text description, in `locale`
    (stating `ending`, if given)."""
    return (
        render.render(state, viewer, locale=locale, ending=ending),
        render.describe(state, viewer, locale=locale, ending=ending),
    )


def state_of(drawing: Drawing) -> State:
    key = (drawing.game_id, repr(sorted(drawing.options.items())), drawing.seed)
    known = _states.get(key)
    moves = drawing.moves
    if known is not None and known[0] == moves[: len(known[0])]:
        state = known[1]
        for notation in moves[len(known[0]) :]:
            state = state.play(notation)
    else:
        state = games.get(drawing.game_id).replay(moves, drawing.options, drawing.seed)
    _states.keep(key, (moves, state))
    return state


def draw_hand(drawing: Drawing) -> tuple[bytes, str]:
    """The private hand of `drawing.viewer` at the match's real move (its status line
    names that move, as the board's does): image and text description, their words in
    `drawing.locale`. Rebuilt from the moves like a board, never from the position text
    alone, which knows neither the move number nor the last move."""
    viewer = drawing.viewer
    assert viewer is not None, "a hand is drawn for the seat that holds it"
    state = state_of(drawing)
    return (
        render.render_hand(state, viewer, locale=drawing.locale),
        render.describe_hand(state, viewer, locale=drawing.locale),
    )


def draw_start(game_id: str, locale: str) -> bytes:
    """The starting position of `game_id` with default options (the rules page), its
    words in `locale`."""
    return render.render(games.get(game_id).start(), locale=locale)
