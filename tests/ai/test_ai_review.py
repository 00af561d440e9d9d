"""The computer's review of a game (`ai.review`): chances from each mover's side, the
biggest swings, the engine's own preferred moves, a budget counted in work, and in the
card game an estimate over what the mover knew."""

from __future__ import annotations

import random

import pytest
from ai_positions import random_position
from hypothesis import given, settings
from hypothesis import strategies as st

import ai
import games
from ai.budget import POLL_EVERY, Allowance, Budget
from ai.registry import engine_for
from ai.review import BUDGETS, Ply, Review, assemble, judge, review

GAMES = ("draughtnauts", "draagostat", "domination-cards", "domination-grid")
OPTIONS = {"domination-grid": {"size": "8"}}


def _random_game(game_id: str, seed: int, plies: int) -> list[str]:
    rng = random.Random(seed)
    state = games.get(game_id).start(OPTIONS.get(game_id, {}), seed)
    moves = []
    while state.outcome is None and len(moves) < plies:
        move = rng.choice(list(state.legal_moves()))
        moves.append(str(move))
        state = state.apply(move)
    return moves


def test_a_move_that_loses_a_man_is_a_loss_from_its_movers_side() -> None:
    """After 9-13 22-18, Dark's 5-9 lets Light's 18-15 shot (11x18 23x14x5) win a man:
    the review reads it as Dark's loss, and the position it leaves as Light's gain."""
    judged = review("draughtnauts", {}, 0, ["9-13", "22-18", "5-9", "18-15"])
    blunder, shot = judged.plies[2], judged.plies[3]
    assert blunder.mover == "dark"
    assert blunder.swing < -0.15
    assert blunder.after < 0.4 < blunder.before
    assert blunder.preferred != "5-9"
    assert shot.mover == "light"
    assert shot.before > 0.6 and shot.after > 0.6
    assert judged.advantage()[3] < -0.2, "the graph goes down: Light, the second seat, is ahead"
    assert judged.swings(1) == (2,)


@pytest.mark.parametrize("game_id", GAMES)
def test_the_end_of_a_won_game_is_certain_from_its_last_movers_side(game_id: str) -> None:
    """The last mover wins, or (in the 16x16 game, walking into a lost conflict) loses:
    its chance after the move is one or nought, and the graph ends at the winner's edge."""
    small = Budget(work=2 * POLL_EVERY, depth=2)
    seed = next(s for s in range(50) if _won(game_id, s))
    moves = _random_game(game_id, seed, 400)
    judged = review(game_id, OPTIONS.get(game_id, {}), seed, moves, budget=small)
    last = judged.plies[-1]
    outcome = games.get(game_id).replay(moves, OPTIONS.get(game_id, {}), seed).outcome
    assert outcome is not None
    assert last.after == float(outcome.winner == last.mover)
    assert judged.advantage()[-1] == (1.0 if outcome.winner == judged.seat else -1.0)
    assert len(judged.advantage()) == len(moves) + 1


def _won(game_id: str, seed: int) -> bool:
    state = games.get(game_id).replay(
        _random_game(game_id, seed, 400), OPTIONS.get(game_id, {}), seed
    )
    return state.outcome is not None and state.outcome.winner is not None


def _ply(number: int, swing: float) -> Ply:
    return Ply(number, "dark" if number % 2 else "light", "a", "b", 0.5, 0.5 + swing)


def test_the_swings_are_the_biggest_changes_either_way_in_the_games_order() -> None:
    swings = [0.1, -0.5, 0.05, 0.3, -0.3, 0.0]
    judged = Review("draughtnauts", "dark", tuple(_ply(n, s) for n, s in enumerate(swings, 1)))
    assert judged.swings() == (1, 3, 4)
    assert judged.swings(2) == (1, 3), "of equal swings, the earlier"
    assert Review("draughtnauts", "dark", ()).swings() == ()


def test_the_advantage_is_the_first_seats_edge_whoever_moved() -> None:
    plies = (Ply(1, "dark", "a", "b", 0.5, 0.75), Ply(2, "light", "c", "d", 0.25, 0.9))
    assert Review("draughtnauts", "dark", plies).advantage() == pytest.approx((0, 0.5, -0.8))


@pytest.mark.parametrize("game_id", GAMES)
def test_the_budget_is_spent_in_work_per_position_and_the_review_repeats(game_id: str) -> None:
    """Every search polls `should_stop` once per `POLL_EVERY` units of work, so the polls
    count the work: a budget of three polls' worth is spent at each position and no
    more, whatever the game's own budget, and the same game reviewed twice is the same."""
    moves = _random_game(game_id, 4, 12)
    budget = Budget(work=3 * POLL_EVERY)
    polls = 0

    def should_stop() -> bool:
        nonlocal polls
        polls += 1
        return False

    options = OPTIONS.get(game_id, {})
    first = review(game_id, options, 4, moves, budget=budget, should_stop=should_stop)
    positions = len(moves) + 1
    assert polls <= 3 * positions, f"{polls} polls over {positions} positions"
    assert review(game_id, options, 4, moves, budget=budget) == first
    assert budget.work < BUDGETS[game_id].work


@pytest.mark.parametrize("game_id", GAMES)
def test_the_preferred_move_is_the_one_the_engine_plays(game_id: str) -> None:
    moves = _random_game(game_id, 9, 6)
    options = OPTIONS.get(game_id, {})
    budget = Budget(work=4 * POLL_EVERY, depth=3)
    judged = review(game_id, options, 9, moves, budget=budget)
    state = games.get(game_id).replay(moves[:3], options, 9)
    played = ai.choose(state, "hard", random.Random("review/9/3"), budget=budget)
    assert judged.plies[3].preferred == str(played)


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 2**32 - 1), st.integers(0, 30), st.integers(0, 2**32 - 1))
def test_a_card_position_is_judged_by_what_its_mover_knows(
    seed: int, plies: int, redraw: int
) -> None:
    """The same move and the same chance for the real position and for any the mover
    cannot tell from it (the hidden cards dealt again)."""
    state = random_position("domination-cards", {}, seed, plies)
    twin = state.resample_hidden(state.to_move, random.Random(redraw))
    engine, budget = engine_for("domination-cards"), Budget(work=60)

    def judged(position: games.State) -> object:
        return engine.analyse(position, budget, random.Random(1), Allowance(budget.work))

    assert judged(state) == judged(twin)


def test_a_review_reads_back_from_its_plain_data() -> None:
    judged = review("draughtnauts", {}, 0, ["9-13", "22-18"], budget=Budget(work=200))
    assert Review.from_data(judged.to_data()) == judged


def test_a_review_in_slices_is_the_same_review() -> None:
    moves = _random_game("draagostat", 2, 9)
    budget = Budget(work=150)
    slices = [range(4), range(4, 8), range(8, 10)]
    judged = [
        p for plies in slices for p in judge("draagostat", {}, 2, moves, plies, budget=budget)
    ]
    assert assemble("draagostat", moves, judged) == review(
        "draagostat", {}, 2, moves, budget=budget
    )
