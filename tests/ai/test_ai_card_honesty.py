"""The card game's computer never sees what its seat cannot: its move is the same for a
state and for every state its seat cannot tell apart from it (hidden cards redrawn)."""

from __future__ import annotations

import random

from ai_positions import random_position
from hypothesis import given, settings
from hypothesis import strategies as st

import ai
from ai.budget import Budget
from ai.domination_cards import canonical

OPTION_SETS = [{}, {"hand": "5"}, {"royal": "true", "hand": "4"}, {"deck": "royals"}]


@st.composite
def twins(draw: st.DrawFn):
    options = draw(st.sampled_from(OPTION_SETS))
    state = random_position(
        "domination-cards", options, draw(st.integers(0, 2**32 - 1)), draw(st.integers(0, 30))
    )
    twin = state.resample_hidden(state.to_move, random.Random(draw(st.integers(0, 2**32 - 1))))
    return state, twin


@settings(max_examples=25)
@given(twins(), st.integers(0, 2**32 - 1), st.sampled_from(["hard", "greedy", "random"]))
def test_the_move_does_not_depend_on_the_hidden_cards(pair, seed: int, player: str) -> None:
    state, twin = pair
    budget = Budget(work=120) if player == "hard" else None
    chosen = ai.choose(state, player, random.Random(seed), budget=budget)
    chosen_for_twin = ai.choose(twin, player, random.Random(seed), budget=budget)
    assert chosen == chosen_for_twin


@settings(max_examples=25)
@given(twins())
def test_twins_share_one_canonical_state(pair) -> None:
    state, twin = pair
    seat = state.to_move
    assert canonical(state, seat).position() == canonical(twin, seat).position()
    assert canonical(state, seat).view(seat) == state.view(seat)
