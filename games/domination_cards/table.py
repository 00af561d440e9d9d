"""The table: an unbounded grid of face-up cards, each owned by a seat.

Cells are `(x, y)` pairs (x to the right, y up; H sits below). Cards never leave the
table once placed, so it stays one orthogonally connected group; only owners change and
royals come and go as fortifications.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import dataclass

from games.contract import Seat

Cell = tuple[int, int]
Table = Mapping[Cell, "TableCard"]


@dataclass(frozen=True, slots=True)
class TableCard:
    """A card on the table: who controls it, its value, and the royal rank fortifying it
    (None when unfortified)."""

    owner: Seat
    value: int
    fortification: str | None = None

    @property
    def counts_for_winning(self) -> bool:
        """A fortified card is out of the race until its royal is knocked off."""
        return self.fortification is None


def cell_text(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


def neighbours(cell: Cell) -> tuple[Cell, ...]:
    x, y = cell
    return ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1))


def are_neighbours(a: Cell, b: Cell) -> bool:
    return abs(a[0] - b[0]) + abs(a[1] - b[1]) == 1


def frontier(table: Table) -> list[Cell]:
    """The empty cells next to a card: where a card may be explored."""
    return sorted({n for cell in table for n in neighbours(cell) if n not in table})


def cards_of(table: Table, seat: Seat) -> int:
    return sum(card.owner == seat for card in table.values())


def components(cells: set[Cell]) -> Iterator[set[Cell]]:
    """Split cells into orthogonally connected groups."""
    remaining = set(cells)
    while remaining:
        start = remaining.pop()
        group, edge = {start}, [start]
        while edge:
            for near in neighbours(edge.pop()):
                if near in remaining:
                    remaining.remove(near)
                    group.add(near)
                    edge.append(near)
        yield group


def groups(table: Table, seat: Seat) -> Iterator[set[Cell]]:
    """The seat's connected groups of cards that count for winning.

    Fortified cards are left out entirely: they add no value and link nothing (rules
    page, Rulings)."""
    return components(
        {cell for cell, card in table.items() if card.owner == seat and card.counts_for_winning}
    )


def best_group(table: Table, seat: Seat) -> int:
    """The most distinct values the seat holds in one connected group."""
    return max(
        (len({table[cell].value for cell in group}) for group in groups(table, seat)), default=0
    )
