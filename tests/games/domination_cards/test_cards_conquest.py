"""Conquest and blitz (rules page, "Your turn"): matching at every step, adjacency, and
never the opponent's last card."""

from __future__ import annotations

import pytest
from english_text import refused

from games.contract import IllegalMove
from games.domination_cards import Blitz, Conquer, TableCard

#  y=1   V3  V5  V4  V9
#  y=0   H1  H7
ROW = "H1@0,0 H7@1,0 V3@0,1 V5@1,1 V4@2,1 V9@3,1"


def test_a_conquest_discards_the_matching_card_and_takes_a_neighbour(arrange) -> None:
    state = arrange(ROW, h="2,6,7", v="8,8,9", deck_top="10")
    after = state.play("C7:1,0>1,1")
    assert after.table[(1, 1)] == TableCard("H", 5)
    assert after.table[(1, 0)] == TableCard("H", 7)
    assert after.discard == (7,)
    assert after.hands["H"] == (2, 6, 10)
    assert after.last_move == Conquer(7, (1, 0), (1, 1))


def test_a_blitz_discards_the_value_just_taken_and_goes_on_from_there(arrange) -> None:
    state = arrange(ROW, h="4,5,7", v="8,8,9", deck_top="1,2,3")
    after = state.play("C7:1,0>1,1 5>2,1 4>3,1")
    assert [after.table[(x, 1)].owner for x in range(4)] == ["V", "H", "H", "H"]
    assert after.discard == (7, 5, 4)
    assert after.hands["H"] == (1, 2, 3)
    assert after.last_move == Conquer(7, (1, 0), (1, 1), (Blitz(5, (2, 1)), Blitz(4, (3, 1))))


def test_a_blitz_may_stop_after_any_step(arrange) -> None:
    state = arrange(ROW, h="4,5,7", v="8,8,9", deck_top="10,10")
    after = state.play("C7:1,0>1,1 5>2,1")
    assert after.table[(2, 1)].owner == "H"
    assert after.table[(3, 1)].owner == "V"
    assert after.hands["H"] == (4, 10, 10)


def test_equal_cards_can_blitz_one_after_the_other(arrange) -> None:
    state = arrange("H1@0,0 H3@1,0 V2@0,1 V3@1,1 V9@2,1", h="3,3,8", v="8,8,9")
    after = state.play("C3:1,0>1,1 3>2,1")
    assert after.table[(2, 1)] == TableCard("H", 9)
    assert after.discard == (3, 3)


def test_legal_moves_list_every_chain_and_every_shorter_cut(arrange) -> None:
    state = arrange(ROW, h="4,5,7", v="8,8,9")
    conquests = sorted(str(m) for m in state.legal_moves() if isinstance(m, Conquer))
    assert conquests == [
        "C7:1,0>1,1",
        "C7:1,0>1,1 5>0,1",
        "C7:1,0>1,1 5>2,1",
        "C7:1,0>1,1 5>2,1 4>3,1",
    ]


def test_a_listed_blitz_never_returns_to_a_card_taken_this_turn(arrange) -> None:
    state = arrange(ROW, h="4,5,7,9", v="8,8,9,10", deck_top="1,2,3,4", hand="4")
    chains = [m for m in state.legal_moves() if isinstance(m, Conquer)]
    assert "C7:1,0>1,1 5>2,1 4>3,1" in [str(m) for m in chains]
    for chain in chains:
        state.play(chain)


def test_blitzes_branch_to_every_opposing_neighbour(arrange) -> None:
    state = arrange("H1@0,0 H7@1,0 V3@0,1 V5@1,1 V4@2,1 V4@1,2", h="4,5,7", v="8,8,9")
    blitzes = {str(m) for m in state.legal_moves() if isinstance(m, Conquer) and m.blitz}
    first_steps = {text.split(" ")[1] for text in blitzes}
    assert first_steps == {"5>0,1", "5>2,1", "5>1,2"}


def test_the_opponents_last_card_is_never_taken(arrange) -> None:
    state = arrange("H1@0,0 H7@1,0 V5@1,1", h="2,6,7", v="8,8,9")
    assert not [m for m in state.legal_moves() if isinstance(m, Conquer)]
    with refused(IllegalMove, match="1,1 is Vertical's last card"):
        state.play("C7:1,0>1,1")


def test_a_blitz_stops_short_of_the_opponents_last_card(arrange) -> None:
    state = arrange("H1@0,0 H7@1,0 V5@1,1 V5@2,1", h="5,6,7", v="8,8,9")
    assert "C7:1,0>1,1" in {str(m) for m in state.legal_moves()}
    with refused(IllegalMove, match="2,1 is Vertical's last card"):
        state.play("C7:1,0>1,1 5>2,1")


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        ("C5:1,0>1,1", "1,0 is a 7: the card you discard must match it"),
        ("C7:1,0>1,1 4>2,1", "1,1 is a 5: the card you discard must match it"),
        ("C7:1,0>0,1", "0,1 is not next to 1,0"),
        ("C7:1,0>1,1 5>3,1", "3,1 is not next to 1,1"),
        ("C7:1,0>0,0", "0,0 is already yours"),
        ("C7:1,0>2,0", "2,0 is empty"),
        ("C5:1,1>1,0", "1,1 is not one of your cards"),
        ("C5:2,0>1,0", "2,0 is not one of your cards"),
        ("C7:1,0>1,1 5>1,2", "1,2 is empty"),
    ],
)
def test_refused_conquests_say_why(arrange, move: str, reason: str) -> None:
    state = arrange(ROW, h="4,5,7", v="8,8,9")
    with refused(IllegalMove, match=reason):
        state.play(move)


def test_each_discard_must_still_be_in_hand(arrange) -> None:
    state = arrange(ROW, h="2,5,7", v="8,8,9")
    with refused(IllegalMove, match=r"you have no 4 to discard \(in hand: 2\)"):
        state.play("C7:1,0>1,1 5>2,1 4>3,1")
    with refused(IllegalMove, match="you have no 3 to discard"):
        state.play("C3:1,0>1,1")


def test_a_refused_move_leaves_the_state_as_it_was(arrange) -> None:
    state = arrange(ROW, h="2,5,7", v="8,8,9")
    before = state.position()
    with pytest.raises(IllegalMove):
        state.play("C7:1,0>1,1 5>2,1 4>3,1")
    assert state.position() == before
