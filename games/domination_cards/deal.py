"""The deal: who starts, the deck order, the two hands and the four starting cards."""

from __future__ import annotations

import random

from games.contract import Seat
from games.domination_cards.cards import is_royal, sorted_cards
from games.domination_cards.options import CardsOptions
from games.domination_cards.seats import SEATS, opponent
from games.domination_cards.state import CardsState
from games.domination_cards.table import TableCard

STARTING_CELLS = (((0, 0), "H"), ((1, 0), "H"), ((0, 1), "V"), ((1, 1), "V"))
"""Where the four face-up cards go, in dealing order: H's pair below, V's above."""


def deal(options: CardsOptions, seed: int) -> CardsState:
    """The opening state. The seed's generator first picks the starting seat (unless
    `first=` does), then shuffles (unless `order=` fixes the deck).

    The starting seat gets the top `hand` cards, the other seat the next ones, then the
    four table cards are turned up. A royal turned up for the table (Royal Domination)
    goes to the bottom of the deck and the next card is turned instead: a royal has no
    value and cannot be a territory."""
    rng = random.Random(seed)
    first: Seat = options.first or rng.choice(SEATS)
    deck = list(
        options.deck_order() or rng.sample(options.pack.cards(), k=len(options.pack.cards()))
    )
    size = options.hand
    hands = {first: sorted_cards(deck[:size]), opponent(first): sorted_cards(deck[size : 2 * size])}
    rest = deck[2 * size :]
    table = {}
    for cell, owner in STARTING_CELLS:
        card = rest.pop(0)
        while is_royal(card):
            rest.append(card)
            card = rest.pop(0)
        table[cell] = TableCard(owner, card)
    return CardsState(
        options=options, table=table, hands=hands, deck=tuple(rest), discard=(), turn=first
    )
