"""Duplicate deals for the card game: every table of a round plays the same cards.

Luck of the draw weighs heavily in a short card match. With duplicate deals on, each
round draws one deck order (and one starting seat) and hands it to every table, so two
players on the same score faced the same cards and differ only in how they played them.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

import games
from games.domination_cards import CardsOptions

CARD_GAME_ID = "domination-cards"


def round_options(options: Mapping[str, Any], round_seed: int) -> dict[str, Any]:
    """The card game's options for every table of one round: `order=` the deck shuffled
    by `round_seed`, and `first=` drawn from it too unless the organiser fixed it."""
    game = games.get(CARD_GAME_ID)
    validated = game.options(options)
    assert isinstance(validated, CardsOptions)
    rng = random.Random(round_seed)
    deck = list(validated.pack.cards())
    rng.shuffle(deck)
    dealt = validated.to_json() | {"order": [str(card) for card in deck]}
    if validated.first is None:
        dealt["first"] = rng.choice(game.seats)
    return dealt
