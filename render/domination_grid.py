"""Domination 16x16 boards: both armies, the reserves, and what the last turn did.

A turn here is several paths at once followed by conflicts settled all over the board, so
besides tinting the squares the units walked, the picture draws each path as a line (its
order is visible) and frames every square where a conflict was fought, crossing out the
squares it emptied. Smaller boards (`size` option) get bigger cells, so every size fills
the same picture.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from functools import lru_cache
from types import MappingProxyType

from PIL import Image, ImageDraw

from games.contract import Seat, State
from games.domination_grid import Fate, GridState
from games.domination_grid.move import Path
from i18n import Message, Words
from render.drawer import Drawer
from render.grid import FILES, Grid, coordinate_margin, draw_coordinates, highlight
from render.grid import algebraic as at
from render.lettering import write_fitted
from render.sprites import disc, paste_centred
from render.status import STATUS_HEIGHT, Ending, draw_status, seat_title
from render.theme import (
    ALERT,
    BLUE,
    DARK_STONE,
    DARK_STONE_RIM,
    FRAME,
    GREEN,
    LIGHT_STONE,
    LIGHT_STONE_RIM,
    RGB,
    TEXT,
    SeatStyle,
)
from render.wording import NONE, runs

BOARD_PIXELS = 576
MARGIN = 16
FOOTER_HEIGHT = 40
SQUARE_A: RGB = (214, 204, 178)
SQUARE_B: RGB = (200, 189, 162)
GRID_LINE: RGB = (176, 165, 138)

BLACK_SEAT = SeatStyle(DARK_STONE, DARK_STONE_RIM)
WHITE_SEAT = SeatStyle(LIGHT_STONE, LIGHT_STONE_RIM)


LABEL_ROOM = coordinate_margin(BOARD_PIXELS // 8)
"""Room for coordinates: the same for every size, as wide as the largest labels need."""


def grid_for(size: int, turned: bool = False) -> Grid:
    """The board's place in the picture: every size fills the same square."""
    cell = BOARD_PIXELS // size
    slack = (BOARD_PIXELS - cell * size) // 2
    left, top = LABEL_ROOM + MARGIN // 2 + slack, STATUS_HEIGHT + MARGIN + slack
    return Grid(size, size, cell, left, top, turned)


@lru_cache(maxsize=16)
def background(size: int, turned: bool) -> Image.Image:
    """The empty board of `size` with its coordinates and an empty footer."""
    grid = grid_for(size, turned)
    width = LABEL_ROOM + MARGIN // 2 + BOARD_PIXELS + MARGIN
    height = STATUS_HEIGHT + MARGIN + BOARD_PIXELS + LABEL_ROOM + FOOTER_HEIGHT
    canvas = Image.new("RGB", (width, height), FRAME)
    draw = ImageDraw.Draw(canvas)
    for column, row in grid.cells():
        left, top, right, bottom = grid.box(column, row)
        colour = SQUARE_A if (column + row) % 2 else SQUARE_B
        draw.rectangle((left, top, right - 1, bottom - 1), fill=colour, outline=GRID_LINE)
    draw_coordinates(draw, grid, FILES[:size], [str(rank) for rank in range(1, size + 1)])
    return canvas


