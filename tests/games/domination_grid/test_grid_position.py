"""Position text (RULES.md section 4, "Position text"): written and read back exactly."""

from __future__ import annotations

import pytest
from english_text import refused

from games.contract import InvalidPosition
from games.domination_grid import GAME

START_8 = "wwwwwwww/wwwwwwww/......../......../......../......../bbbbbbbb/bbbbbbbb b b=0 w=0"


def test_the_starting_position_of_the_small_board_matches_the_rules_example() -> None:
    assert GAME.start({"size": 8}).position() == START_8


def test_the_full_board_has_sixteen_ranks_of_sixteen_squares() -> None:
    ranks = GAME.start().position().split()[0].split("/")
    assert ranks == ["w" * 16] * 2 + ["." * 16] * 12 + ["b" * 16] * 2


def test_ranks_are_written_from_the_top_and_files_from_the_left() -> None:
    after = GAME.start({"size": 8}).play("a2-a3 h2-h4")
    assert after.position().split("/")[4:] == [
        ".......b",
        "b.......",
        ".bbbbbb.",
        "bbbbbbbb w b=0 w=0",
    ]


def test_reading_gives_back_the_same_position_side_and_reserves() -> None:
    text = "w......./......../......../...w..../......../..b...../......../b..b.... w b=3 w=1"
    state = GAME.start({"size": 8}, position=text)
    assert state.position() == text
    assert state.to_move == "white"
    assert state.reserves == {"black": 3, "white": 1}
    assert state.unit_at("d5") == "white"
    assert state.units("black") == ("a1", "d1", "c3")
    assert state.ply == 0
    assert state.last_move is None


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("wwwwwwww b b=0 w=0", "the board has 1 ranks, but this match is played on 8x8"),
        (START_8.replace("bbbbbbbb b", "bbbbbbb b"), "rank 1 has 7 squares instead of 8"),
        (START_8.replace("wwwwwwww/......", "wwwwwwwx/......"), "rank 7 contains 'x'"),
        (START_8.replace(" b b=0", " x b=0"), "the side to move must be b or w, not 'x'"),
        (START_8.replace("b=0 w=0", "w=0 b=0"), "the reserves must read 'b=N w=N'"),
        (START_8.replace("b=0 w=0", "b=-1 w=0"), "the reserves must read 'b=N w=N'"),
        (START_8.replace(" b=0 w=0", ""), "a position has four parts"),
        (
            START_8.replace("b=0", "b=1"),
            "the position has 33 units on the board and in reserve, but the armies start",
        ),
        (
            START_8.replace("......../bbbbbbbb/b", "....w.../....b.../b"),
            "e2 and e3 hold opposing units side by side",
        ),
    ],
)
def test_impossible_or_garbled_positions_are_refused(text: str, reason: str) -> None:
    with refused(InvalidPosition, match=reason):
        GAME.start({"size": 8}, position=text)


def test_the_size_comes_from_the_options() -> None:
    with refused(InvalidPosition, match="choose the size with the size option"):
        GAME.start(position=START_8)
