"""The three kinds of turn, as values whose `str` is the canonical notation.

Moves name card values, never suits (see `cards`), so equal cards give equal moves.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.contract import Move
from games.domination_cards.cards import Card
from games.domination_cards.table import Cell, cell_text


@dataclass(frozen=True, repr=False)
class Explore(Move):
    """Put the hand card `card` as the mover's own on the empty cell `cell`.

    Cards are typed `Card` so that a readable but illegal spelling (`EQ@2,0`, a royal) can
    be refused by the rules with a reason rather than by the reader."""

    card: Card
    cell: Cell

    def __str__(self) -> str:
        return f"E{self.card}@{cell_text(self.cell)}"


@dataclass(frozen=True, repr=False)
class Blitz:
    """One blitz step of a conquest: discard `card` (equal to the card just taken) and
    take the opposing card on `cell`, next to it."""

    card: Card
    cell: Cell

    def __str__(self) -> str:
        return f"{self.card}>{cell_text(self.cell)}"


@dataclass(frozen=True, repr=False)
class Conquer(Move):
    """Discard `card` matching the mover's card on `anchor` (a royal matches any) and
    take the opposing card on `target`; then the blitz steps, in order."""

    card: Card
    anchor: Cell
    target: Cell
    blitz: tuple[Blitz, ...] = ()

    @property
    def taken(self) -> tuple[Cell, ...]:
        """The cells taken, in the order they change hands."""
        return (self.target, *(step.cell for step in self.blitz))

    def then(self, step: Blitz) -> Conquer:
        """This conquest carried one blitz step further."""
        return Conquer(self.card, self.anchor, self.target, (*self.blitz, step))

    def __str__(self) -> str:
        head = f"C{self.card}:{cell_text(self.anchor)}>{cell_text(self.target)}"
        return " ".join([head, *map(str, self.blitz)])


@dataclass(frozen=True, repr=False)
class Fortify(Move):
    """Put the royal `royal` on the mover's unfortified card on `cell`."""

    royal: Card
    cell: Cell

    def __str__(self) -> str:
        return f"F{self.royal}@{cell_text(self.cell)}"


CardsMove = Explore | Conquer | Fortify
