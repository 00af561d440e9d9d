"""The 4x4 board's squares and which squares touch which.

Squares are numbered 0-15 rank by rank from a1 (a1=0, b1=1, ..., d1=3, a2=4, ..., d4=15)
so the rules work on small integers; names like "b3" appear only at the edges (notation,
position text, messages). The same order is the one the random setup draws from.
"""

from __future__ import annotations

FILES = "abcd"
RANKS = "1234"
SIZE = 4

SQUARES: tuple[str, ...] = tuple(file + rank for rank in RANKS for file in FILES)
"""Square names in index order: a1, b1, c1, d1, a2, ..., d4."""

_INDEX = {name: index for index, name in enumerate(SQUARES)}


def name(square: int) -> str:
    return SQUARES[square]


def index(square_name: str) -> int:
    """The index of a square name such as "b3" (lower-case); KeyError if it is not one."""
    return _INDEX[square_name]


def _touching(offsets: tuple[tuple[int, int], ...]) -> tuple[frozenset[int], ...]:
    result = []
    for square in range(SIZE * SIZE):
        file, rank = square % SIZE, square // SIZE
        result.append(
            frozenset(
                (rank + dr) * SIZE + file + df
                for df, dr in offsets
                if 0 <= file + df < SIZE and 0 <= rank + dr < SIZE
            )
        )
    return tuple(result)


ORTHOGONAL = _touching(((1, 0), (-1, 0), (0, 1), (0, -1)))
"""ORTHOGONAL[s]: the squares one orthogonal step from s."""

DIAGONAL = _touching(((1, 1), (1, -1), (-1, 1), (-1, -1)))
"""DIAGONAL[s]: the squares one diagonal step from s (used only by the diagonals option)."""

CORNERS = frozenset(index(s) for s in ("a1", "d1", "a4", "d4"))
CENTRE = frozenset(index(s) for s in ("b2", "c2", "b3", "c3"))
