"""Notation (rules page, "Notation"): canonical forms and the forgiving reader."""

from __future__ import annotations

import pytest
from english_text import refused

from games.contract import IllegalMove, InvalidNotation
from games.domination_cards import Blitz, Conquer, Explore, Fortify

ROW = "H1@0,0 H7@1,0 V3@0,1 V5@1,1 V4@2,1 V9@3,1"


@pytest.mark.parametrize(
    ("move", "text"),
    [
        (Explore(7, (2, 0)), "E7@2,0"),
        (Explore(10, (-3, -12)), "E10@-3,-12"),
        (Conquer(7, (1, 0), (2, 0)), "C7:1,0>2,0"),
        (Conquer(7, (1, 0), (2, 0), (Blitz(4, (3, 0)),)), "C7:1,0>2,0 4>3,0"),
        (Conquer("Q", (0, 0), (1, 0)), "CQ:0,0>1,0"),
        (Fortify("Q", (1, 0)), "FQ@1,0"),
    ],
)
def test_canonical_notation(move, text: str) -> None:
    assert str(move) == text


@pytest.mark.parametrize(
    "typed",
    [
        "C7:1,0>1,1 5>2,1",
        "c7:1,0>1,1 5>2,1",
        "  C 7 : 1, 0 > 1, 1    5 > 2, 1 ",
        "C7:(1,0)>(1,1) 5>(2,1)",
        "C7:1,0>1,1;5>2,1",
        "C7>1,1 5>2,1",
    ],
)
def test_lenient_spellings_read_as_the_canonical_move(arrange, typed: str) -> None:
    state = arrange(ROW, h="4,5,7", v="8,8,9")
    assert str(state.parse_move(typed)) == "C7:1,0>1,1 5>2,1"


def test_explore_and_fortify_are_read_in_any_case(arrange) -> None:
    state = arrange(ROW, h="4,5,Q", v="8,8,9", royal="true")
    assert state.parse_move("e 4 @ (-1, 0)") == Explore(4, (-1, 0))
    assert state.parse_move("fq@1,0") == Fortify("Q", (1, 0))


def test_an_ace_is_a_one(arrange) -> None:
    state = arrange(ROW, h="1,5,7", v="8,8,9")
    assert state.parse_move("EA@2,0") == Explore(1, (2, 0))


def test_extended_decks_read_royal_letters_as_values(arrange) -> None:
    state = arrange(ROW, h="11,12,13", v="8,8,9", deck="royals")
    move = state.parse_move("EQ@2,0")
    assert move == Explore(12, (2, 0))
    assert str(move) == "E12@2,0"


def test_a_left_out_anchor_is_any_matching_neighbour(arrange) -> None:
    state = arrange("H7@0,0 H7@1,0 V3@0,1 V5@1,1 V4@2,1", h="4,5,7", v="8,8,9")
    assert state.parse_move("C7>1,1") == Conquer(7, (1, 0), (1, 1))
    assert state.parse_move("C7>0,1") == Conquer(7, (0, 0), (0, 1))


def test_a_left_out_anchor_must_exist(arrange) -> None:
    state = arrange(ROW, h="4,5,7", v="8,8,9")
    with refused(IllegalMove, match="none of your cards next to 0,1 matches a 7"):
        state.parse_move("C7>0,1")


@pytest.mark.parametrize(
    "typed", ["", "zz", "E7", "E7@2", "C7:1,0", "C7:1,0>1,1 5", "X7@1,0", "E7@a,b", "E7@2,0 4>3,0"]
)
def test_unreadable_text_is_refused_with_the_way_to_write_moves(arrange, typed: str) -> None:
    state = arrange(ROW, h="4,5,7", v="8,8,9")
    with refused(InvalidNotation, match=r"explore with E7@2,0, conquer with C7:1,0>2,0"):
        state.parse_move(typed)


@pytest.mark.parametrize(
    ("typed", "token"), [("E15@2,0", "15"), ("E0@2,0", "0"), ("C7:1,0>1,1 Z>2,1", "Z")]
)
def test_cards_outside_the_deck_are_named(arrange, typed: str, token: str) -> None:
    state = arrange(ROW, h="4,5,7", v="8,8,9")
    with refused(InvalidNotation, match=f"'{token}' is not a card of this deck"):
        state.parse_move(typed)


def test_every_legal_move_reads_back_from_its_notation(arrange) -> None:
    state = arrange(ROW, h="4,5,7", v="8,8,9")
    for move in state.legal_moves():
        assert state.parse_move(str(move)) == move
