"""Draughtnauts boards: men, kings, held and unclaimed power-ups, square numbers.

The last move tints the squares the piece passed through; a piece it took off leaves a
cross, and a piece whose Shield saved it is ringed in the Shield's colour.

The board is the standard checkers diagram the engine describes (`board.cell`: Dark at
the top, squares 1-4 along the top row). Square numbers are the notation players type,
so every dark square carries its number; power-ups lying on a square sit in its top-right
corner, where a piece standing there does not hide them.
"""

from __future__ import annotations

from functools import lru_cache
from types import MappingProxyType

from PIL import Image, ImageDraw

from games.contract import Seat, State
from games.draughtnauts import board
from games.draughtnauts.layout import Piece
from games.draughtnauts.moves import Turn
from games.draughtnauts.state import DraughtnautsState
from i18n import Message, Words
from render.drawer import Drawer
from render.grid import Grid, highlight
from render.lettering import write_fitted
from render.powerup_icons import BADGE_COLOURS, POWERUP_LETTERS, badge, powerup_name
from render.sprites import disc, paste_centred, ring, smooth
from render.status import STATUS_HEIGHT, Ending, draw_status, seat_title
from render.theme import (
    ALERT,
    DARK_SEAT,
    FRAME,
    LIGHT_SEAT,
    MUTED_TEXT,
    RGB,
)
from render.typeface import font
from render.wording import NONE, runs

CELL = 64
MARGIN = 18
GRID = Grid(8, 8, CELL, MARGIN, STATUS_HEIGHT + MARGIN)
LEGEND_HEIGHT = 34
LIGHT_SQUARE: RGB = (234, 216, 178)
DARK_SQUARE: RGB = (150, 104, 66)
NUMBER_INK: RGB = (246, 232, 208)
STONE = round(CELL * 0.7)
"""Small enough to leave the square number in the corner readable."""
HELD_BADGE = round(CELL * 0.36)
UNCLAIMED_BADGE = round(CELL * 0.34)


def at(square: int) -> tuple[int, int]:
    """Grid (column, row-from-bottom) of a square numbered 1-32."""
    row, column = board.cell(square)
    return column, 7 - row


def unclaimed_spot(grid: Grid, square: int) -> tuple[float, float]:
    """Where a power-up lying on `square` is drawn: the top-right corner, clear of the
    number and visible even while a piece stands on the square."""
    _, top, right, _ = grid.box(*at(square))
    return right - UNCLAIMED_BADGE / 2 - 2, top + UNCLAIMED_BADGE / 2 + 2


