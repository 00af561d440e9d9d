"""A match goes on from its stored snapshot exactly as from the replay of its moves,
which is what lets `MatchService.state` read the snapshot on a cache miss instead of
replaying the whole log: every later position, legal move and result is the same,
threefold repetition in Draagostat and both draw rules of Draughtnauts included."""

from __future__ import annotations

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

import games
from games import State
from i18n import Message

REPEATING_DRAAGOSTAT_SEED = 5
"""A random Draagostat game from this seed ends in threefold repetition at ply 467."""

DRAUGHTNAUTS_DRAWS = {
    4319: ("game-draughtnauts-repetition", 64),
    1616: ("game-draughtnauts-forty-moves", 220),
}
"""Random Draughtnauts games that end by each draw rule: seed -> (reason, plies)."""


def random_moves(game_id: str, seed: int, plies: int) -> list[str]:
    rng, state, moves = random.Random(seed), games.get(game_id).start(seed=seed), []
    while not state.is_over and len(moves) < plies:
        state = state.apply(rng.choice(state.legal_moves()))
        moves.append(str(state.last_move))
    return moves


def resumed(game_id: str, seed: int, moves: list[str]) -> tuple[State, State]:
    """The state after `moves` replayed, and the same read back from its snapshot with
    the trail of every move (as the bot stores them)."""
    game = games.get(game_id)
    state, trail = game.start(seed=seed), []
    for notation in moves:
        state = state.play(notation)
        trail.append(state.trail())
    return state, game.resume(None, state.snapshot(), trail)


def the_same_from_here_on(replayed: State, read: State, moves: list[str]) -> None:
    for notation in moves:
        assert read.snapshot() == replayed.snapshot()
        assert [str(m) for m in read.legal_moves()] == [str(m) for m in replayed.legal_moves()]
        replayed, read = replayed.play(notation), read.play(notation)
    assert read.snapshot() == replayed.snapshot()
    assert read.outcome == replayed.outcome


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(games.GAME_IDS), st.integers(0, 10**6), st.data())
def test_a_match_goes_on_from_its_position_as_from_its_replay(game_id, seed, data):
    moves = random_moves(game_id, seed, 80)
    cut = data.draw(st.integers(0, len(moves)))
    replayed, read = resumed(game_id, seed, moves[:cut])
    the_same_from_here_on(replayed, read, moves[cut:])


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 466))
def test_a_threefold_repetition_comes_on_the_same_move_from_a_position(cut):
    game = games.get("draagostat")
    moves = random_moves("draagostat", REPEATING_DRAAGOSTAT_SEED, 1000)
    replayed, read = resumed("draagostat", REPEATING_DRAAGOSTAT_SEED, moves[:cut])
    the_same_from_here_on(replayed, read, moves[cut:])
    assert game.replay(moves, seed=REPEATING_DRAAGOSTAT_SEED).outcome.reason == Message(
        "game-draagostat-repetition"
    )


@pytest.mark.parametrize("seed", DRAUGHTNAUTS_DRAWS)
def test_a_draughtnauts_draw_comes_on_the_same_move_from_any_snapshot(seed):
    """PDN FEN has no field for the draw rules' memory, so the snapshot carries it: read
    back at any ply, the game still draws on the same move, for the same reason."""
    reason, plies = DRAUGHTNAUTS_DRAWS[seed]
    game = games.get("draughtnauts")
    moves = random_moves("draughtnauts", seed, 1000)
    assert len(moves) == plies
    assert game.replay(moves, seed=seed).outcome.reason == Message(reason)
    for cut in range(plies):
        replayed, read = resumed("draughtnauts", seed, moves[:cut])
        the_same_from_here_on(replayed, read, moves[cut:])


def test_a_draughtnauts_position_stays_plain_pdn_while_its_snapshot_remembers():
    """`position()` is the PDN FEN that RULES.md fixes (what `python -m games status`
    prints); only the snapshot adds the window, and only once a quiet move made one."""
    game = games.get("draughtnauts")
    moves = random_moves("draughtnauts", 4319, 1000)
    quiet = game.replay(moves[:-1], seed=4319)
    assert len(quiet.window) > 1
    assert ":R" not in quiet.position()
    assert quiet.snapshot().startswith(quiet.position() + ":R")
    assert game.start().snapshot() == game.start().position()
