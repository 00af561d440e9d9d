"""Options: the variants, accepted as command-line strings, refused with clear reasons."""

from __future__ import annotations

import pytest
from english_text import refused

from games.contract import InvalidOptions
from games.domination_cards import GAME, CardsOptions


def test_defaults_are_the_basic_game() -> None:
    options = GAME.options({})
    assert (options.hand, options.deck, options.royal, options.first, options.order) == (
        3,
        "standard",
        False,
        None,
        None,
    )
    assert list(options.pack.values) == list(range(1, 11))
    assert len(options.pack.cards()) == 40


@pytest.mark.parametrize(
    ("raw", "top", "size"),
    [
        ({"deck": "royals"}, 13, 52),
        ({"deck": "tarot"}, 14, 56),
        ({"royal": "true"}, 10, 52),
    ],
)
def test_each_deck_has_its_values_and_size(raw: dict[str, str], top: int, size: int) -> None:
    pack = GAME.options(raw).pack
    assert pack.top_value == top
    assert len(pack.cards()) == size


def test_command_line_strings_are_read() -> None:
    options = GAME.options({"hand": "5", "royal": "true", "first": "v"})
    assert (options.hand, options.royal, options.first) == (5, True, "V")


@pytest.mark.parametrize("hand", ["1", "6", "three"])
def test_hand_size_stays_between_two_and_five(hand: str) -> None:
    with refused(InvalidOptions, match="hand"):
        GAME.options({"hand": hand})


def test_royal_domination_needs_the_standard_deck() -> None:
    with refused(InvalidOptions, match="standard deck only"):
        GAME.options({"royal": "true", "deck": "tarot"})


def test_unknown_options_and_values_are_refused() -> None:
    with refused(InvalidOptions, match="there is no option"):
        GAME.options({"jokers": "2"})
    with refused(InvalidOptions, match="deck"):
        GAME.options({"deck": "pinochle"})
    with refused(InvalidOptions, match="first"):
        GAME.options({"first": "X"})


def test_an_order_must_be_exactly_the_pack(stack) -> None:
    full = stack()
    assert len(GAME.options({"order": full}).deck_order() or ()) == 40
    with refused(InvalidOptions, match=r"missing: 10; extra: nothing"):
        GAME.options({"order": full.removesuffix(",10")})
    with refused(InvalidOptions, match=r"missing: nothing; extra: 7"):
        GAME.options({"order": full + ",7"})
    with refused(InvalidOptions, match="'J' is not a card of this deck"):
        GAME.options({"order": full.replace("10", "J", 1)})


def test_an_order_reads_letters_by_the_deck(stack) -> None:
    royals = GAME.options({"deck": "royals", "order": stack("J,Q,K,A", deck="royals")})
    assert (royals.deck_order() or ())[:4] == (11, 12, 13, 1)
    royal = GAME.options({"royal": "true", "order": stack("j,q,k", royal="true")})
    assert (royal.deck_order() or ())[:3] == ("J", "Q", "K")


def test_options_survive_their_json(stack) -> None:
    options = GAME.options({"hand": "4", "first": "H", "order": stack("3,1,4")})
    assert CardsOptions.model_validate(options.to_json()) == options
