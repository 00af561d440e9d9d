"""Reading moves leniently and always writing them in the one canonical form."""

from __future__ import annotations

import pytest
from english_text import english, refused

from games.contract import AmbiguousMove, IllegalMove, InvalidNotation
from games.draughtnauts import GAME

OPENING = GAME.start()
DOUBLE_JUMP = GAME.start(position="W:W22,30:B18,10,1")
WINDMILL = GAME.start(position="B:W6,7,14,15,K22:B1,K9,10")


@pytest.mark.parametrize("text", ["11-15", "11 15", "  11   -  15 ", "11x15"])
def test_a_step_reads_in_every_spelling_and_prints_canonically(text: str) -> None:
    assert str(OPENING.parse_move(text)) == "11-15"


@pytest.mark.parametrize("text", ["22x15x6", "22X15X6", "22 15 6", "22-15-6", "22x6", "22 x 6"])
def test_a_capture_reads_in_full_or_by_its_ends_and_prints_every_landing(text: str) -> None:
    assert str(DOUBLE_JUMP.parse_move(text)) == "22x15x6"


@pytest.mark.parametrize(
    ("text", "candidates"),
    [
        ("9x25", ("9x18x25", "9x2x11x18x25")),
        ("9x9", ("9x18x11x2x9", "9x2x11x18x9")),
    ],
)
def test_an_ambiguous_short_capture_is_refused_with_its_candidates(
    text: str, candidates: tuple[str, ...]
) -> None:
    with pytest.raises(AmbiguousMove) as refused:
        WINDMILL.parse_move(text)
    assert refused.value.candidates == candidates
    assert all(c in english(refused.value) for c in candidates)


def test_the_full_form_of_an_ambiguous_capture_is_accepted() -> None:
    assert str(WINDMILL.parse_move("9x2x11x18x25")) == "9x2x11x18x25"


@pytest.mark.parametrize("text", ["", "zz", "11-", "11--15", "-", "pass", "11-15,", "1-2,3-4,5-6"])
def test_unreadable_text_is_refused_as_notation(text: str) -> None:
    with pytest.raises(InvalidNotation) as refused:
        OPENING.parse_move(text)
    assert not isinstance(refused.value, AmbiguousMove)
    assert english(refused.value)


def test_squares_beyond_32_are_refused() -> None:
    with refused(InvalidNotation, match="1 to 32"):
        OPENING.parse_move("99-100")


def test_a_setup_must_name_each_power_up_once() -> None:
    with refused(InvalidNotation, match="each of S, H, C and T"):
        OPENING.parse_move("setup SSCT")


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ("13-17", "square 13 is empty"),
        ("21-17", "holds a Light piece"),
        ("11-7", "square 7 is not empty"),
        ("11-16", None),
        ("11-19", "no capture leads from 11 to 19"),
        ("11x19x26", "neither a diagonal step nor a jump"),
        ("12x19", "needs a Light piece on 16"),
        ("7-11", "square 11 is not empty"),
        ("11C15", "holds no Cannon"),
        ("11T15", "holds no Teleporter"),
        ("11-15,15-19", "only a piece holding a Sword"),
        ("setup SHCT", "only in the setup phase"),
    ],
)
def test_a_readable_but_illegal_move_names_the_rule_it_breaks(text: str, reason: str) -> None:
    if reason is None:
        assert str(OPENING.parse_move(text)) == text
        return
    with refused(IllegalMove, match=reason):
        OPENING.parse_move(text)


def test_a_move_after_the_end_is_refused() -> None:
    over = GAME.start(position="B:W18:B14").play("14x23")
    with refused(IllegalMove, match="game is over"):
        over.play("23-27")
