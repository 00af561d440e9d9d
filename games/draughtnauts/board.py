"""The 32 playable squares of the draughts board and how they sit on the 8x8 grid.

Squares carry the standard English-draughts numbers 1-32, row by row from Dark's side.
Everything else in the package derives its geometry from `cell` and `square_at`, so the
numbering convention lives in exactly one place.
"""

from __future__ import annotations

SQUARES = range(1, 33)
"""Every playable (dark) square, by its standard number."""

DARK_HOME_ROW = (1, 2, 3, 4)
"""Dark's back row: where Light crowns, and where Light's power-ups lie."""

LIGHT_HOME_ROW = (29, 30, 31, 32)
"""Light's back row: where Dark crowns, and where Dark's power-ups lie."""


def cell(square: int) -> tuple[int, int]:
    """`(row, column)` of a square: row 0 is Dark's home row (squares 1-4, at the top of
    the standard diagram), column 0 is the left edge. Even rows start on column 1."""
    row, index = divmod(square - 1, 4)
    return row, 2 * index + (1 - row % 2)


def square_at(row: int, column: int) -> int | None:
    """The square number on a grid cell, or None for a light cell or a cell off the board."""
    if not (0 <= row < 8 and 0 <= column < 8) or (row + column) % 2 == 0:
        return None
    return row * 4 + column // 2 + 1


def between(start: int, landing: int) -> int:
    """The square jumped over by a jump from `start` to `landing` (two rows apart)."""
    (row_a, col_a), (row_b, col_b) = cell(start), cell(landing)
    middle = square_at((row_a + row_b) // 2, (col_a + col_b) // 2)
    if middle is None or abs(row_a - row_b) != 2 or abs(col_a - col_b) != 2:
        raise ValueError(f"{start} and {landing} are not one jump apart")
    return middle


def neighbours(square: int) -> tuple[int, ...]:
    """The diagonally adjacent squares, in ascending order."""
    row, column = cell(square)
    around = (square_at(row + dr, column + dc) for dr in (-1, 1) for dc in (-1, 1))
    return tuple(sorted(s for s in around if s is not None))


def crowning_row(seat_index: int) -> tuple[int, ...]:
    """The row where the men of seat 0 (Dark) or seat 1 (Light) are crowned."""
    return LIGHT_HOME_ROW if seat_index == 0 else DARK_HOME_ROW


def owner_of_row(square: int) -> int | None:
    """Whose power-up a crowning-row square carries (0 Dark, 1 Light), or None."""
    if square in LIGHT_HOME_ROW:
        return 0
    if square in DARK_HOME_ROW:
        return 1
    return None
