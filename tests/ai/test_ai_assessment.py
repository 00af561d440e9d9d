"""`ai.assessment.chance`: a chance in [0, 1] for every seat of every game, the two
seats' chances adding up to one, a finished game certain, and a side a good deal ahead
judged the likely winner."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from ai.assessment import chance


def random_state(game_id: str, seed: int, plies: int):
    game = games.get(game_id)
    state, rng = game.start(seed=seed), random.Random(seed)
    for _ in range(plies):
        if state.is_over:
            break
        state = state.apply(rng.choice(list(state.legal_moves())))
    return state


@settings(max_examples=40, deadline=None)
@given(
    game_id=st.sampled_from(games.GAME_IDS),
    seed=st.integers(0, 2**31 - 1),
    plies=st.integers(0, 60),
)
def test_the_seats_chances_are_chances_that_add_up_to_one(game_id, seed, plies):
    state = random_state(game_id, seed, plies)
    first, second = (chance(state, seat) for seat in games.get(game_id).seats)
    assert 0 <= first <= 1
    assert first + second == pytest.approx(1)


@pytest.mark.parametrize("game_id", ["draughtnauts", "domination-cards"])
def test_a_finished_game_is_certain(game_id):
    state = random_state(game_id, 4, 2_000)
    assert state.outcome is not None
    for seat in games.get(game_id).seats:
        expected = 0.5 if state.outcome.winner is None else float(seat == state.outcome.winner)
        assert chance(state, seat) == expected


def test_the_start_is_level_in_the_symmetric_games():
    for game_id in ("draughtnauts", "domination-grid"):
        state = games.get(game_id).start(seed=1)
        assert chance(state, games.get(game_id).seats[0]) == pytest.approx(0.5)


def test_six_men_up_is_a_near_certain_win_in_draughts():
    state = games.get("draughtnauts").start(position="B:W32,31,30,29,28,27,26:B1")
    assert chance(state, "light") > 0.98
    assert chance(state, "dark") < 0.02
