"""One position of a match as the page shows it, made in a worker of the bot's pool:
its words (the board's description, the board as a table and, for a player's own view
of the card game, their hand's description) and, apart, its images. Words are what a
page needs on every update; the images (about 7 ms of drawing each) are only drawn when
a browser asks for them, once per position for every page that shows it. Rebuilt from
plain data (`render_worker.Drawing`, its moves cut at the position shown), never from a
`State`, which does not pickle; the worker keeps the match's last state, so the next
position of a live match only plays the new move."""

from __future__ import annotations

from dataclasses import dataclass

import games
import render
from bot.core.render_worker import Drawing, state_of
from bot.web.board_table import Row, board_rows
from i18n import words


@dataclass(frozen=True, slots=True)
class PlyWords:
    description: str
    rows: tuple[Row, ...]
    hand: str | None = None
    """The viewer's own hand, described (the card game, a player's private view only)."""


def _shows_hand(drawing: Drawing) -> bool:
    return drawing.viewer is not None and games.get(drawing.game_id).hidden_information


def describe_ply(drawing: Drawing) -> PlyWords:
    """The words of the position after `drawing.moves`, seen by `drawing.viewer`."""
    state = state_of(drawing)
    viewer, locale = drawing.viewer, drawing.locale
    description = render.describe(state, viewer, locale=locale, ending=drawing.ending)
    rows = board_rows(state, viewer, words(locale))
    if viewer is None or not _shows_hand(drawing):
        return PlyWords(description, rows)
    return PlyWords(description, rows, render.describe_hand(state, viewer, locale=locale))


def draw_board(drawing: Drawing) -> bytes:
    """The board's image of that position, as PNG bytes."""
    state = state_of(drawing)
    return render.render(state, drawing.viewer, locale=drawing.locale, ending=drawing.ending)


def draw_own_hand(drawing: Drawing) -> bytes | None:
    """The viewer's own hand at that position as PNG bytes, or None: a spectator, or a
    game without hands."""
    if drawing.viewer is None or not _shows_hand(drawing):
        return None
    return render.render_hand(state_of(drawing), drawing.viewer, locale=drawing.locale)
