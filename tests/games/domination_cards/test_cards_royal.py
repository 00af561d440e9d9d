"""Royal Domination (`royal=true`): the wild first conquest, fortification, the rank rule
for taking a fortified card, and the rulings around royals (rules page, Rulings 3-8)."""

from __future__ import annotations

import pytest
from english_text import english, refused

from games.contract import IllegalMove, InvalidNotation
from games.domination_cards import Conquer, Fortify, TableCard

ROYAL = {"royal": "true"}
#  y=2       V9
#  y=1   V3  V5
#  y=0   H1  H7
TABLE = "H1@0,0 H7@1,0 V3@0,1 V5@1,1 V9@1,2"


def test_a_royal_starts_a_conquest_against_any_card_you_control(arrange) -> None:
    state = arrange(TABLE, h="2,4,Q", v="8,8,9", **ROYAL)
    royal_conquests = {str(m) for m in state.legal_moves() if isinstance(m, Conquer)}
    assert royal_conquests == {"CQ:0,0>0,1", "CQ:1,0>1,1"}
    after = state.play("CQ:0,0>0,1")
    assert after.table[(0, 1)] == TableCard("H", 3)
    assert after.discard == ("Q",)


def test_a_blitz_after_a_royal_uses_ordinary_values(arrange) -> None:
    state = arrange(TABLE, h="3,4,Q", v="8,8,9", **ROYAL)
    after = state.play("CQ:0,0>0,1 3>1,1")
    assert after.table[(1, 1)] == TableCard("H", 5)
    assert after.discard == ("Q", 3)


def test_a_royal_never_blitzes(arrange) -> None:
    state = arrange(TABLE, h="7,J,Q", v="8,8,9", **ROYAL)
    assert not [m for m in state.legal_moves() if isinstance(m, Conquer) and m.blitz]
    with refused(IllegalMove, match="a royal may begin a conquest but never blitz"):
        state.play("C7:1,0>1,1 Q>1,2")


def test_a_royal_cannot_be_explored(arrange) -> None:
    state = arrange(TABLE, h="2,4,Q", v="8,8,9", **ROYAL)
    assert not [m for m in state.legal_moves() if str(m).startswith("EQ")]
    with refused(IllegalMove, match="a royal cannot be explored"):
        state.play("EQ@2,0")


def test_fortifying_puts_the_royal_on_your_card(arrange) -> None:
    state = arrange(TABLE, h="2,4,Q", v="8,8,9", deck_top="6", **ROYAL)
    after = state.play("FQ@1,0")
    assert after.table[(1, 0)] == TableCard("H", 7, "Q")
    assert after.hands["H"] == (2, 4, 6)
    assert after.discard == ()
    assert after.last_move == Fortify("Q", (1, 0))


@pytest.mark.parametrize(
    ("move", "reason"),
    [
        ("F4@1,0", "only a royal"),
        ("FJ@1,0", "you have no J to discard"),
        ("FQ@1,1", "1,1 is not one of your cards"),
        ("FQ@5,5", "5,5 is not one of your cards"),
        ("FQ@0,0", "0,0 is already fortified with a K"),
    ],
)
def test_refused_fortifications_say_why(arrange, move: str, reason: str) -> None:
    state = arrange("H1[K]@0,0 H7@1,0 V3@0,1 V5@1,1", h="2,4,Q", v="8,8,9", **ROYAL)
    with refused(IllegalMove, match=reason):
        state.play(move)


def test_a_fortified_card_falls_only_to_a_royal_of_its_rank(arrange) -> None:
    state = arrange("H1@0,0 H7@1,0 V3@0,1 V5[Q]@1,1", h="7,K,Q", v="8,8,9", **ROYAL)
    takers = {str(m) for m in state.legal_moves() if isinstance(m, Conquer) and m.target == (1, 1)}
    assert takers == {"CQ:1,0>1,1"}
    for move in ("C7:1,0>1,1", "CK:1,0>1,1"):
        with refused(IllegalMove, match="1,1 is fortified with a Q: only a Q can take it"):
            state.play(move)
    after = state.play("CQ:1,0>1,1")
    assert after.table[(1, 1)] == TableCard("H", 5)
    assert after.discard == ("Q", "Q")


def test_a_blitz_cannot_take_a_fortified_card(arrange) -> None:
    state = arrange("H1@0,0 H7@1,0 V3@0,1 V5@1,1 V4[J]@2,1", h="5,7,J", v="8,8,9", **ROYAL)
    with refused(IllegalMove, match="2,1 is fortified with a J"):
        state.play("C7:1,0>1,1 5>2,1")


def test_a_fortified_card_of_yours_still_anchors_a_conquest(arrange) -> None:
    state = arrange("H1@0,0 H7[K]@1,0 V3@0,1 V5@1,1", h="2,7,Q", v="8,8,9", **ROYAL)
    assert state.play("C7:1,0>1,1").table[(1, 1)].owner == "H"


def test_a_hand_of_royals_fortifies_or_conquers(arrange) -> None:
    state = arrange(TABLE, h="J,Q,Q", v="8,8,9", **ROYAL)
    kinds = {type(m).__name__ for m in state.legal_moves()}
    assert kinds == {"Fortify", "Conquer"}
    assert "FJ@0,0" in {str(m) for m in state.legal_moves()}


def test_a_player_with_no_legal_turn_ends_the_game_on_points(arrange) -> None:
    # Every H card is fortified and V's cards next to them fall only to kings.
    table = "H1[J]@0,0 H7[J]@1,0 V3[K]@0,1 V5[K]@1,1 V2@1,2"
    state = arrange(table, h="Q,Q,Q", v="8,8,9", **ROYAL)
    assert state.is_over
    assert state.legal_moves() == []
    assert state.outcome is not None
    assert state.outcome.winner == "V"
    assert "Horizontal has no legal turn" in english(state.outcome.reason)


def test_royal_letters_are_not_cards_of_the_standard_deck(arrange) -> None:
    state = arrange(TABLE, h="2,4,6", v="8,8,9")
    with refused(InvalidNotation, match="'Q' is not a card of this deck"):
        state.play("CQ:0,0>0,1")


def test_a_fortified_card_counts_as_a_card_for_the_last_card_rule(arrange) -> None:
    state = arrange("H1@0,0 H7@1,0 V3@0,1 V5[Q]@1,1", h="2,3,K", v="8,8,9", royal="true")
    assert state.play("CK:0,0>0,1").table[(0, 1)].owner == "H"


def test_fortified_cards_are_left_out_of_the_final_count(arrange) -> None:
    # H's last card fortifies its last open card: H's group counts nothing, V's counts two.
    table = "H1@0,0 H7[Q]@1,0 V3@0,1 V5@1,1"
    state = arrange(table, h="K", v="8,9", rest_discarded=True, royal="true")
    after = state.play("FK@0,0")
    assert after.outcome is not None
    assert after.outcome.winner == "V"
    assert "Horizontal's best group holds 0 values, Vertical's 2" in english(after.outcome.reason)
