"""How the card game's computer spends its search: on the few moves a one-ply judgement
of the table likes best, with playouts that play legal, judged moves."""

from __future__ import annotations

import random

from ai_positions import SMALL, random_position
from hypothesis import given, settings
from hypothesis import strategies as st

import ai
from ai.domination_cards import ROOT_WIDTH, canonical, playout_move, promising
from games.domination_cards.moves import Conquer

OPTION_SETS = [{}, {"hand": "5"}, {"royal": "true", "hand": "4"}, {"deck": "tarot"}]

positions = st.builds(
    random_position,
    st.just("domination-cards"),
    st.sampled_from(OPTION_SETS),
    st.integers(0, 2**32 - 1),
    st.integers(0, 40),
)


@settings(max_examples=25)
@given(positions, st.integers(0, 2**32 - 1))
def test_the_computer_plays_one_of_the_moves_the_judgement_rates_best(state, seed: int) -> None:
    known = canonical(state, state.to_move)
    best = promising(known, state.to_move)
    assert 1 <= len(best) <= ROOT_WIDTH
    assert set(best) <= set(state.legal_moves())
    assert ai.choose(state, "hard", random.Random(seed), budget=SMALL) in best


@settings(max_examples=40)
@given(positions, st.integers(0, 2**32 - 1))
def test_every_playout_move_is_legal(state, seed: int) -> None:
    move = playout_move(state, random.Random(seed))
    if isinstance(move, Conquer):
        assert not move.blitz
    state.apply(move)


def test_a_winning_move_is_rated_first() -> None:
    """Greedy and the search's root agree: a move that wins at once comes before all."""
    for seed in range(40):
        state = random_position("domination-cards", {}, seed, 60)
        seat = state.to_move
        known = canonical(state, seat)
        winning = [
            move
            for move in known.legal_moves()
            if (after := known.apply(move)).outcome is not None and after.outcome.winner == seat
        ]
        if winning:
            assert promising(known, seat)[0] in winning
            return
    raise AssertionError("no position with a winning move among the first forty seeds")
