"""Random positions of every game, for the ai tests: each variant a game declares, played
a random number of random moves from a random seed."""

from __future__ import annotations

import random

from hypothesis import strategies as st

import games
from ai.budget import Budget
from games.contract import State

SMALL = Budget(work=40, depth=2)
"""A budget small enough to keep the tests fast, large enough to search a little."""

VARIANTS = [
    ("draughtnauts", {}),
    ("draughtnauts", {"powerups": "random"}),
    ("draughtnauts", {"powerups": "choose"}),
    ("draagostat", {}),
    ("draagostat", {"no_corners": "true", "diagonals": "2"}),
    ("domination-cards", {}),
    ("domination-cards", {"hand": "5", "royal": "true"}),
    ("domination-cards", {"deck": "tarot", "hand": "2"}),
    ("domination-grid", {"size": "8"}),
    ("domination-grid", {}),
]


def random_position(game_id: str, options: dict[str, str], seed: int, plies: int) -> State:
    """Up to `plies` random moves from the start of a match seeded `seed`, stopping one
    short of the end so the side to move has a move to choose."""
    rng = random.Random(seed)
    state = games.get(game_id).start(options, seed)
    for _ in range(plies):
        after = state.apply(rng.choice(list(state.legal_moves())))
        if after.is_over:
            break
        state = after
    return state


@st.composite
def positions(draw: st.DrawFn) -> State:
    game_id, options = draw(st.sampled_from(VARIANTS))
    seed = draw(st.integers(0, 2**32 - 1))
    return random_position(game_id, options, seed, draw(st.integers(0, 60)))
