"""How the game ends (rules page, "Winning"; Rulings 5 and 9)."""

from __future__ import annotations

import pytest
from english_text import english, refused

from games.contract import IllegalMove

ONE_TO_NINE = " ".join(f"H{value}@{value - 1},0" for value in range(1, 10))
"""H's values 1-9 in a row along y=0, waiting for a 10 at 9,0."""


def test_a_group_with_every_value_wins_at_once(arrange) -> None:
    state = arrange(f"{ONE_TO_NINE} V3@0,1 V5@1,1", h="2,4,10", v="8,8,9")
    after = state.play("E10@9,0")
    assert after.outcome is not None
    assert after.outcome.winner == "H"
    assert "every value 1-10" in english(after.outcome.reason)
    assert after.to_move is None
    assert after.legal_moves() == []


def test_a_conquest_can_complete_the_group(arrange) -> None:
    state = arrange(f"{ONE_TO_NINE} V10@9,0 V3@0,1", h="2,4,9", v="8,8,9")
    after = state.play("C9:8,0>9,0")
    assert after.outcome is not None
    assert after.outcome.winner == "H"


def test_the_values_must_be_in_one_connected_group(arrange) -> None:
    state = arrange(f"{ONE_TO_NINE} V3@0,1 V5@1,1", h="2,4,10", v="8,8,9")
    after = state.play("E10@-1,1")  # touches V's 3 only: a group of its own
    assert after.outcome is None


def test_a_fortified_card_does_not_count_and_does_not_link(arrange) -> None:
    fortified_five = ONE_TO_NINE.replace("H5@4,0", "H5[Q]@4,0")
    state = arrange(f"{fortified_five} V3@0,1 V5@1,1", h="2,4,10", v="8,8,9", royal="true")
    after = state.play("E10@9,0")
    assert after.outcome is None


@pytest.mark.parametrize(("deck", "top"), [("royals", 13), ("tarot", 14)])
def test_extended_decks_need_every_value_up_to_their_top(arrange, deck: str, top: int) -> None:
    row = " ".join(f"H{value}@{value - 1},0" for value in range(1, top - 1))
    short = arrange(f"{row} V3@0,1 V5@1,1", h=f"2,{top - 1},{top}", v="8,8,9", deck=deck)
    after = short.play(f"E{top - 1}@{top - 2},0")
    assert after.outcome is None
    won = after.play("E8@0,2").play(f"E{top}@{top - 1},0")
    assert won.outcome is not None
    assert won.outcome.winner == "H"
    assert f"every value 1-{top}" in english(won.outcome.reason)


START = "H1@0,0 H7@1,0 V3@0,1 V5@1,1"


def test_the_game_ends_when_the_deck_is_out_and_a_hand_is_empty(arrange) -> None:
    state = arrange(START, h="2", v="8,9", rest_discarded=True)
    after = state.play("E2@2,0")
    assert after.outcome is not None
    assert after.outcome.winner == "H"
    assert english(after.outcome.reason).startswith(
        "the deck is out and Horizontal has no cards left"
    )
    assert "Horizontal's best group holds 3 values, Vertical's 2" in english(after.outcome.reason)


def test_a_player_who_must_begin_with_no_cards_ends_the_game(arrange) -> None:
    state = arrange(START, h="2,4", v="", turn="H", rest_discarded=True)
    assert state.outcome is not None
    assert "Vertical has no cards left" in english(state.outcome.reason)


def test_a_hand_still_holding_cards_keeps_the_game_going(arrange) -> None:
    state = arrange(START, h="2,4", v="8", rest_discarded=True)
    assert state.play("E2@2,0").outcome is None


def test_equal_best_groups_are_a_draw(arrange) -> None:
    state = arrange(START, h="7", v="8,9", rest_discarded=True)
    after = state.play("E7@2,0")  # H's group reads 1, 7, 7: still two values
    assert after.outcome is not None
    assert after.outcome.is_draw
    assert "both best groups hold 2 values" in english(after.outcome.reason)


def test_only_the_best_single_group_is_scored(arrange) -> None:
    # H holds five values, but split: {1, 2} and {6, 7, 8}; V holds 3, 4, 5 in one group.
    table = "H1@0,0 H2@1,0 V3@2,0 V4@3,0 V5@4,0 H6@5,0 H7@6,0 H8@7,0"
    state = arrange(table, h="9", v="9,10", turn="H", rest_discarded=True)
    after = state.play("E9@0,-1")
    assert after.outcome is not None
    assert after.outcome.is_draw


def test_no_move_is_accepted_after_the_end(arrange) -> None:
    state = arrange(START, h="2", v="8,9", rest_discarded=True)
    over = state.play("E2@2,0")
    with refused(IllegalMove, match="the game is over"):
        over.play("E8@3,0")
    with refused(IllegalMove, match="the game is over"):
        over.apply(over.parse_move("E8@3,0"))
