"""Every move the computer chooses is legal, and the same inputs give the same move."""

from __future__ import annotations

import random

import pytest
from ai_positions import SMALL, VARIANTS, positions, random_position
from english_text import refused
from hypothesis import given, settings
from hypothesis import strategies as st

import ai
from ai.budget import LEVELS, Budget
from games.contract import GameError, State


def assert_legal(state: State, move: object) -> None:
    """The move is accepted (the 16x16 game's whole turns are checked by `apply`, since
    its move list holds single steps only) and reads back from its notation."""
    after = state.apply(move)
    assert after.ply == state.ply + 1
    assert state.parse_move(str(move)) == move


@settings(max_examples=40)
@given(positions(), st.integers(0, 2**32 - 1))
def test_every_chosen_move_is_legal(state: State, seed: int) -> None:
    move = ai.choose(state, "hard", random.Random(seed), budget=SMALL)
    assert_legal(state, move)


@settings(max_examples=15)
@given(positions(), st.integers(0, 2**32 - 1), st.sampled_from(["random", "easy"]))
def test_the_random_player_and_easy_level_play_legal_moves(
    state: State, seed: int, player: str
) -> None:
    budget = SMALL if player == "easy" else None
    assert_legal(state, ai.choose(state, player, random.Random(seed), budget=budget))


@pytest.mark.parametrize(("game_id", "options"), VARIANTS)
def test_the_same_state_level_seed_and_budget_give_the_same_move(
    game_id: str, options: dict[str, str]
) -> None:
    state = random_position(game_id, options, seed=11, plies=14)
    budget = Budget(work=60, depth=3)
    first = [ai.choose(state, "hard", random.Random(seed), budget=budget) for seed in range(3)]
    again = [ai.choose(state, "hard", random.Random(seed), budget=budget) for seed in range(3)]
    assert first == again


@pytest.mark.parametrize("level", LEVELS)
def test_every_level_has_a_budget_in_every_game(level: str) -> None:
    state = random_position("draughtnauts", {}, seed=3, plies=4)
    assert_legal(state, ai.choose(state, level, random.Random(0), budget=SMALL))
    for game_id, _ in VARIANTS:
        assert level in ai.players(game_id)


def test_should_stop_cuts_a_search_short_and_still_gives_a_legal_move() -> None:
    state = random_position("draughtnauts", {}, seed=5, plies=10)
    asked = []

    def should_stop() -> bool:
        asked.append(True)
        return True

    move = ai.choose(state, "hard", random.Random(1), should_stop=should_stop)
    assert asked
    assert_legal(state, move)


def test_an_unknown_level_is_refused_with_the_choices() -> None:
    state = random_position("draagostat", {}, seed=1, plies=2)
    with refused(ai.UnknownLevel, match="easy, medium, hard, random"):
        ai.choose(state, "grandmaster", random.Random(0))


def test_a_finished_game_has_no_move_to_choose() -> None:
    finished = random_position("draughtnauts", {}, seed=2, plies=4)
    rng = random.Random(0)
    while not finished.is_over:
        finished = finished.apply(rng.choice(list(finished.legal_moves())))
    with refused(GameError, match="over"):
        ai.choose(finished, "easy", rng)


def test_greedy_is_offered_only_where_a_game_has_it() -> None:
    assert "greedy" in ai.players("domination-cards")
    assert "greedy" not in ai.players("draughtnauts")