@lru_cache(maxsize=32)
def background(grid: Grid, with_legend: bool, said: Words) -> Image.Image:
    """The empty board with its numbers (and the power-up legend in that variant)."""
    height = grid.bottom + MARGIN + (LEGEND_HEIGHT if with_legend else 0)
    canvas = Image.new("RGB", (grid.right + MARGIN, height), FRAME)
    draw = ImageDraw.Draw(canvas)
    for column, row in grid.cells():
        colour = LIGHT_SQUARE if (column + row) % 2 else DARK_SQUARE
        left, top, right, bottom = grid.box(column, row)
        draw.rectangle((left, top, right - 1, bottom - 1), fill=colour)
    numbers = font(12, bold=True)
    for square in board.SQUARES:
        left, top, _, _ = grid.box(*at(square))
        draw.text((left + 4, top + 3), str(square), font=numbers, fill=NUMBER_INK)
    if with_legend:
        _draw_legend(canvas, draw, grid.bottom + MARGIN // 2 + LEGEND_HEIGHT // 2, said)
    return canvas


def _draw_legend(canvas: Image.Image, draw: ImageDraw.ImageDraw, middle: int, said: Words) -> None:
    """The four power-ups, each badge with its name, in equal columns (so a long name
    in one language shrinks instead of pushing the last one off the picture)."""
    column = (canvas.width - 2 * GRID.left) / len(POWERUP_LETTERS)
    for index, letter in enumerate(POWERUP_LETTERS):
        x = GRID.left + index * column
        paste_centred(canvas, badge(letter, 22), (x + 11, middle))
        name = said(powerup_name(letter))
        write_fitted(draw, (x + 28, middle), name, column - 34, size=14, colour=MUTED_TEXT)


@lru_cache(maxsize=4)
def crown(side: int, colour: RGB) -> Image.Image:
    """A three-pointed crown that marks a king, in a colour that stands out on its stone."""

    def paint(draw: ImageDraw.ImageDraw, size: int) -> None:
        unit = size / 16
        draw.polygon(
            [(3 * unit, 11 * unit), (3 * unit, 5 * unit), (5.5 * unit, 8 * unit),
             (8 * unit, 4 * unit), (10.5 * unit, 8 * unit), (13 * unit, 5 * unit),
             (13 * unit, 11 * unit)],
            fill=colour,
        )  # fmt: skip
        draw.rectangle((3 * unit, 11.8 * unit, 13 * unit, 12.8 * unit), fill=colour)

    return smooth(side, paint)


class DraughtnautsDrawer(Drawer):
    game_id = "draughtnauts"
    seats = MappingProxyType({"dark": DARK_SEAT, "light": LIGHT_SEAT})
    near_seat = "light"
    """Square 1 is top left, as in printed draughts diagrams: Dark starts at the top."""

    def draw(
        self, state: State, viewer: Seat | None, said: Words, ending: Ending | None = None
    ) -> Image.Image:
        state = self.own(state, DraughtnautsState)
        grid = GRID.turned_for(self.turned(viewer))
        canvas = background(grid, state.options.powerups != "off", said).copy()
        move = state.last_move
        if move is not None and not isinstance(move, Turn):
            raise self.stranger(move)
        if move is not None:
            highlight(canvas, [grid.box(*at(square)) for square in move.squares])
        for square, piece in state.pieces.items():
            self._draw_piece(canvas, grid.centre(*at(square)), piece)
        for square, letter in state.unclaimed.items():
            paste_centred(canvas, badge(letter, UNCLAIMED_BADGE), unclaimed_spot(grid, square))
        if move is not None:
            for square in move.jumped:
                centre = grid.centre(*at(square))
                if square in state.pieces:  # its Shield saved it
                    paste_centred(canvas, ring(STONE + 10, BADGE_COLOURS["H"], 0.07), centre)
                else:
                    _mark_capture(canvas, centre)
        draw_status(canvas, state, self.seats, said, ending)
        return canvas

    def _draw_piece(self, canvas: Image.Image, centre: tuple[float, float], piece: Piece) -> None:
        style = self.seats[piece.owner]
        paste_centred(canvas, disc(STONE, style.fill, style.ink), centre)
        paste_centred(canvas, ring(round(STONE * 0.66), style.ink, 0.06), centre)
        if piece.king:
            paste_centred(canvas, crown(round(STONE * 0.62), style.ink), centre)
        x, y = centre
        for index, letter in enumerate(piece.powerups):
            offset = (index - (len(piece.powerups) - 1) / 2) * HELD_BADGE * 0.95
            paste_centred(canvas, badge(letter, HELD_BADGE), (x + offset, y + CELL * 0.3))

    def position_words(self, state: State, viewer: Seat | None, said: Words) -> str:
        del viewer
        state = self.own(state, DraughtnautsState)
        sentences = [_side_words(state, seat, said) for seat in self.seats]
        if state.unclaimed:
            lying = ", ".join(
                said(Message("render-powerup-on", powerup=powerup_name(letter), square=square))
                for square, letter in sorted(state.unclaimed.items())
            )
            sentences.append(said(Message("render-powerups-unclaimed", powerups=lying)))
        if state.setup_pending:
            waiting = said.list(said(seat_title(seat)) for seat in state.setup_pending)
            sentences.append(said(Message("render-powerups-to-place", seats=waiting)))
        return " ".join(sentences)


def _side_words(state: DraughtnautsState, seat: Seat, said: Words) -> str:
    """'Dark men on 1 to 9, 11; kings on 30 (Sword, Shield).'"""
    own = sorted((square, piece) for square, piece in state.pieces.items() if piece.owner == seat)
    men = [square for square, piece in own if not piece.king]
    kings = ", ".join(_king_words(square, piece, said) for square, piece in own if piece.king)
    return said(
        Message(
            "render-draughtnauts-side",
            seat=seat_title(seat),
            men=runs(men, lambda before, after: after == before + 1, said) or NONE,
            kings=kings or NONE,
        )
    )


def _king_words(square: int, piece: Piece, said: Words) -> str:
    """'30' or '30 (Sword, Shield)'."""
    if not piece.powerups:
        return str(square)
    held = ", ".join(said(powerup_name(letter)) for letter in piece.powerups)
    return said(Message("render-king-holding", square=square, powerups=held))


def _mark_capture(canvas: Image.Image, centre: tuple[float, float]) -> None:
    """A small cross where a piece was taken off this turn."""
    draw = ImageDraw.Draw(canvas)
    x, y = centre
    arm = CELL * 0.16
    for sign in (1, -1):
        draw.line((x - arm, y - sign * arm, x + arm, y + sign * arm), fill=ALERT, width=4)


DRAWER = DraughtnautsDrawer()
