"""Autocomplete (`CardsState.suggest`): forgiving prefixes, shortest chains first."""

from __future__ import annotations

from games.domination_cards import Conquer

ROW = "H1@0,0 H7@1,0 V3@0,1 V5@1,1 V4@2,1 V9@3,1"


def test_a_typed_prefix_offers_the_moves_it_begins(arrange) -> None:
    state = arrange(ROW, h="4,5,7", v="8,8,9")
    assert state.suggest("c") == [
        "C7:1,0>1,1",
        "C7:1,0>1,1 5>0,1",
        "C7:1,0>1,1 5>2,1",
        "C7:1,0>1,1 5>2,1 4>3,1",
    ]


def test_a_space_after_a_conquest_shows_how_to_carry_it_on(arrange) -> None:
    state = arrange(ROW, h="4,5,7", v="8,8,9")
    assert state.suggest("C7:1,0>1,1 5>2,1 ") == ["C7:1,0>1,1 5>2,1", "C7:1,0>1,1 5>2,1 4>3,1"]


def test_case_spaces_and_brackets_are_forgiven(arrange) -> None:
    state = arrange(ROW, h="4,5,7", v="8,8,9")
    assert state.suggest("c 7 : (1, 0) > (1,1) 5") == state.suggest("C7:1,0>1,1 5")


def test_shorter_chains_come_before_longer_ones(arrange) -> None:
    state = arrange(ROW, h="4,5,7", v="8,8,9")
    steps = [text.count(" ") for text in state.suggest("", limit=100)]
    assert steps == sorted(steps)


def test_text_found_inside_a_move_is_offered_when_no_move_begins_with_it(arrange) -> None:
    state = arrange(ROW, h="4,5,7", v="8,8,9")
    assert state.suggest("5>2,1") == ["C7:1,0>1,1 5>2,1", "C7:1,0>1,1 5>2,1 4>3,1"]


def test_the_limit_is_kept_and_every_suggestion_is_legal(arrange) -> None:
    state = arrange(ROW, h="4,5,7", v="8,8,9")
    legal = {str(move) for move in state.legal_moves()}
    offered = state.suggest("E", limit=5)
    assert len(offered) == 5
    assert set(offered) <= legal
    assert not [m for m in state.legal_moves() if isinstance(m, Conquer) and str(m) in offered]
