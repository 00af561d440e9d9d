"""Options and seats as players type them: any case, and refusals that say what works."""

from __future__ import annotations

import pytest
from english_text import english, refused

import games
from games.contract import GameError, InvalidOptions


def refusal(game_id: str, raw: dict[str, str]) -> str:
    with pytest.raises(InvalidOptions) as refused:
        games.get(game_id).options(raw)
    return english(refused.value)


def test_spaces_around_a_value_are_still_forgiven() -> None:
    assert games.get("domination-grid").options({"size": " 8\t"}).size == 8


def test_option_keys_are_read_in_any_case() -> None:
    assert games.get("draughtnauts").options({"PowerUps": "random"}).powerups == "random"
    assert games.get("domination-grid").options({" SIZE ": "8"}).size == 8


def test_an_unknown_key_is_quoted_as_typed_and_the_valid_keys_are_listed() -> None:
    reason = refusal("domination-cards", {"Jokers": "2"})
    assert reason == "there is no option 'Jokers'; the options are hand, deck, royal, first, order"


def test_a_bad_value_keeps_the_key_as_typed_and_lists_the_allowed_values() -> None:
    reason = refusal("draughtnauts", {"PowerUps": "sometimes"})
    assert reason == "option 'PowerUps': should be one of off, choose, random, not 'sometimes'"


def test_no_refusal_begins_with_the_key_so_capitalising_a_sentence_cannot_change_it() -> None:
    for raw in ({"size": "9"}, {"colour": "red"}, {"size": "x"}):
        reason = refusal("domination-grid", raw)
        assert reason.startswith(("option ", "there is no option "))


def test_plain_words_replace_pydantics_for_booleans_and_numbers() -> None:
    assert refusal("domination-cards", {"royal": "maybe"}) == (
        "option 'royal': should be true or false, not 'maybe'"
    )
    assert refusal("domination-cards", {"hand": "many"}) == (
        "option 'hand': should be a whole number, not 'many'"
    )


def test_the_same_option_twice_in_different_cases_is_refused() -> None:
    assert refusal("domination-grid", {"size": "8", "Size": "10"}) == (
        "option 'size' is given twice"
    )


@pytest.mark.parametrize(
    ("game_id", "typed", "seat"),
    [
        ("draagostat", "Dark", "dark"),
        ("draughtnauts", " LIGHT ", "light"),
        ("domination-cards", "h", "H"),
        ("domination-grid", "White", "white"),
    ],
)
def test_seats_are_named_in_any_case(game_id: str, typed: str, seat: str) -> None:
    assert games.get(game_id).seat_named(typed) == seat


def test_an_unknown_seat_is_refused_listing_the_seats() -> None:
    with refused(GameError, match="there is no seat 'red': the seats are Horizontal and Vertical"):
        games.get("domination-cards").seat_named("red")


def test_changed_lists_only_what_differs_from_the_defaults() -> None:
    cards = games.get("domination-cards")
    assert cards.options().changed() == {}
    assert cards.options({"hand": "4", "deck": "standard", "first": "v"}).changed() == {
        "hand": 4,
        "first": "V",
    }
    assert games.get("domination-grid").options({"size": "16"}).changed() == {}


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_no_option_refusal_begins_with_an_option_key(game_id: str) -> None:
    """The bot capitalises a reason's first letter, which would change a key it began with."""
    game = games.get(game_id)
    keys = tuple(game.options_model.model_fields)
    refusals = [refusal(game_id, {key: "\u2603"}) for key in keys]
    if game_id == "domination-cards":
        refusals.append(refusal(game_id, {"royal": "true", "deck": "tarot"}))
    for reason in refusals:
        assert not reason.startswith(keys), reason
