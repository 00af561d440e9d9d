"""Properties over random play: the fast perft equals the generic walk, and power-up
bookkeeping never breaks its invariants."""

from __future__ import annotations

import random
from collections import Counter

from draughtnauts_play import wander
from hypothesis import given, settings
from hypothesis import strategies as st

from games.contract import Game
from games.draughtnauts import GAME
from games.draughtnauts.moves import CannonShot
from games.draughtnauts.state import DraughtnautsState

seeds = st.integers(min_value=0, max_value=2**32 - 1)


def random_state(seed: int, plies: int, options: dict[str, str] | None = None) -> DraughtnautsState:
    rng = random.Random(seed)
    state = GAME.start(options, seed=seed)
    for _ in range(plies):
        if state.is_over:
            break
        state = state.play(rng.choice(state.legal_moves()))
    return state


def generic_perft(state: DraughtnautsState, depth: int) -> int:
    """The contract's own walk over `legal_moves` and `apply`, bypassing the override."""
    return Game.perft(GAME, state, depth)


@settings(max_examples=25)
@given(seed=seeds, plies=st.integers(min_value=0, max_value=90))
def test_fast_perft_equals_the_generic_walk(seed: int, plies: int) -> None:
    state = random_state(seed, plies)
    assert GAME.perft(state, 3) == generic_perft(state, 3)


def test_fast_perft_honours_the_forty_move_rule() -> None:
    state = wander(GAME.start(position="B:WK29:BK4,K3"), 77)
    assert GAME.perft(state, 4) == generic_perft(state, 4)
    assert GAME.perft(state, 4) < GAME.perft(GAME.start(position=state.position()), 4)


def test_fast_perft_honours_repetition_already_in_the_history() -> None:
    state = GAME.start(position="B:WK32:BK1")
    for move in ["1-6", "32-27", "6-1", "27-32"]:
        state = state.play(move)
    fresh = GAME.start(position=state.position())
    assert GAME.perft(state, 5) == generic_perft(state, 5)
    assert GAME.perft(state, 5) < GAME.perft(fresh, 5)


def test_perft_of_a_power_up_position_uses_every_power_up_move() -> None:
    state = GAME.from_position("B:W18,5:BK10[S]", GAME.options({"powerups": "random"}))
    assert GAME.perft(state, 1) == len(state.legal_moves()) == 20
    assert GAME.perft(state, 2) == generic_perft(state, 2)


@settings(max_examples=40)
@given(seed=seeds, options=st.sampled_from([{"powerups": "random"}, {"powerups": "choose"}]))
def test_power_up_bookkeeping_stays_consistent_through_random_play(
    seed: int, options: dict[str, str]
) -> None:
    rng = random.Random(seed)
    state = GAME.start(options, seed=seed)
    while not state.is_over and state.ply < 400:
        before = state
        state = state.play(rng.choice(state.legal_moves()))
        check_invariants(state)
        move = state.last_move
        if move.jumped:
            gunner_or_jumper = move.origin if isinstance(move, CannonShot) else move.target
            assert state.pieces[gunner_or_jumper].powerups == ""
        assert len(state.pieces) <= len(before.pieces)


def check_invariants(state: DraughtnautsState) -> None:
    owned: Counter[tuple[str, str]] = Counter()
    for piece in state.pieces.values():
        assert len(piece.powerups) <= 2
        assert piece.king or not piece.powerups
        owned.update((piece.owner, kind) for kind in piece.powerups)
    for square, kind in state.unclaimed.items():
        owned[("dark" if square > 4 else "light", kind)] += 1
    assert all(count == 1 for count in owned.values())


@settings(max_examples=40, deadline=None)
@given(
    seed=seeds,
    plies=st.integers(min_value=0, max_value=300),
    powerups=st.sampled_from(["off", "random", "choose"]),
)
def test_a_snapshot_reads_back_to_the_same_draw_window(seed: int, plies: int, powerups: str):
    """Power-ups held by kings travel inside the window's entries; reading a snapshot
    gives back the very window, so both draw rules count on as before."""
    options = {"powerups": powerups}
    state = random_state(seed, plies, options)
    read = GAME.start(options, position=state.snapshot())
    assert read.window == state.window
    assert read.snapshot() == state.snapshot()
    assert read.outcome == state.outcome
