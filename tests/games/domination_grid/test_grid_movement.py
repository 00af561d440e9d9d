"""Movement (RULES.md "A turn", step 1, and "Writing a turn"): steps, order, refusals."""

from __future__ import annotations

import pytest
from english_text import english, refused

from games.contract import IllegalMove, Move
from games.domination_grid import PASS, GridMove

OPEN_FIELD = """
    ........
    ........
    ........
    ....w...
    ........
    ........
    ..b.....
    ..b.....
"""


def test_a_step_moves_one_unit_one_square_along_a_file_or_rank(arrange) -> None:
    after = arrange(OPEN_FIELD).play("c2-d2")
    assert after.units("black") == ("c1", "d2")
    assert after.last_move == GridMove((("c2", "d2"),))


def test_five_steps_may_be_spread_over_several_units(arrange) -> None:
    after = arrange(OPEN_FIELD).play("c2-c3-c4-c5 c1-c2")
    assert after.units("black") == ("c2", "c5")


def test_a_sixth_step_is_refused(arrange) -> None:
    state = arrange(OPEN_FIELD)
    with refused(IllegalMove, match="at most 5 steps, and this one has 6"):
        state.play("c2-c8")


def test_passing_moves_nothing_and_hands_over_the_turn(arrange) -> None:
    state = arrange(OPEN_FIELD)
    after = state.play("pass")
    assert after.cells == state.cells
    assert after.to_move == "white"
    assert after.last_move == PASS


def test_a_refusal_names_the_failing_step_and_why(arrange) -> None:
    state = arrange("""
        ........
        ........
        ........
        ....w...
        ........
        ....b...
        ........
        ........
    """)
    with pytest.raises(IllegalMove) as refused:
        state.play("e3-e4 e4-e5")
    assert english(refused.value) == "step 2, e4-e5: e5 is occupied"


def test_the_refusal_counts_steps_across_the_whole_turn(arrange) -> None:
    state = arrange("""
        w.......
        ........
        ........
        ....b...
        ........
        ........
        ....b...
        ........
    """)
    with pytest.raises(IllegalMove) as refused:
        state.play("e2-e3 e3-e4-e5")
    assert english(refused.value) == "step 3, e4-e5: e5 is occupied"


@pytest.mark.parametrize(
    ("turn", "reason"),
    [
        ("d4-d5", "step 1, d4-d5: d4 is empty, so there is no unit of yours to move"),
        ("e5-e6", "step 1, e5-e6: e5 holds a white unit, so there is no unit of yours to move"),
        ("c2-c3 c2-c4", "step 2, c2-c3: c2 is empty, so there is no unit of yours to move"),
    ],
)
def test_only_own_units_can_step(arrange, turn: str, reason: str) -> None:
    with pytest.raises(IllegalMove) as refused:
        arrange(OPEN_FIELD).play(turn)
    assert english(refused.value) == reason


def test_a_refused_turn_changes_nothing(arrange) -> None:
    state = arrange(OPEN_FIELD)
    before = state.position()
    with pytest.raises(IllegalMove):
        state.play("c2-c3 c1-c2-c3")
    assert state.position() == before
    assert state.ply == 0


def test_paths_run_in_the_order_written(arrange) -> None:
    state = arrange(OPEN_FIELD)
    after = state.play("c2-c3 c1-c2")
    assert after.units("black") == ("c2", "c3")
    with refused(IllegalMove, match="step 1, c1-c2: c2 is occupied"):
        state.play("c1-c2 c2-c3")


def test_one_unit_may_move_again_after_another(arrange) -> None:
    after = arrange(OPEN_FIELD).play("c2-c3 c1-c2 c3-c4")
    assert str(after.last_move) == "c2-c3 c1-c2 c3-c4"
    assert after.units("black") == ("c2", "c4")


def test_a_unit_may_step_away_and_back(arrange) -> None:
    state = arrange(OPEN_FIELD)
    after = state.play("c2-c3-c2")
    assert after.cells == state.cells
    assert after.ply == 1


def test_moves_built_in_code_are_checked_step_by_step(arrange) -> None:
    state = arrange(OPEN_FIELD)
    with refused(IllegalMove, match="step 1, c2-d3: a step goes to a square sharing"):
        state.apply(GridMove((("c2", "d3"),)))
    with refused(IllegalMove, match="step 1, c2-z9: there is no square z9"):
        state.apply(GridMove((("c2", "z9"),)))


class _Foreign(Move):
    def __str__(self) -> str:
        return "e4"


def test_a_move_of_another_game_is_refused(arrange) -> None:
    with refused(IllegalMove, match="e4 is not a turn of Domination 16x16"):
        arrange(OPEN_FIELD).apply(_Foreign())
