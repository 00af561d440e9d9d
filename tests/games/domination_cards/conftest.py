"""Builders for Domination scenarios: a deal stacked from the top, or a whole position.

Both complete what a test leaves out with the rest of the deck, so a scenario names only
the cards it is about and still passes the engine's check that every card is there.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Callable

import pytest

from games.domination_cards import GAME, CardsState
from games.domination_cards.cards import cards_text, sorted_cards
from games.domination_cards.options import CardsOptions

TABLE_CARDS = re.compile(r"[HV](\w+?)(?:\[(\w+)\])?@")
"""The value and the fortification (if any) of each card in a written table."""

Arrange = Callable[..., CardsState]
Stack = Callable[..., str]


def _tokens(text: str) -> list[str]:
    return [token for token in text.replace(" ", ",").split(",") if token]


def _rest_of_pack(options: CardsOptions, used: list[str]) -> str:
    """The cards of the pack not named in `used`, sorted."""
    rest = options.pack.census() - Counter(options.pack.read(token) for token in used)
    return cards_text(sorted_cards(rest.elements()))


@pytest.fixture
def stack() -> Stack:
    """`stack("7,3,5", "2,2,9", "1,2,3,4", deck="standard")` -> an `order=` value whose top
    cards are the ones given (in that order) and the rest of the pack after them."""

    def build(*top: str, **options: str) -> str:
        given = [token for part in top for token in _tokens(part)]
        rest = _rest_of_pack(GAME.options(options), given)
        return ",".join([*given, rest] if rest else given)

    return build


@pytest.fixture
def arrange() -> Arrange:
    """A state read from a position text naming the table and the hands.

    `table` is written as in position texts (`H7@0,0 V5[Q]@0,1`); `h`, `v` the hands;
    `deck_top` the top of the deck. The cards named nowhere follow in the deck, or lie in
    the discard pile with `rest_discarded=True` (then the deck is only `deck_top`).
    Other keywords are options (`hand="2"`, `royal="true"`...)."""

    def build(
        table: str,
        *,
        h: str = "",
        v: str = "",
        turn: str = "H",
        deck_top: str = "",
        rest_discarded: bool = False,
        **options: str,
    ) -> CardsState:
        opts = GAME.options(options)
        on_table = [token for pair in TABLE_CARDS.findall(table) for token in pair if token]
        rest = _rest_of_pack(opts, [*_tokens(h), *_tokens(v), *_tokens(deck_top), *on_table])
        deck_text = (
            deck_top if rest_discarded else ",".join(filter(None, [deck_top, rest]))
        ) or "-"
        discard = (rest if rest_discarded else "") or "-"
        text = (
            f"turn {turn}; hand H {h or '-'}; hand V {v or '-'}; deck {deck_text}; "
            f"discard {discard}; table {table}"
        )
        return GAME.from_position(text, opts)

    return build
