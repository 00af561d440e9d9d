"""Which seat a Swiss player is owed next, so that first and second seats alternate.

Going first is an advantage in most of our games, so over an event each player should
sit first about as often as second. A player's *balance* is firsts minus seconds. The
wish for the next game follows chess practice, in three strengths:

* absolute: the balance is already two or more off, or the last two games were in the
  same seat; giving that seat a third time would make the event lopsided;
* strong: the balance is one off;
* mild: the balance is even, so the player simply alternates from the last game.

Before a player's first game there is no wish at all.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import IntEnum

from bot.tournaments.pairing.model import Entry, Game


class Strength(IntEnum):
    NONE = 0
    MILD = 1
    STRONG = 2
    ABSOLUTE = 3


@dataclass(frozen=True, slots=True)
class SeatWish:
    """`wants_first` is None when the player has no wish."""

    wants_first: bool | None
    strength: Strength

    def clashes_with(self, other: SeatWish) -> bool:
        """Both want the same seat, so one of them will be disappointed."""
        return self.wants_first is not None and self.wants_first == other.wants_first

    def absolutely_clashes_with(self, other: SeatWish) -> bool:
        """Both *must* have the same seat: the pairing cannot keep both balanced."""
        return (
            self.clashes_with(other)
            and self.strength == Strength.ABSOLUTE
            and other.strength == Strength.ABSOLUTE
        )


NO_WISH = SeatWish(None, Strength.NONE)


def seat_history(games: Iterable[Game]) -> dict[Entry, list[bool]]:
    """Per entry, in round order, True for each game played in the first seat (byes skipped)."""
    history: dict[Entry, list[bool]] = {}
    for game in sorted(games, key=lambda g: g.round):
        if game.second is None:
            continue
        history.setdefault(game.first, []).append(True)
        history.setdefault(game.second, []).append(False)
    return history


def seat_wish(firsts: list[bool]) -> SeatWish:
    """The wish of a player whose past seats are `firsts` (True = sat first)."""
    if not firsts:
        return NO_WISH
    balance = sum(1 if first else -1 for first in firsts)
    repeated = len(firsts) >= 2 and firsts[-1] == firsts[-2]
    if abs(balance) >= 2 or repeated:
        wants_first = balance < 0 if balance else not firsts[-1]
        return SeatWish(wants_first, Strength.ABSOLUTE)
    if balance:
        return SeatWish(balance < 0, Strength.STRONG)
    return SeatWish(not firsts[-1], Strength.MILD)


def first_seat_goes_to_a(a: SeatWish, b: SeatWish, a_ranks_higher: bool) -> bool | None:
    """Whether player `a` of a pair sits first.

    Wishes that differ are both granted. Equal wishes go to the stronger wish, and
    between equally strong ones to the higher-ranked player. None when neither player
    has a wish: the caller then alternates by board, so the top seeds do not all start.
    """
    if not a.clashes_with(b):
        if a.wants_first is not None:
            return a.wants_first
        return None if b.wants_first is None else not b.wants_first
    a_prevails = a.strength > b.strength or (a.strength == b.strength and a_ranks_higher)
    return a.wants_first if a_prevails else not a.wants_first
