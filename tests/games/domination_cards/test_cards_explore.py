"""Exploring and drawing back up (rules page, "Your turn")."""

from __future__ import annotations

import pytest
from english_text import refused

from games.contract import IllegalMove
from games.domination_cards import Explore, TableCard

START = "H1@0,0 H7@1,0 V3@0,1 V5@1,1"


def test_an_explored_card_is_yours_and_the_hand_is_refilled_from_the_top(arrange) -> None:
    state = arrange(START, h="2,4,6", v="8,8,9", deck_top="10,2")
    after = state.play("E4@2,0")
    assert after.table[(2, 0)] == TableCard("H", 4)
    assert after.hands["H"] == (2, 6, 10)
    assert after.deck[0] == 2
    assert len(after.deck) == len(state.deck) - 1
    assert after.to_move == "V"
    assert after.last_move == Explore(4, (2, 0))


def test_the_table_grows_in_every_direction(arrange) -> None:
    state = arrange(START, h="2,4,6", v="8,8,9")
    after = state.play("E2@-1,0").play("E8@0,2").play("E6@0,-1")
    assert after.table[(-1, 0)].owner == "H"
    assert after.table[(0, 2)].owner == "V"
    assert after.table[(0, -1)].owner == "H"


def test_you_may_explore_next_to_your_opponents_cards(arrange) -> None:
    state = arrange(START, h="2,4,6", v="8,8,9")
    assert state.play("E6@1,2").table[(1, 2)] == TableCard("H", 6)


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        ("E4@2,2", "2,2 touches no card"),
        ("E4@3,0", "3,0 touches no card"),
        ("E4@1,0", "1,0 already holds a card"),
        ("E5@2,0", "you have no 5 to discard"),
    ],
)
def test_refused_explorations_say_why(arrange, move: str, reason: str) -> None:
    state = arrange(START, h="2,4,6", v="8,8,9")
    with refused(IllegalMove, match=reason):
        state.play(move)


def test_every_value_in_hand_can_go_on_every_cell_touching_a_card(arrange) -> None:
    state = arrange(START, h="2,2,6", v="8,8,9")
    explores = {str(m) for m in state.legal_moves() if isinstance(m, Explore)}
    cells = ["-1,0", "-1,1", "0,-1", "0,2", "1,-1", "1,2", "2,0", "2,1"]
    assert explores == {f"E{value}@{cell}" for value in (2, 6) for cell in cells}


def test_once_the_deck_is_out_hands_shrink(arrange) -> None:
    state = arrange(START, h="2,4,6", v="8,8,9", rest_discarded=True)
    after = state.play("E4@2,0")
    assert after.hands["H"] == (2, 6)
    assert after.deck == ()
    assert not after.is_over


def test_the_last_card_of_the_deck_is_drawn_even_if_the_hand_stays_short(arrange) -> None:
    state = arrange(START + " V4@2,1", h="2,5,7", v="8,8,9", deck_top="10", rest_discarded=True)
    after = state.play("C7:1,0>1,1 5>2,1")
    assert after.hands["H"] == (2, 10)
    assert after.deck == ()
    assert not after.is_over
