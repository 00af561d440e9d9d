"""Where everything stands: pieces as bitboards, plus the power-ups held and lying about.

A `Layout` is the part of a state that the rules change. It is a small frozen value, so
the rules can build new ones freely and the repetition rule can compare them as keys.
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import NamedTuple

from games.draughtnauts.bitboards import BIT_OF, PLAYABLE, SQUARE_OF, bits_of, board_of

SEATS = ("dark", "light")
GAME_ID = "draughtnauts"
"""Seat names by index: 0 is Dark (moves first, starts on 1-12), 1 is Light."""


class Piece(NamedTuple):
    """One piece as a renderer sees it."""

    owner: str
    king: bool
    powerups: str


@dataclass(frozen=True, slots=True)
class Layout:
    """Pieces and power-ups. `held` and `unclaimed` are `(square, letters)` pairs sorted by
    square, so equal layouts are equal values."""

    dark: int
    light: int
    kings: int
    held: tuple[tuple[int, str], ...] = ()
    unclaimed: tuple[tuple[int, str], ...] = ()

    @classmethod
    def opening(cls) -> Layout:
        """The English-draughts start: Dark on 1-12, Light on 21-32, no kings."""
        return cls(board_of(range(1, 13)), board_of(range(21, 33)), 0)

    def side(self, seat: int) -> int:
        return self.light if seat else self.dark

    @property
    def empty(self) -> int:
        return PLAYABLE & ~(self.dark | self.light)

    def owner_at(self, square: int) -> int | None:
        """0 for Dark, 1 for Light, None for an empty square."""
        bit = BIT_OF[square]
        if self.dark & bit:
            return 0
        if self.light & bit:
            return 1
        return None

    def is_king(self, square: int) -> bool:
        return bool(self.kings & BIT_OF[square])

    def powerups_at(self, square: int) -> str:
        return dict(self.held).get(square, "")

    def pieces(self) -> dict[int, Piece]:
        held = dict(self.held)
        return {
            SQUARE_OF[bit]: Piece(SEATS[seat], bool(self.kings & bit), held.get(SQUARE_OF[bit], ""))
            for seat in (0, 1)
            for bit in bits_of(self.side(seat))
        }

    def with_held(self, held: dict[int, str]) -> Layout:
        return replace(self, held=tuple(sorted((s, p) for s, p in held.items() if p)))

    def with_unclaimed(self, unclaimed: dict[int, str]) -> Layout:
        return replace(self, unclaimed=tuple(sorted(unclaimed.items())))

    def powerup_stock(self) -> tuple[tuple[tuple[int, str], ...], int]:
        """The power-ups lying about and how many letters are held. It changes exactly
        when a power-up is placed, claimed, spent or lost (a held one merely travels
        with its piece), which is what makes such a turn irreversible."""
        return self.unclaimed, sum(len(p) for _, p in self.held)
