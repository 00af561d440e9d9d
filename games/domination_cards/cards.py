"""Cards as the engine sees them: a value or a royal rank, never a suit.

Suits are cosmetic in Domination, so two cards of equal value are interchangeable. The
engine therefore stores values only: a hand is a small sorted multiset, a move names a
value rather than a particular card, and two deals that differ only by suits play alike.

A card is an `int` (its value) or, in Royal Domination only, one of the strings `"J"`,
`"Q"`, `"K"` (a royal, which has no value). `str(card)` is its notation either way.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from games.contract import InvalidNotation
from games.typed_text import quoted, whole_number
from i18n.message import Message

if TYPE_CHECKING:
    # Only the type checker reads it (annotations are not evaluated at run time), so the
    # engine needs no typing_extensions before Python 3.13 brings TypeIs to `typing`.
    from typing_extensions import TypeIs

Card = int | str

ROYALS: tuple[str, ...] = ("J", "Q", "K")
COPIES = 4
"""Every value and every royal rank comes in four suits."""

_FACE_VALUES = {"A": 1, "J": 11, "Q": 12, "K": 13}
"""Letters players may type for plain values (an ace is a 1; J/Q/K with extended decks)."""


def is_royal(card: Card) -> TypeIs[str]:
    return isinstance(card, str)


def card_order(card: Card) -> tuple[int, int]:
    """Sort key: values in ascending order, then royals as J, Q, K."""
    return (1, ROYALS.index(card)) if isinstance(card, str) else (0, card)


def sorted_cards(cards: Iterable[Card]) -> tuple[Card, ...]:
    return tuple(sorted(cards, key=card_order))


def cards_text(cards: Iterable[Card]) -> str:
    return ",".join(str(card) for card in cards)


def without(hand: tuple[Card, ...], card: Card) -> tuple[Card, ...]:
    """The hand after one copy of `card` leaves it (the card must be there)."""
    index = hand.index(card)
    return hand[:index] + hand[index + 1 :]


NO_CARDS = "none"
"""The value a message gets for an empty list of cards; its wording selects on it."""


def census_mismatch(wanted: Counter[Card], given: Counter[Card]) -> Message | None:
    """How a collection of cards differs from the one wanted (None if equal); `NO_CARDS`
    stands for no card, which each language words ("nothing", "nichts")."""
    if given == wanted:
        return None
    missing = cards_text(sorted_cards((wanted - given).elements())) or NO_CARDS
    extra = cards_text(sorted_cards((given - wanted).elements())) or NO_CARDS
    return Message("game-cards-mismatch", missing=missing, extra=extra)


@dataclass(frozen=True, slots=True)
class Pack:
    """The cards a match is played with: values 1..`top_value`, four of each, plus the
    twelve royals of Royal Domination when `royals` is set."""

    top_value: int
    royals: bool

    @property
    def values(self) -> range:
        return range(1, self.top_value + 1)

    def cards(self) -> tuple[Card, ...]:
        """Every card of the pack, sorted."""
        ranks: list[Card] = [*self.values, *(ROYALS if self.royals else ())]
        return tuple(card for card in ranks for _ in range(COPIES))

    def census(self) -> Counter[Card]:
        return Counter(self.cards())

    def read(self, token: str) -> Card:
        """A card from its notation; letters are case-insensitive.

        `J`/`Q`/`K` are royals in Royal Domination and plain values 11-13 in the extended
        decks; `A` is accepted for 1. Raises `InvalidNotation` naming what this pack holds.
        """
        token = token.strip().upper()
        if self.royals and token in ROYALS:
            return token
        value = _FACE_VALUES.get(token, whole_number(token))
        if value is None or value not in self.values:
            raise InvalidNotation(
                Message(
                    "game-cards-not-a-card",
                    card=quoted(token),
                    top=self.top_value,
                    royals="yes" if self.royals else "no",
                )
            )
        return value
