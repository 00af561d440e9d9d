"""Between matches: who starts a rematch, and the deal every table of a round shares.

The two seats of Domination are not interchangeable halves of a board but a start
order, so a rematch keeps the seats and hands the first turn to the loser (after a draw,
to whoever did not start last time). In tournaments, "duplicate deals" give every table
of a round one deck order, drawn from the round's seed, so two players on the same score
faced the same cards and differ only in how they played them.
"""

from __future__ import annotations

import random

from games.contract import Rematch, Seat
from games.domination_cards.deal import deal
from games.domination_cards.options import CardsOptions
from games.domination_cards.seats import SEATS, opponent


def rematch_terms(options: CardsOptions, seed: int, winner: Seat | None) -> Rematch:
    """Same seats and options, with `first=` the loser, or after a draw the seat that
    did not start the match played with `options` and `seed`."""
    starter = deal(options, seed).turn if winner is None else winner
    following = CardsOptions.model_validate(options.to_json() | {"first": opponent(starter)})
    return Rematch(swap_seats=False, options=following)


def round_deal(options: CardsOptions, round_seed: int) -> CardsOptions:
    """`options` with `order=` the pack shuffled by `round_seed`, and `first=` drawn
    from the same generator unless the organiser fixed it."""
    rng = random.Random(round_seed)
    deck = list(options.pack.cards())
    rng.shuffle(deck)
    dealt = options.to_json() | {"order": [str(card) for card in deck]}
    if options.first is None:
        dealt["first"] = rng.choice(SEATS)
    return CardsOptions.model_validate(dealt)
