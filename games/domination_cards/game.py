"""Domination as the registry knows it: id, seats, options, and how a match begins."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, cast

from games.contract import Game, Options, Rematch, Seat
from games.domination_cards import position
from games.domination_cards.deal import deal
from games.domination_cards.options import CardsOptions
from games.domination_cards.position import read_position
from games.domination_cards.seats import GAME_ID, SEATS
from games.domination_cards.series import rematch_terms, round_deal
from games.domination_cards.state import CardsState


class DominationCards(Game):
    id = GAME_ID
    title = "Domination"
    seats = SEATS
    options_model = CardsOptions
    hidden_information = True
    secret_options = frozenset({"order"})
    position_format = position.__doc__ or ""
    random_game_bound = 52
    """Every turn spends at least one card from a hand, and the game is over once the
    deck and a hand are empty: so no game outlasts the cards not dealt to the table
    (52 with the largest deck, tarot's 56)."""
    variants: ClassVar = (
        {},
        {"hand": "5", "first": "V"},
        {"deck": "royals", "hand": "4"},
        {"deck": "tarot", "hand": "2"},
        {"royal": "true"},
    )

    def new(self, options: Options, seed: int) -> CardsState:
        return deal(self._own(options), seed)

    def from_position(self, text: str, options: Options) -> CardsState:
        own = self._own(options)
        written = read_position(text, own)
        return CardsState(
            options=own,
            table=written.table,
            hands=written.hands,
            deck=written.deck,
            discard=written.discard,
            turn=written.turn,
        )

    def rematch(
        self, options: Mapping[str, Any] | Options, seed: int, winner: Seat | None
    ) -> Rematch:
        """Seats stay and the loser starts (see `series`)."""
        return rematch_terms(self._own(options), seed, winner)

    def shared_deal(self, options: Mapping[str, Any] | Options, round_seed: int) -> CardsOptions:
        """One deck order (and starting seat) for every table of a round (see `series`)."""
        return round_deal(self._own(options), round_seed)

    def _own(self, options: Mapping[str, Any] | Options) -> CardsOptions:
        """The options as this game's model (accepting any already-validated model)."""
        return cast(CardsOptions, self.options(options))


GAME = DominationCards()
