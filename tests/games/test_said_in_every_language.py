"""One refusal or ending, raised once by an engine, reads in every shipped language:
the engine names the message and its values, the reader's side words it."""

from __future__ import annotations

import pytest

import games
from games.contract import IllegalMove, InvalidOptions, InvalidPosition
from i18n import SHIPPED, Message, words


def test_an_illegal_move_reads_in_the_members_language() -> None:
    with pytest.raises(IllegalMove) as refused:
        games.get("draughtnauts").start().play("11-20")
    said = refused.value.message
    assert said == Message(
        "game-draughtnauts-jump-needs-piece",
        start=11,
        landing=20,
        over=16,
        seat=Message("seat-draughtnauts-light"),
    )
    assert words("de")(said) == "ein Sprung von 11 nach 20 braucht einen Stein von Hell auf 16"
    assert words("ru")(said) == "прыжку с 11 на 20 нужна шашка стороны Светлые на 16"


def test_an_ending_reads_in_every_language_without_a_word_of_english() -> None:
    state = games.get("domination-grid").start(
        {"size": 8},
        position="/".join(["........"] * 7 + ["b......."]) + " w b=0 w=3",
    )
    assert state.outcome is not None and state.outcome.winner == "black"
    english = words("en")(state.outcome.reason)
    assert english == "White has no units left on the board"
    for locale in SHIPPED[1:]:
        assert "units left" not in words(locale)(state.outcome.reason)


def test_numbers_in_a_refusal_are_formatted_as_the_language_writes_them() -> None:
    with pytest.raises(InvalidPosition) as refused:
        games.get("domination-grid").start(
            {"size": 8},
            position="/".join(["bbbbbbbb"] + ["........"] * 7) + " b b=1234 w=0",
        )
    assert "1,242 units" in words("en")(refused.value.message)
    assert "1.242 Einheiten" in words("de")(refused.value.message)


def test_option_refusals_are_joined_without_english_glue() -> None:
    with pytest.raises(InvalidOptions) as refused:
        games.get("domination-cards").options({"hand": "many", "royal": "maybe"})
    german = words("de")(refused.value.message)
    assert german == (
        "Option 'hand': erwartet eine ganze Zahl, nicht 'many'; "
        "Option 'royal': erwartet true oder false, nicht 'maybe'"
    )
