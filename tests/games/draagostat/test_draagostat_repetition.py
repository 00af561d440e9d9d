"""RULES.md, Draw: the same position for the third time; and the position text carries
the count across a save and reload."""

from __future__ import annotations

from draagostat_scenarios import opening, play

from games.contract import Outcome
from games.draagostat import GAME

SHUFFLE = ("Dc1-c2", "Da4-a3", "Dc2-c1", "Da3-a4")
"""From setup b2,d4,c1,a4: both dragons step out and back, restoring the position."""
THIRD_TIME = Outcome(None, "the same position occurred for the third time")


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
