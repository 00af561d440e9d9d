"""How the card game's computer spends its search: on the few moves a one-ply judgement
of the table likes best, at the root and below it, with playouts that play legal, judged
moves."""

from __future__ import annotations

import random

import pytest
from ai_positions import SMALL, random_position
from hypothesis import given, settings
from hypothesis import strategies as st

import ai
from ai.budget import Allowance
from ai.domination_cards import (
    REPLY_WIDTH,
    ROOT_WIDTH,
    canonical,
    playout_move,
    promising,
    rater,
    standing,
    winning_chance,
)
from ai.ismcts import Settings, best_move, narrowed
from games.domination_cards.moves import Conquer
from games.domination_cards.seats import opponent
from games.domination_cards.table import best_group, cards_of

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


@settings(max_examples=40)
@given(positions, st.integers(0, 2**32 - 1), st.integers(0, 2**32 - 1))
def test_below_the_root_each_determinization_offers_its_own_best_rated_legal_moves(
    state, first_seed: int, second_seed: int
) -> None:
    """Inside the tree the seat to move is the searcher's opponent, whose hand differs
    from one determinization to the next. A node rates moves with the rater of the first
    determinization to reach it: a later one is offered only its own legal moves, and the
    same ones its own rater would pick, since the rating reads the shared table alone."""
    searcher = opponent(state.to_move)
    first = state.resample_hidden(searcher, random.Random(first_seed))
    later = state.resample_hidden(searcher, random.Random(second_seed))
    legal = later.legal_moves()
    offered = narrowed(legal, REPLY_WIDTH, rater(first), {})
    assert set(offered) <= set(legal)
    assert len(offered) == min(REPLY_WIDTH, len(legal))
    assert offered == narrowed(legal, REPLY_WIDTH, rater(later), {})


@settings(max_examples=40)
@given(positions)
def test_the_one_walk_standing_agrees_with_the_games_own_counts(state) -> None:
    best, cards, _ = standing(state.table)
    for seat in ("H", "V"):
        assert best[seat] == best_group(state.table, seat)
        assert cards[seat] == cards_of(state.table, seat)


class RepliesStudied(Exception):
    """Raised by a rater: the search looked at the moves below its own."""


def _refusing_rater(state):
    raise RepliesStudied


def test_a_tree_one_ply_deep_never_studies_the_replies() -> None:
    """`easy`'s depth of one: its own moves are judged by playouts alone, and no node
    below them is grown (the reply rater is never asked); a depth of two does ask."""
    state = random_position("domination-cards", {}, 3, 20)
    seat = state.to_move
    known = canonical(state, seat)
    settings = Settings(
        winning_chance, playout_move, 2, 1.0, width=REPLY_WIDTH, rater=_refusing_rater
    )

    def search(depth: int):
        return best_move(
            known,
            lambda draw: known.resample_hidden(seat, draw),
            settings=settings,
            rng=random.Random(1),
            allowance=Allowance(40),
            candidates=promising(known, seat),
            depth=depth,
        )

    assert search(1)[0] in promising(known, seat)
    with pytest.raises(RepliesStudied):
        search(2)
