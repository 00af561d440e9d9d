"""The kinds of turn a Draughtnauts player can make, each printing its canonical notation.

Every move knows the squares it touches (`squares`, for highlighting) and the squares it
attacks (`jumped`), so a renderer or a refusal message never has to re-derive geometry.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from games.contract import Move
from games.draughtnauts.board import between

POWERUP_ORDER = "SHCT"
"""Sword, Shield, Cannon, Teleporter: the order letters are always written in."""


@dataclass(frozen=True, slots=True, repr=False)
class _SquareToSquare(Move):
    """A move named by its two squares and the mark between them (`11-15`, `18C23`)."""

    origin: int
    target: int
    mark: ClassVar[str]

    def __str__(self) -> str:
        return f"{self.origin}{self.mark}{self.target}"

    @property
    def squares(self) -> tuple[int, ...]:
        return (self.origin, self.target)

    @property
    def jumped(self) -> tuple[int, ...]:
        return ()


@dataclass(frozen=True, slots=True, repr=False)
class Step(_SquareToSquare):
    """A single diagonal step without capturing: `11-15`."""

    mark = "-"


@dataclass(frozen=True, slots=True, repr=False)
class Jump(Move):
    """A whole capture sequence, every landing square listed: `22x15x6`."""

    path: tuple[int, ...]

    def __str__(self) -> str:
        return "x".join(map(str, self.path))

    @property
    def origin(self) -> int:
        return self.path[0]

    @property
    def target(self) -> int:
        return self.path[-1]

    @property
    def squares(self) -> tuple[int, ...]:
        return self.path

    @property
    def jumped(self) -> tuple[int, ...]:
        return tuple(between(a, b) for a, b in zip(self.path, self.path[1:], strict=False))


Travel = Step | Jump
"""A move that carries a piece over the board: what a Sword may do twice."""


@dataclass(frozen=True, slots=True, repr=False)
class SwordMove(Move):
    """A Sword holder's two moves in one turn: `27-23,23x14`."""

    first: Travel
    second: Travel

    def __str__(self) -> str:
        return f"{self.first},{self.second}"

    @property
    def origin(self) -> int:
        return self.first.origin

    @property
    def target(self) -> int:
        return self.second.target

    @property
    def squares(self) -> tuple[int, ...]:
        return (*self.first.squares, *self.second.squares[1:])

    @property
    def jumped(self) -> tuple[int, ...]:
        return (*self.first.jumped, *self.second.jumped)


@dataclass(frozen=True, slots=True, repr=False)
class CannonShot(_SquareToSquare):
    """A Cannon holder removes an adjacent opposing piece without moving: `18C23`."""

    mark = "C"

    @property
    def jumped(self) -> tuple[int, ...]:
        return (self.target,)


@dataclass(frozen=True, slots=True, repr=False)
class Teleport(_SquareToSquare):
    """A Teleporter holder jumps to any empty square, spending the Teleporter: `18T5`."""

    mark = "T"


@dataclass(frozen=True, slots=True, repr=False)
class Setup(Move):
    """A player's placement of its four power-ups, in ascending square order: `setup SHCT`."""

    letters: str

    def __str__(self) -> str:
        return f"setup {self.letters}"

    @property
    def squares(self) -> tuple[int, ...]:
        return ()

    @property
    def jumped(self) -> tuple[int, ...]:
        return ()


Turn = Step | Jump | SwordMove | CannonShot | Teleport | Setup
"""Every kind of Draughtnauts turn: what the rules generate, play and match typed text
against, so each kind's own fields are known wherever a turn is taken apart."""


def in_powerup_order(letters: str) -> str:
    """The letters sorted as they are always written (S, H, C, T)."""
    return "".join(sorted(letters, key=POWERUP_ORDER.index))
