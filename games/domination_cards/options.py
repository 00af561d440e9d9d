"""The variants of a Domination match, validated before a single card is dealt."""

from __future__ import annotations

from collections import Counter
from typing import Any, Literal

from pydantic import Field, field_validator, model_validator
from pydantic_core import PydanticCustomError

from games.contract import GameError, Options
from games.domination_cards.cards import Card, Pack, census_mismatch

TOP_VALUES = {"standard": 10, "royals": 13, "tarot": 14}
"""The highest value of each deck: a win needs every value from 1 up to it."""


class CardsOptions(Options):
    """`hand=2..5`, `deck=standard|royals|tarot`, `royal=true` (Royal Domination, standard
    deck only), `first=H|V` (random by the seed when absent) and `order=v,v,...` (the
    whole deck, top card first, instead of a shuffle)."""

    hand: int = Field(3, ge=2, le=5)
    deck: Literal["standard", "royals", "tarot"] = "standard"
    royal: bool = False
    first: Literal["H", "V"] | None = None
    order: tuple[str, ...] | None = None

    @field_validator("first", mode="before")
    @classmethod
    def _seat_in_any_case(cls, value: Any) -> Any:
        return value.strip().upper() if isinstance(value, str) else value

    @field_validator("order", mode="before")
    @classmethod
    def _comma_separated(cls, value: Any) -> Any:
        """A command line gives `order=7,3,J,...`; a stored match gives a list."""
        if isinstance(value, str):
            value = value.split(",")
        if isinstance(value, list | tuple):
            return tuple(str(token).strip().upper() for token in value)
        return value

    @model_validator(mode="after")
    def _consistent(self) -> CardsOptions:
        if self.royal and self.deck != "standard":
            raise PydanticCustomError("game-cards-royal-deck", "royal=true needs deck=standard")
        if self.order is not None:
            self._check_order()
        return self

    def _check_order(self) -> None:
        try:
            order = [self.pack.read(token) for token in self.order or ()]
        except GameError as exc:
            raise PydanticCustomError(
                "game-cards-order-card", "a card of order is unreadable", {"reason": exc.message}
            ) from None
        if mismatch := census_mismatch(self.pack.census(), Counter(order)):
            raise PydanticCustomError(
                "game-cards-order-cards",
                "order must list the {size} cards of this deck ({mismatch})",
                {"size": len(self.pack.cards()), "mismatch": mismatch},
            )

    @property
    def pack(self) -> Pack:
        return Pack(top_value=TOP_VALUES[self.deck], royals=self.royal)

    def deck_order(self) -> tuple[Card, ...] | None:
        """The fixed deck, top card first, or None when the seed shuffles it."""
        return None if self.order is None else tuple(self.pack.read(t) for t in self.order)