class DominationGridDrawer(Drawer):
    game_id = "domination-grid"
    seats = MappingProxyType({"black": BLACK_SEAT, "white": WHITE_SEAT})
    near_seat = "black"

    def draw(
        self, state: State, viewer: Seat | None, said: Words, ending: Ending | None = None
    ) -> Image.Image:
        state = self.own(state, GridState)
        turned = self.turned(viewer)
        grid = grid_for(state.size, turned)
        canvas = background(state.size, turned).copy()
        paths = state.last_move.paths if state.last_move is not None else ()
        highlight(canvas, [grid.box(*at(square)) for path in paths for square in path])
        draw = ImageDraw.Draw(canvas)
        _draw_paths(draw, grid, paths)
        stone = round(grid.cell * 0.8)
        for seat, style in self.seats.items():
            sprite = disc(stone, style.fill, style.ink, 0.09)
            for square in state.units(seat):
                paste_centred(canvas, sprite, grid.centre(*at(square)))
        _draw_conflicts(draw, grid, state, self.seats)
        for square in state.last_reinforcements:
            _frame_square(draw, grid, square, GREEN)
        self._draw_reserves(canvas, draw, state, canvas.height - FOOTER_HEIGHT // 2 - 4, said)
        draw_status(canvas, state, self.seats, said, ending)
        return canvas

    def _draw_reserves(
        self,
        canvas: Image.Image,
        draw: ImageDraw.ImageDraw,
        state: GridState,
        middle: int,
        said: Words,
    ) -> None:
        """Each side's units on the board and in reserve, in two equal columns."""
        column = (canvas.width - 2 * MARGIN) / len(self.seats)
        for index, (seat, style) in enumerate(self.seats.items()):
            x = MARGIN + index * column
            paste_centred(canvas, disc(20, style.fill, style.ink, 0.12), (x + 10, middle))
            counts = Message(
                "render-grid-reserves",
                seat=seat_title(seat),
                units=len(state.units(seat)),
                reserve=state.reserves[seat],
            )
            write_fitted(draw, (x + 26, middle), said(counts), column - 34, size=15, colour=TEXT)

    def title(self, state: State, said: Words) -> str:
        """The board's real size: "Domination 8x8" for a match with `size=8`."""
        del said
        size = self.own(state, GridState).size
        return f"Domination {size}x{size}"

    def position_words(self, state: State, viewer: Seat | None, said: Words) -> str:
        del viewer
        state = self.own(state, GridState)
        sentences = [said(Message("render-grid-board", size=str(state.size)))]
        for seat in self.seats:
            units = state.units(seat)
            side = Message(
                "render-grid-side",
                seat=seat_title(seat),
                units=len(units),
                squares=spans(units, said) or NONE,
                reserve=state.reserves[seat],
            )
            sentences.append(said(side))
        for conflict in state.last_conflicts:
            squares = ", ".join(unit.square for unit in conflict.units)
            fates = "; ".join(
                sorted(
                    {
                        said(Message("render-grid-fate", seat=seat_title(u.seat), fate=str(u.fate)))
                        for u in conflict.units
                    }
                )
            )
            sentences.append(
                said(
                    Message(
                        "render-grid-conflict",
                        kind=str(conflict.kind),
                        squares=squares,
                        fates=fates,
                    )
                )
            )
        if state.last_reinforcements:
            reinforced = ", ".join(state.last_reinforcements)
            sentences.append(said(Message("render-grid-reinforced", squares=reinforced)))
        return " ".join(sentences)


def spans(squares: Sequence[str], said: Words) -> str:
    """Squares rank by rank with runs along a rank shortened: 'a1 to p1, a2, c2 to e2'."""

    def next_on_rank(before: str, after: str) -> bool:
        column, row = at(before)
        return at(after) == (column + 1, row)

    return runs(squares, next_on_rank, said)


def _draw_paths(draw: ImageDraw.ImageDraw, grid: Grid, paths: Iterable[Path]) -> None:
    """Each path as a line through its squares' centres, ending in a dot."""
    width = max(2, grid.cell // 12)
    for path in paths:
        points = [grid.centre(*at(square)) for square in path]
        draw.line(points, fill=BLUE, width=width, joint="curve")
        x, y = points[-1]
        dot = width * 1.6
        draw.ellipse((x - dot, y - dot, x + dot, y + dot), fill=BLUE)


def _draw_conflicts(
    draw: ImageDraw.ImageDraw, grid: Grid, state: GridState, seats: Mapping[Seat, SeatStyle]
) -> None:
    """Frame every square of the last turn's conflicts. A destroyed unit leaves a cross,
    a discarded one (back to its reserve) the outline of a unit in its owner's colour; a
    turned unit simply shows its new colour inside the frame."""
    for conflict in state.last_conflicts:
        for unit in conflict.units:
            _frame_square(draw, grid, unit.square, ALERT)
            x, y = grid.centre(*at(unit.square))
            if unit.fate is Fate.DESTROYED:
                arm = grid.cell * 0.22
                width = max(2, grid.cell // 10)
                draw.line((x - arm, y - arm, x + arm, y + arm), fill=ALERT, width=width)
                draw.line((x - arm, y + arm, x + arm, y - arm), fill=ALERT, width=width)
            elif unit.fate is Fate.DISCARDED:
                ghost = grid.cell * 0.3
                colour = seats[unit.seat].ink
                draw.ellipse((x - ghost, y - ghost, x + ghost, y + ghost), outline=colour, width=2)


def _frame_square(draw: ImageDraw.ImageDraw, grid: Grid, square: str, colour: RGB) -> None:
    left, top, right, bottom = grid.box(*at(square))
    width = max(2, grid.cell // 14)
    draw.rectangle((left, top, right - 1, bottom - 1), outline=colour, width=width)


DRAWER = DominationGridDrawer()
