"""RULES.md, Draw: the same position for the third time; and the position text carries
the count across a save and reload."""

from __future__ import annotations

import random

import pytest
from draagostat_scenarios import opening, play

from games.contract import Outcome, play_moves
from games.draagostat import GAME
from games.draagostat.position_text import fingerprint
from games.draagostat.state import DraagostatState
from i18n import Message

SHUFFLE = ("Dc1-c2", "Da4-a3", "Dc2-c1", "Da3-a4")
"""From setup b2,d4,c1,a4: both dragons step out and back, restoring the position."""
THIRD_TIME = Outcome(None, Message("game-draagostat-repetition"))


def test_the_third_occurrence_of_a_position_is_a_draw() -> None:
    start = opening("b2,d4,c1,a4")
    twice = play(start, *SHUFFLE)
    assert twice.position().split(" seen=")[0] == start.position()
    assert twice.outcome is None
    almost = play(twice, *SHUFFLE[:3])
    assert almost.outcome is None
    drawn = almost.play(SHUFFLE[3])
    assert drawn.outcome == THIRD_TIME
    assert drawn.to_move is None


def test_a_different_move_before_the_third_time_keeps_the_game_going() -> None:
    state = opening("b2,d4,c1,a4", *SHUFFLE, *SHUFFLE[:3], "Da3-b3", "Dc1-d1", "Db3-a3")
    assert state.outcome is None


def test_the_reloaded_position_reaches_the_draw_on_the_same_move() -> None:
    state = opening("b2,d4,c1,a4", *SHUFFLE, *SHUFFLE[:3])
    reloaded = GAME.from_position(state.position(), GAME.options({}))
    assert reloaded.position() == state.position()
    assert reloaded.play(SHUFFLE[3]).outcome == THIRD_TIME


def test_the_earlier_positions_are_the_fingerprints_of_the_positions_played() -> None:
    states = [opening("b2,d4,c1,a4")]
    for move in SHUFFLE:
        states.append(states[-1].play(move))
    assert states[0].earlier_positions == []
    assert states[-1].earlier_positions == [fingerprint(s.board) for s in states[:-1]]
    assert states[-1].earlier_positions.count(fingerprint(states[-1].board)) == 1


def test_an_irreversible_change_clears_the_earlier_positions() -> None:
    """Once the dark builder has moved, its delay is over for good: no earlier position
    can come back, so none is carried."""
    state = opening("b2,d4,c1,a4", *SHUFFLE)
    assert " seen=" in state.position()
    moved = state.play("Bb2-b3")
    assert " seen=" not in moved.position()
    back = play(moved, "Da4-a3", "Bb3-b2", "Da3-a4")
    assert back.outcome is None
    assert back.position().split(" seen=")[0] != state.position().split(" seen=")[0]


def test_the_same_placement_with_another_citadel_delay_is_a_different_position() -> None:
    state = opening("b2,d4,c1,a4")
    moved_away_and_back = play(state, "Bb2-b3", "Da4-a3", "Bb3-b2", "Da3-a4")
    assert moved_away_and_back.board.buildings == state.board.buildings
    assert moved_away_and_back.pieces == state.pieces
    assert moved_away_and_back.board != state.board


LONG_DRAWN_SEED = 2
"""A uniformly random game (moves drawn by `random.Random(2)`) of 2,772 plies that ends
in a threefold repetition, 1,769 plies after its last irreversible change."""


def _random_game(seed: int) -> list[DraagostatState]:
    rng = random.Random(seed)
    states = [GAME.start(seed=seed)]
    while not states[-1].is_over:
        states.append(states[-1].apply(rng.choice(states[-1].legal_moves())))
    return states


@pytest.mark.slow
def test_a_long_game_continued_from_its_snapshots_reaches_the_same_threefold_draw() -> None:
    states = _random_game(LONG_DRAWN_SEED)
    final, moves = states[-1], [state.last_move for state in states[1:]]
    assert final.outcome == THIRD_TIME
    assert len(final.seen) // len(",12345678") > 1500
    for cut in (len(moves) // 2, len(moves) - 100, len(moves) - 1):
        restored = GAME.from_position(states[cut].position(), GAME.options({}))
        assert restored.legal_moves() == states[cut].legal_moves()
        continued = play_moves(restored, moves[cut:])
        assert continued.outcome == THIRD_TIME
        assert continued.position() == final.position()
    without_history = states[-2].position().split(" seen=")[0]
    assert GAME.from_position(without_history, GAME.options({})).play(moves[-1]).outcome is None
