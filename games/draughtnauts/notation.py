"""Reading what a player typed into a legal move.

Players may type `11-15`, `11 15`, `11x15` (the separator is never held against them),
a capture with only its first and last square (`22x6`) when only one capture fits, a
Sword turn as two moves joined by a comma, `18C23`, `18T5` and `setup SHCT`, in any case
and with any spacing. The text is first read into a `Written` shape, then matched
against the legal moves; a short form that fits several is refused with the candidates.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Literal

from games.contract import AmbiguousMove, InvalidNotation
from games.draughtnauts.board import SQUARES
from games.draughtnauts.moves import (
    POWERUP_ORDER,
    CannonShot,
    Jump,
    Setup,
    Step,
    SwordMove,
    Teleport,
    Travel,
    Turn,
)
from games.typed_text import NUMBER, unreadable
from i18n.message import Message

_SETUP = re.compile(r"^setup\s*([a-z]{4})$")
_NUMBERS = re.compile(NUMBER)
_POWER = re.compile(rf"^({NUMBER})\s*([ct])\s*({NUMBER})$")
_TRAVEL = re.compile(rf"^{NUMBER}(?:\s*[-x]\s*{NUMBER}|\s+{NUMBER})+$")


Kind = Literal["travel", "cannon", "teleport", "setup"]

POWER_LETTERS: dict[str, Kind] = {"c": "cannon", "t": "teleport"}
POWER_MOVES: dict[Kind, type[CannonShot | Teleport]] = {"cannon": CannonShot, "teleport": Teleport}


@dataclass(frozen=True, slots=True)
class Written:
    """A move as typed: its kind and squares (one part per move of a travel: two for a
    Sword turn; gunner and target for a shot) or, for a setup, its letters."""

    kind: Kind
    parts: tuple[tuple[int, ...], ...] = ()
    letters: str = ""

    def matches(self, move: Turn) -> bool:
        if self.kind == "setup":
            return isinstance(move, Setup) and move.letters == self.letters
        if self.kind != "travel":
            return type(move) is POWER_MOVES[self.kind] and move.squares == self.parts[0]
        travels: tuple[Travel, ...]
        if isinstance(move, SwordMove):
            travels = (move.first, move.second)
        elif isinstance(move, Step | Jump):
            travels = (move,)
        else:
            return False
        return len(travels) == len(self.parts) and all(
            _fits(part, travel) for part, travel in zip(self.parts, travels, strict=True)
        )


def _fits(part: tuple[int, ...], travel: Step | Jump) -> bool:
    """Full path, or a capture shortened to its first and last square."""
    short = len(part) == 2 and isinstance(travel, Jump)
    return part == travel.squares or (short and part == (travel.origin, travel.target))


def parse(text: str) -> Written:
    """The shape of a typed move; raises `InvalidNotation` if it has none."""
    cleaned = " ".join(text.lower().split())
    if setup := _SETUP.match(cleaned):
        letters = setup.group(1).upper()
        if sorted(letters) != sorted(POWERUP_ORDER):
            raise InvalidNotation(Message("game-draughtnauts-setup-letters"))
        return Written("setup", letters=letters)
    if power := _POWER.match(cleaned):
        squares = _squares((power.group(1), power.group(3)))
        return Written(POWER_LETTERS[power.group(2)], parts=(squares,))
    parts = [part.strip() for part in cleaned.split(",")]
    if 1 <= len(parts) <= 2 and all(_TRAVEL.match(part) for part in parts):
        return Written("travel", parts=tuple(_squares(_NUMBERS.findall(p)) for p in parts))
    raise InvalidNotation(unreadable(text, Message("game-draughtnauts-how-to-write")))


def _squares(numbers: Sequence[str]) -> tuple[int, ...]:
    squares = tuple(int(n) for n in numbers)
    if any(s not in SQUARES for s in squares):
        raise InvalidNotation(Message("game-draughtnauts-squares"))
    return squares


def pick(written: Written, legal: Sequence[Turn]) -> Turn | None:
    """The one legal move that `written` denotes, None if none does; raises
    `AmbiguousMove` listing the candidates when several do."""
    found = [move for move in legal if written.matches(move)]
    if len(found) > 1:
        names = ", ".join(map(str, found))
        raise AmbiguousMove(Message("game-draughtnauts-ambiguous", moves=names), map(str, found))
    return found[0] if found else None
