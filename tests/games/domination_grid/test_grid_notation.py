"""Notation (RULES.md "Writing a turn"): lenient input, one canonical form."""

from __future__ import annotations

import pytest
from english_text import english, refused

from games.contract import InvalidNotation
from games.domination_grid import GAME, PASS, GridMove

START = GAME.start()


@pytest.mark.parametrize(
    ("typed", "canonical"),
    [
        ("c2-c3", "c2-c3"),
        ("c2-c5", "c2-c3-c4-c5"),
        ("C2-C4 E2-E3", "c2-c3-c4 e2-e3"),
        ("  c2 - c3   e2 -e3 ", "c2-c3 e2-e3"),
        ("c2-c3, e2-e3", "c2-c3 e2-e3"),
        ("c2\u2013c4", "c2-c3-c4"),
        ("c2-c4-a4", "c2-c3-c4-b4-a4"),
        ("c2-c3 c3-c4", "c2-c3-c4"),
        ("c2-c3 e2-e3 e3-e4", "c2-c3 e2-e3-e4"),
        ("PASS", "pass"),
        (" pass ", "pass"),
    ],
)
def test_lenient_spellings_read_as_the_canonical_turn(typed: str, canonical: str) -> None:
    move = START.parse_move(typed)
    assert str(move) == canonical
    assert START.parse_move(canonical) == move


def test_only_a_path_continuing_the_one_before_it_is_joined() -> None:
    state = GAME.start({"size": 8})
    move = state.parse_move("c2-c3 c1-c2 c3-c4")
    assert move.paths == (("c2", "c3"), ("c1", "c2"), ("c3", "c4"))


def test_joined_and_split_spellings_are_the_same_move() -> None:
    assert GridMove((("c2", "c3"), ("c3", "c4"))) == GridMove((("c2", "c3", "c4"),))
    assert GridMove(()) == PASS
    assert str(PASS) == "pass"


def test_steps_list_every_single_step_in_order() -> None:
    move = GridMove((("c2", "c3", "c4"), ("e2", "e3")))
    assert move.steps == (("c2", "c3"), ("c3", "c4"), ("e2", "e3"))


def test_a_path_needs_a_start_and_a_step() -> None:
    with refused(ValueError, match="start and at least one step"):
        GridMove((("c2",),))


@pytest.mark.parametrize(
    ("typed", "reason"),
    [
        ("", "the move is empty: write the paths of your units, or 'pass'"),
        ("c2", "'c2' is not a path: join squares with dashes, like c2-c3 or c2-c4"),
        ("c2-", "'c2-' is not a path: join squares with dashes, like c2-c3 or c2-c4"),
        ("c2-zz", "'zz' is not a square: name it by file and rank, like c2"),
        ("c2-d3", "c2-d3 is not a straight line: units step along files and ranks only"),
        ("c2-c2", "c2-c2 goes nowhere: a path must leave its square"),
        ("c2-c3 pass", "'pass' is not a path: join squares with dashes, like c2-c3 or c2-c4"),
    ],
)
def test_unreadable_turns_say_what_is_wrong(typed: str, reason: str) -> None:
    with pytest.raises(InvalidNotation) as refused:
        START.parse_move(typed)
    assert english(refused.value) == reason


@pytest.mark.parametrize("square", ["q1", "a17", "a0"])
def test_squares_off_the_board_are_named(square: str) -> None:
    with refused(InvalidNotation, match=f"there is no square {square} on the 16x16 board"):
        START.parse_move(f"a2-{square}")


def test_a_smaller_board_has_fewer_squares() -> None:
    with refused(InvalidNotation, match="no square a9 on the 8x8 board"):
        GAME.start({"size": 8}).parse_move("a2-a9")
