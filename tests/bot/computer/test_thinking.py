"""The worker's search: from plain data to a legal move, the same move for the same
turn, and a legal move still when it is told to stop at once."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import ai
import games
from bot.computer import thinking
from bot.computer.thinking import Turn, think

OPTIONS = {"domination-grid": {"size": 8}}


def walk(game_id: str, seed: int, plies: int) -> tuple[str, ...]:
    """The notations of a random game of up to `plies` plies that is not over."""
    game = games.get(game_id)
    state, moves, rng = game.start(OPTIONS.get(game_id), seed), [], random.Random(seed)
    for _ in range(plies):
        after = state.play(rng.choice(list(state.legal_moves())))
        if after.is_over:
            break
        state = after
        moves.append(str(state.last_move))
    return tuple(moves)


def turn(game_id: str, seed: int, moves: tuple[str, ...], level: str, ticket: int = 1) -> Turn:
    return Turn(ticket, game_id, OPTIONS.get(game_id, {}), seed, moves, level, 30.0)


def legal_in(game_id: str, seed: int, moves: tuple[str, ...], notation: str) -> bool:
    state = games.get(game_id).replay(moves, OPTIONS.get(game_id), seed)
    return state.play(notation).last_move is not None


@settings(max_examples=30, deadline=None)
@given(
    game_id=st.sampled_from(games.GAME_IDS),
    seed=st.integers(0, 2**31 - 1),
    plies=st.integers(0, 40),
)
def test_every_move_the_computer_chooses_is_legal(game_id, seed, plies):
    moves = walk(game_id, seed, plies)
    assert legal_in(game_id, seed, moves, think(turn(game_id, seed, moves, "easy")))


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_the_same_turn_thinks_the_same_move(game_id):
    moves = walk(game_id, 11, 6)
    first = think(turn(game_id, 11, moves, "medium"))
    assert think(turn(game_id, 11, moves, "medium", ticket=2)) == first


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_a_cancelled_search_stops_at_its_first_poll(game_id, monkeypatch):
    """Cancelled before it starts, the search answers what one stopped at its very
    first poll answers (a legal move, found without the level's whole budget)."""
    monkeypatch.setattr(thinking, "_cancelled", thinking._cancelled)
    moves = walk(game_id, 5, 8)
    slots = [0] * 8
    slots[7 % 8] = 7
    thinking.adopt_worker(slots)
    chosen = think(turn(game_id, 5, moves, "hard", ticket=7))
    state = games.get(game_id).replay(moves, OPTIONS.get(game_id), 5)
    rng = random.Random(thinking.think_seed(5, len(moves)))
    assert chosen == str(ai.choose(state, "hard", rng, should_stop=lambda: True))


def test_seeds_follow_the_match_and_the_ply():
    assert thinking.think_seed(3, 4) == thinking.think_seed(3, 4)
    assert len({thinking.think_seed(3, ply) for ply in range(50)}) == 50
    assert thinking.think_seed(3, 4) != thinking.think_seed(4, 4)
