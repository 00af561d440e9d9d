"""Squares of a square board: names, cell codes and neighbour tables.

Cells are kept as one `bytes` string, rank 1 first and file a first within a rank
(index = (rank - 1) * size + file). That order is also the order in which reinforcement
takes squares, and a `bytes` board copies, compares and hashes in C, which keeps whole-turn
validation fast on a 16x16 board.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType

from games.contract import Seat

BLACK: Seat = "black"
WHITE: Seat = "white"
GAME_ID = "domination-grid"

EMPTY = ord(".")
BLACK_UNIT = ord("b")
WHITE_UNIT = ord("w")

UNIT_OF: Mapping[Seat, int] = MappingProxyType({BLACK: BLACK_UNIT, WHITE: WHITE_UNIT})
SEAT_OF: Mapping[int, Seat] = MappingProxyType({BLACK_UNIT: BLACK, WHITE_UNIT: WHITE})
OPPONENT: Mapping[Seat, Seat] = MappingProxyType({BLACK: WHITE, WHITE: BLACK})
OTHER_UNIT: Mapping[int, int] = MappingProxyType({BLACK_UNIT: WHITE_UNIT, WHITE_UNIT: BLACK_UNIT})

FILES = "abcdefghijklmnop"


@dataclass(frozen=True, slots=True)
class Geometry:
    """Everything about an N x N board that does not depend on the units on it."""

    size: int
    names: tuple[str, ...]
    """Square name of each cell index."""
    index: Mapping[str, int]
    """Cell index of each square name."""
    orthogonal: tuple[tuple[int, ...], ...]
    """The up-to-four squares sharing an edge with each square."""


@cache
def geometry(size: int) -> Geometry:
    """The (shared, immutable) tables for a `size` x `size` board."""
    names = tuple(f"{FILES[cell % size]}{cell // size + 1}" for cell in range(size * size))

    def edges(cell: int) -> tuple[int, ...]:
        rank, file = divmod(cell, size)
        return tuple(
            (rank + dr) * size + file + df
            for dr, df in ((-1, 0), (0, -1), (0, 1), (1, 0))
            if 0 <= rank + dr < size and 0 <= file + df < size
        )

    return Geometry(
        size=size,
        names=names,
        index=MappingProxyType({name: cell for cell, name in enumerate(names)}),
        orthogonal=tuple(edges(cell) for cell in range(size * size)),
    )


def unit_cells(cells: bytes | bytearray, unit: int) -> Iterator[int]:
    """The cells holding `unit`, in scan order (a C-level search, not a Python loop)."""
    cell = cells.find(unit)
    while cell != -1:
        yield cell
        cell = cells.find(unit, cell + 1)
