"""A match goes on from its stored position text exactly as from the replay of its
moves, which is what lets `MatchService.state` read the snapshot on a cache miss
instead of replaying the whole log: every later position, legal move and result is the
same, threefold repetition in Draagostat included."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games import State

REPEATING_DRAAGOSTAT_SEED = 5
"""A random Draagostat game from this seed ends in threefold repetition at ply 467."""


def random_moves(game_id: str, seed: int, plies: int) -> list[str]:
    rng, state, moves = random.Random(seed), games.get(game_id).start(seed=seed), []
    while not state.is_over and len(moves) < plies:
        state = state.apply(rng.choice(state.legal_moves()))
        moves.append(str(state.last_move))
    return moves


def the_same_from_here_on(replayed: State, read: State, moves: list[str]) -> None:
    for notation in moves:
        assert read.position() == replayed.position()
        assert [str(m) for m in read.legal_moves()] == [str(m) for m in replayed.legal_moves()]
        replayed, read = replayed.play(notation), read.play(notation)
    assert read.position() == replayed.position()
    assert read.outcome == replayed.outcome


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(games.GAME_IDS), st.integers(0, 10**6), st.data())
def test_a_match_goes_on_from_its_position_as_from_its_replay(game_id, seed, data):
    game = games.get(game_id)
    moves = random_moves(game_id, seed, 80)
    cut = data.draw(st.integers(0, len(moves)))
    replayed = game.replay(moves[:cut], seed=seed)
    read = game.start(seed=seed, position=replayed.position())
    the_same_from_here_on(replayed, read, moves[cut:])


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 466))
def test_a_threefold_repetition_comes_on_the_same_move_from_a_position(cut):
    game = games.get("draagostat")
    moves = random_moves("draagostat", REPEATING_DRAAGOSTAT_SEED, 1000)
    replayed = game.replay(moves[:cut], seed=REPEATING_DRAAGOSTAT_SEED)
    read = game.start(seed=REPEATING_DRAAGOSTAT_SEED, position=replayed.position())
    the_same_from_here_on(replayed, read, moves[cut:])
    assert "third time" in game.replay(moves, seed=REPEATING_DRAAGOSTAT_SEED).outcome.reason
