"""One position of a match as the page shows it, made in a worker of the bot's pool:
the board's image and words, the board as a table, and, for a player's own view of the
card game, their hand. Rebuilt from plain data (`render_worker.Drawing`, its moves cut
at the position shown), never from a `State`, which does not pickle."""

from __future__ import annotations

from dataclasses import dataclass

import games
import render
from bot.core.render_worker import Drawing, picture
from bot.web.board_table import Row, board_rows
from i18n import words


@dataclass(frozen=True, slots=True)
class PlyPicture:
    png: bytes
    description: str
    rows: tuple[Row, ...]
    hand_png: bytes | None = None
    """The viewer's own hand (the card game, a player's private view only)."""
    hand_description: str | None = None


def draw_ply(drawing: Drawing) -> PlyPicture:
    """The position after `drawing.moves`, seen by `drawing.viewer` (runs in a worker)."""
    game = games.get(drawing.game_id)
    state = game.replay(drawing.moves, drawing.options, drawing.seed)
    png, description = picture(state, drawing.viewer, drawing.locale, drawing.ending)
    rows = board_rows(state, drawing.viewer, words(drawing.locale))
    if drawing.viewer is None or not game.hidden_information:
        return PlyPicture(png, description, rows)
    return PlyPicture(
        png,
        description,
        rows,
        render.render_hand(state, drawing.viewer, locale=drawing.locale),
        render.describe_hand(state, drawing.viewer, locale=drawing.locale),
    )
