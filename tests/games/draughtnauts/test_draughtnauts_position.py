"""PDN FEN both ways, with the power-up extension and the setup-phase marker."""

from __future__ import annotations

import pytest
from english_text import refused

from games.contract import InvalidPosition
from games.draughtnauts import GAME

START = "B:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12"
POWERS = GAME.options({"powerups": "random"})
CHOOSE = GAME.options({"powerups": "choose"})


def read(text: str, options=None) -> str:
    return GAME.from_position(text, options or GAME.options()).position()


def test_the_start_is_written_with_lights_field_first_and_squares_ascending() -> None:
    assert GAME.start().position() == START


def test_kings_carry_a_k_and_the_side_to_move_comes_first() -> None:
    state = GAME.from_position("W:W21,22,K30:B1,2", GAME.options())
    assert state.to_move == "light"
    assert state.pieces[30].king
    assert not state.pieces[21].king
    assert state.position() == "W:W21,22,K30:B1,2"


@pytest.mark.parametrize(
    "text",
    [
        "B:B1,2:W21,22,K30",
        "b:w21,22,k30:b1,2",
        '[FEN "B:W21,22,K30:B1,2"]',
        " B : W21, 22, K30 : B1, 2 ",
        "B:W21-22,K30:B1-2",
    ],
)
def test_reading_is_lenient_and_writing_canonical(text: str) -> None:
    assert read(text) == "B:W21,22,K30:B1,2"


def test_a_side_may_have_no_pieces() -> None:
    state = GAME.from_position("W:W:B1", GAME.options())
    assert state.position() == "W:W:B1"
    assert state.outcome is not None
    assert state.outcome.winner == "dark"


def test_power_ups_round_trip() -> None:
    text = "B:W21,K30[SC]:B2,K9[H]:U1H,2T,31C"
    assert read(text, POWERS) == text


def test_held_letters_are_written_in_sword_shield_cannon_teleporter_order() -> None:
    assert read("B:WK30[CS]:B1", POWERS) == "B:WK30[SC]:B1"


def test_the_setup_phase_is_marked_and_round_trips() -> None:
    state = GAME.start(CHOOSE)
    assert state.position() == f"{START}:setup"
    after = state.play("setup SHCT")
    assert after.position() == f"W{START[1:]}:U29S,30H,31C,32T:setup"
    again = GAME.from_position(after.position(), CHOOSE)
    assert again.setup_pending == ("light",)
    assert again.to_move == "light"


@pytest.mark.parametrize(
    ("text", "options", "reason"),
    [
        ("", None, "reads like"),
        ("X:W1:B2", None, "reads like"),
        ("B:W21:U", None, "both a W field and a B field"),
        ("B:W21:W22:B1", None, "comes twice"),
        ("B:W21:B1:Q5", None, "not understood"),
        ("B:W21,21:B1", None, "given twice"),
        ("B:W21:B21", None, "given twice"),
        ("B:W33:B1", None, "1 to 32"),
        ("B:W21:B30", None, "already have been crowned"),
        ("B:W3:B10", None, "already have been crowned"),
        ("B:Wabc:B1", None, "not a square"),
        ("B:WK30[S]:B1", None, "powerups=off"),
        ("B:W30:B1:U1S", None, "powerups=off"),
        ("B:W30[S]:B1", POWERS, "only a single king"),
        ("B:WK30[SHC]:B1", POWERS, "at most two"),
        ("B:WK30[SS]:B1", POWERS, "at most two"),
        ("B:WK30[X]:B1", POWERS, "S, H, C and T"),
        ("B:WK30:B1:U5S", POWERS, "only on squares 1-4 and 29-32"),
        ("B:WK30:B1:U1X", POWERS, "power-up letter"),
        ("B:WK30[S]:B1:U1S", POWERS, "same power-up twice"),
        (f"{START}:setup", POWERS, "only with powerups=choose"),
        (f"W{START[1:]}:setup", CHOOSE, "only Dark's four"),
    ],
)
def test_impossible_positions_are_refused_with_a_reason(text: str, options, reason: str) -> None:
    with refused(InvalidPosition, match=reason):
        GAME.from_position(text, options or GAME.options())
