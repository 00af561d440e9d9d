"""Square boards: where each cell lies in the picture, its coordinates, its highlight.

Every board game here is a grid addressed from the bottom-left (files left to right,
ranks bottom to top), while pictures count rows from the top; this is the one place that
turns one into the other. A grid may also be turned round, for the player who sits on
the far side: every drawer places cells and coordinates through it, so the whole picture
turns with it and each label stays on its own cell.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from PIL import Image, ImageDraw

from render.theme import HIGHLIGHT, HIGHLIGHT_ALPHA, MUTED_TEXT
from render.typeface import font

Box = tuple[int, int, int, int]
FILES = "abcdefghijklmnop"
"""File letters of algebraic square names, left to right."""


@dataclass(frozen=True, slots=True)
class Grid:
    """`columns` x `rows` square cells of `cell` pixels whose top-left corner is at
    (`left`, `top`) in the picture. Column 0 is the left file, row 0 the bottom rank;
    `turned` grids are seen from the other side, column 0 at the right and row 0 at the
    top."""

    columns: int
    rows: int
    cell: int
    left: int
    top: int
    turned: bool = False

    def turned_for(self, turned: bool) -> Grid:
        """This grid, seen from the far side when `turned`."""
        return replace(self, turned=turned)

    @property
    def right(self) -> int:
        return self.left + self.columns * self.cell

    @property
    def bottom(self) -> int:
        return self.top + self.rows * self.cell

    def box(self, column: int, row: int) -> Box:
        """The cell's pixel rectangle (left, top, right, bottom), right/bottom exclusive."""
        if self.turned:
            column, row = self.columns - 1 - column, self.rows - 1 - row
        x = self.left + column * self.cell
        y = self.top + (self.rows - 1 - row) * self.cell
        return x, y, x + self.cell, y + self.cell

    def centre(self, column: int, row: int) -> tuple[float, float]:
        x, y, _, _ = self.box(column, row)
        return x + self.cell / 2, y + self.cell / 2

    def cells(self) -> Iterable[tuple[int, int]]:
        for row in range(self.rows):
            for column in range(self.columns):
                yield column, row


def algebraic(square: str) -> tuple[int, int]:
    """Grid (column, row) of an algebraic square name: 'a1' is (0, 0), 'c12' is (2, 11)."""
    return FILES.index(square[0]), int(square[1:]) - 1


def draw_coordinates(
    draw: ImageDraw.ImageDraw, grid: Grid, files: Sequence[str], ranks: Sequence[str]
) -> None:
    """File names under the board and rank names left of it, centred on their cells."""
    size = label_size(grid.cell)
    face = font(size)
    gap = size // 2
    for column, name in enumerate(files):
        x, _ = grid.centre(column, 0)
        draw.text((x, grid.bottom + gap), name, font=face, fill=MUTED_TEXT, anchor="mt")
    for row, name in enumerate(ranks):
        _, y = grid.centre(0, row)
        draw.text((grid.left - gap, y), name, font=face, fill=MUTED_TEXT, anchor="rm")


def label_size(cell: int) -> int:
    """Coordinate text size: readable on small cells, never louder than the pieces."""
    return min(16, max(12, cell // 3))


def coordinate_margin(cell: int) -> int:
    """Room left of and under a board for `draw_coordinates` labels of up to two digits."""
    return round(label_size(cell) * 2.2)


def highlight(canvas: Image.Image, boxes: Iterable[Box]) -> None:
    """Tint each box with the last-move colour, keeping what is drawn there visible.

    Call it before the pieces are drawn: the tint marks squares, not pieces."""
    for box in boxes:
        region = canvas.crop(box)
        tint = Image.new(canvas.mode, region.size, HIGHLIGHT)
        canvas.paste(Image.blend(region, tint, HIGHLIGHT_ALPHA), box[:2])
