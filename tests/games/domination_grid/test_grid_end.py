"""The end (RULES.md "The end"): the last unit lost, and threefold repetition."""

from __future__ import annotations

from english_text import english, refused

from games.contract import IllegalMove


def test_losing_the_last_unit_on_the_board_loses_even_with_a_reserve(arrange) -> None:
    start = arrange(
        """
        ........
        ........
        ........
        ....w...
        ........
        ...bb...
        ........
        ........
    """,
        reserves=(0, 4),
    )
    after = start.play("d3-d5 e3-e4")
    assert (after.outcome.winner, english(after.outcome.reason)) == (
        "black",
        "White has no units left on the board",
    )
    assert after.reserves["white"] == 5
    assert after.to_move is None
    assert after.legal_moves() == ()
    with refused(IllegalMove, match="the game is over: White has no units left"):
        after.play("pass")


def test_both_sides_losing_their_last_units_is_a_draw(arrange) -> None:
    after = arrange("""
        ........
        ........
        ........
        ....w...
        ........
        ....b...
        ........
        ........
    """).play("e3-e4")
    assert (after.outcome.winner, english(after.outcome.reason)) == (
        None,
        "neither side has a unit left on the board",
    )


def test_a_position_read_after_the_end_is_still_over(arrange) -> None:
    finished = arrange("........ " * 7 + "b.......")
    assert (finished.outcome.winner, english(finished.outcome.reason)) == (
        "black",
        "White has no units left on the board",
    )
    assert finished.suggest("a") == []


LONE_UNITS = " ".join([".......w", *["........"] * 6, "b......."])


def test_the_third_time_a_position_comes_up_is_a_draw(arrange) -> None:
    state = arrange(LONE_UNITS)
    for turn in ["a1-a2", "h8-h7", "a2-a1", "h7-h8", "a1-a2", "h8-h7", "a2-a1"]:
        state = state.play(turn)
        assert state.outcome is None
    state = state.play("h7-h8")
    assert (state.outcome.winner, english(state.outcome.reason)) == (
        None,
        "the same board, side to move and reserves came up for the third time",
    )


def test_the_side_to_move_is_part_of_the_position(arrange) -> None:
    """The starting board comes up three times, but only twice with Black to move."""
    state = arrange(LONE_UNITS)
    for turn in ["pass", "h8-h7", "pass", "h7-h8"]:
        state = state.play(turn)
    assert state.cells == arrange(LONE_UNITS).cells
    assert state.outcome is None


def test_the_same_board_with_other_reserves_is_another_position(arrange) -> None:
    """Six turns bring the board back, but a unit has changed hands through the reserves:
    White turns d5, Black discards h5 and refills b2, and everyone walks home."""
    start = arrange(
        """
        ........
        ...w....
        ..w.w...
        ...b...w
        ........
        bb.b..bb
        b.b.....
        bbb.....
    """,
        to_move="w",
        reserves=(1, 0),
    )
    state = start
    for turn in [
        "c6-c5 e6-e5 d7-d6",
        "g3-g5 h3-h4 d3-c3",
        "c5-c6 e5-e6 d6-d7",
        "g5-g3 h4-h3 c3-d3",
        "d5-h5",
        "b3-c3 b2-b3 c3-c4-d4-d5",
    ]:
        state = state.play(turn)
    assert state.cells == start.cells
    assert state.to_move == start.to_move
    assert (start.reserves, state.reserves) == ({"black": 1, "white": 0}, {"black": 0, "white": 1})
    state = state.play("pass").play("pass")
    assert state.outcome is None
    state = state.play("pass").play("pass")
    assert state.outcome is not None
    assert english(state.outcome.reason).endswith("came up for the third time")
