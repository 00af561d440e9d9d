"""Position text (format documented in `games/domination_cards/position.py`)."""

from __future__ import annotations

import pytest
from english_text import refused

from games.contract import InvalidPosition
from games.domination_cards import GAME


def test_a_fresh_deal_is_written_section_by_section(stack) -> None:
    order = stack("1,2,3", "4,5,6", "7,8,9,10", "10,10,10")
    text = GAME.start({"order": order, "first": "H"}).position()
    assert text.startswith("turn H; hand H 1,2,3; hand V 4,5,6; deck 10,10,10,1,1,1,2,2,2,")
    assert text.endswith("; discard -; table H7@0,0 H8@1,0 V9@0,1 V10@1,1")


def test_fortifications_and_discards_are_written(arrange) -> None:
    state = arrange("H1@0,0 H7@1,0 V3@0,1 V5@1,1", h="Q,7,2", v="8,8,9", royal="true")
    after = state.play("FQ@1,0").play("E8@2,1").play("C7:1,0>1,1")
    text = after.position()
    assert "table H1@0,0 H7[Q]@1,0 V3@0,1 H5@1,1 V8@2,1" in text
    assert "; discard 7;" in text


def test_reading_a_position_back_gives_the_same_state(arrange) -> None:
    state = arrange("H1@0,0 H7[K]@1,0 V3@0,1 V5@1,1", h="2,7,Q", v="8,8,9", royal="true")
    played = state.play("C7:1,0>1,1").play("E8@1,2")
    again = GAME.from_position(played.position(), played.options)
    assert again.position() == played.position()
    assert again.table == played.table
    assert again.hands == played.hands
    assert again.ply == 0
    assert again.last_move is None


def test_a_finished_game_reads_back_finished(arrange) -> None:
    over = arrange("H1@0,0 H7@1,0 V3@0,1 V5@1,1", h="2", v="8,9", rest_discarded=True).play(
        "E2@2,0"
    )
    assert GAME.from_position(over.position(), over.options).outcome == over.outcome


def test_hands_may_be_written_in_any_order(arrange) -> None:
    state = arrange("H1@0,0 H7@1,0 V3@0,1 V5@1,1", h="9,2,4", v="8,8,9")
    assert state.hands["H"] == (2, 4, 9)


SECTIONS = {
    "turn": "H",
    "hand H": "2,3,10",
    "hand V": "2,5,8",
    "deck": "1,1,1,1,2,2,3,3,3,4,4,4,4,5,5,5,6,6,6,6,7,7,8,9,9,9,9,10,10,10",
    "discard": "-",
    "table": "H8@0,0 H8@1,0 V7@0,1 V7@1,1",
}


def written(**changes: str) -> str:
    """The position text of a fresh deal, with some sections changed (`hand_H=...`)."""
    sections = {**SECTIONS, **{key.replace("_", " "): body for key, body in changes.items()}}
    return "; ".join(f"{name} {body}" for name, body in sections.items())


def test_the_unchanged_text_is_a_valid_position() -> None:
    assert GAME.from_position(written(), GAME.options({})).position() == written()


@pytest.mark.parametrize(
    ("changes", "reason"),
    [
        ({"turn": "X"}, "turn must be H or V, not 'X'"),
        ({"hand_V": "#3"}, "'#3' hides cards"),
        ({"deck": "1," + SECTIONS["deck"]}, r"not this deck \(missing: nothing; extra: 1\)"),
        ({"discard": "J"}, "'J' is not a card of this deck"),
        ({"table": "H8@0,0 H8@1,0 V7@0,1 V7"}, "'V7' is not a table card"),
        ({"table": "H8@0,0 H8@1,0 V7@0,1 V7@0,0"}, "two cards lie on 0,0"),
        ({"table": "H8@0,0 H8@1,0 V7@0,1 V7@3,3"}, "must form one connected group"),
        ({"table": "H8@0,0 H8@1,0 H7@0,1 H7@1,1"}, "Vertical has no card on the table"),
        ({"table": "H8[Q]@0,0 H8@1,0 V7@0,1 V7@1,1"}, "only a royal .with royal=true. can"),
        (
            {"hand_H": "1,2,3,10", "deck": SECTIONS["deck"][2:]},
            "Horizontal holds 4 cards; a hand holds 3",
        ),
        ({"hand_H": "2,3", "discard": "10"}, "Horizontal holds 2 cards while the deck lasts"),
    ],
)
def test_impossible_positions_are_refused(changes: dict[str, str], reason: str) -> None:
    with refused(InvalidPosition, match=reason):
        GAME.from_position(written(**changes), GAME.options({}))


@pytest.mark.parametrize(
    "text",
    [
        written().replace("; discard -", ""),
        written().replace("hand H", "hand X"),
        written().replace("turn H; ", "") + "; turn H",
    ],
)
def test_sections_must_all_be_there_in_order(text: str) -> None:
    with refused(InvalidPosition, match="a position has the sections turn; hand H"):
        GAME.from_position(text, GAME.options({}))


def test_a_royal_is_no_table_card(arrange) -> None:
    with refused(InvalidPosition, match="a royal cannot lie on the table as a card"):
        arrange("HQ@0,0 H7@1,0 V3@0,1 V5@1,1", h="2,4,6", v="8,8,9", royal="true")
