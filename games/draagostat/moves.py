"""The kinds of turn a Draagostat player can take, each printing its canonical notation.

Squares are stored as indices (see `geometry`); `squares` gives their names in the order
the notation writes them, which is what a renderer highlights. Whether an attack banishes
or captures, and whether a dragon's move is a step, a flight or lightning, follows from
the position, exactly as the notation leaves it to the position.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from games.contract import Move
from games.draagostat.geometry import name

PieceLetter = Literal["B", "D"]
BuildSign = Literal["+", "-", "#"]


@dataclass(frozen=True, repr=False, slots=True)
class Step(Move):
    """A builder or dragon moving without attacking: step, flight or lightning."""

    piece: PieceLetter
    origin: int
    target: int

    def __str__(self) -> str:
        return f"{self.piece}{name(self.origin)}-{name(self.target)}"

    @property
    def squares(self) -> tuple[str, ...]:
        return name(self.origin), name(self.target)


@dataclass(frozen=True, repr=False, slots=True)
class Attack(Move):
    """A move onto an opposing piece, which goes to `destination` (banished or captive)."""

    piece: PieceLetter
    origin: int
    target: int
    destination: int

    def __str__(self) -> str:
        return f"{self.piece}{name(self.origin)}x{name(self.target)}>{name(self.destination)}"

    @property
    def squares(self) -> tuple[str, ...]:
        return name(self.origin), name(self.target), name(self.destination)


@dataclass(frozen=True, repr=False, slots=True)
class Rescue(Move):
    """The dragon reaching its captive builder, who is placed on `placement`; when a captor
    stands on the citadel the dragon attacks it and it is banished to `banish`."""

    origin: int
    target: int
    placement: int
    banish: int | None = None

    def __str__(self) -> str:
        if self.banish is None:
            return f"D{name(self.origin)}-{name(self.target)}*{name(self.placement)}"
        return (
            f"D{name(self.origin)}x{name(self.target)}*{name(self.placement)}>{name(self.banish)}"
        )

    @property
    def squares(self) -> tuple[str, ...]:
        named = (self.origin, self.target, self.placement, self.banish)
        return tuple(name(s) for s in named if s is not None)


@dataclass(frozen=True, repr=False, slots=True)
class Build(Move):
    """A build action under the builder: add a story (+), remove one (-), convert (#)."""

    sign: BuildSign
    square: int

    def __str__(self) -> str:
        return f"{self.sign}{name(self.square)}"

    @property
    def squares(self) -> tuple[str, ...]:
        return (name(self.square),)


@dataclass(frozen=True, repr=False, slots=True)
class Carry(Move):
    """The builder stepping off a two-story with its top story, onto bare ground."""

    origin: int
    target: int

    def __str__(self) -> str:
        return f"B{name(self.origin)}^{name(self.target)}"

    @property
    def squares(self) -> tuple[str, ...]:
        return name(self.origin), name(self.target)
