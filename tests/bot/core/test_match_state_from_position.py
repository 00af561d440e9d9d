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


def replayed(game_id: str, seed: int, moves: list[str]) -> tuple[list[State], list[str]]:
    """The state before each of `moves` and after the last, and the trail of every move
    (as the bot stores them)."""
    states, trail = [games.get(game_id).start(seed=seed)], []
    for notation in moves:
        states.append(states[-1].play(notation))
        trail.append(states[-1].trail())
    return states, trail


def read_back(game_id: str, states: list[State], trail: list[str], cut: int) -> State:
    """The state after `cut` moves read back from its snapshot and the trail so far."""
    return games.get(game_id).resume(None, states[cut].snapshot(), trail[:cut])


def the_same_from_here_on(line: list[State], read: State, moves: list[str]) -> None:
    """`read` goes through the states of `line` (from the same point) as `moves` are
    played on it: the same snapshots, legal moves and result."""
    for replayed, notation in zip(line, moves, strict=False):
        assert read.snapshot() == replayed.snapshot()
        assert [str(m) for m in read.legal_moves()] == [str(m) for m in replayed.legal_moves()]
        read = read.play(notation)
    assert read.snapshot() == line[-1].snapshot()
    assert read.outcome == line[-1].outcome


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(games.GAME_IDS), st.integers(0, 10**6), st.data())
def test_a_match_goes_on_from_its_position_as_from_its_replay(game_id, seed, data):
    moves = random_moves(game_id, seed, 80)
    cut = data.draw(st.integers(0, len(moves)))
    states, trail = replayed(game_id, seed, moves)
    read = read_back(game_id, states, trail, cut)
    the_same_from_here_on(states[cut:], read, moves[cut:])


@settings(max_examples=10, deadline=None)
@given(st.integers(0, 466))
def test_a_threefold_repetition_comes_on_the_same_move_from_a_position(cut):
    moves = random_moves("draagostat", REPEATING_DRAAGOSTAT_SEED, 1000)
    states, trail = replayed("draagostat", REPEATING_DRAAGOSTAT_SEED, moves)
    the_same_from_here_on(states[cut:], read_back("draagostat", states, trail, cut), moves[cut:])
    assert games.get("draagostat").replay(
        moves, seed=REPEATING_DRAAGOSTAT_SEED
    ).outcome.reason == Message("game-draagostat-repetition")


@pytest.mark.parametrize("seed", DRAUGHTNAUTS_DRAWS)
def test_a_draughtnauts_draw_comes_on_the_same_move_from_any_snapshot(seed):
    """PDN FEN has no field for the draw rules' memory, so the snapshot carries it: read
    back at any ply, the game still draws on the same move, for the same reason."""
    reason, plies = DRAUGHTNAUTS_DRAWS[seed]
    game = games.get("draughtnauts")
    moves = random_moves("draughtnauts", seed, 1000)
    assert len(moves) == plies
    assert game.replay(moves, seed=seed).outcome.reason == Message(reason)
    states, trail = replayed("draughtnauts", seed, moves)
    for cut in range(plies):
        read = read_back("draughtnauts", states, trail, cut)
        the_same_from_here_on(states[cut:], read, moves[cut:])


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
