"""Position text, both ways.

The full text (what `State.position()` writes, the referee and the store keep) is one
line of `;`-separated sections, always in this order:

    turn H; hand H 3,7,7; hand V 1,2,5; deck 4,9,10,...; discard 7,9; table H1@0,0 V5[Q]@1,1

* `turn` -- the seat to move (or that would move, once the game is over);
* `hand H`, `hand V` -- each hand, sorted; `deck` -- top card first; `discard` -- oldest
  first; an empty list is `-`;
* `table` -- every card as owner, value, `[rank]` if fortified, `@x,y`; rows from y low to
  high, each from x low to high.

Views write the same shape with every secret replaced by its size: `hand V #3`,
`deck #30`. Such a text cannot be read back: it is a picture, not a position.
"""

from __future__ import annotations

import re
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass

from games.contract import InvalidNotation, InvalidPosition, Seat, seat_name
from games.domination_cards.cards import (
    ROYALS,
    Card,
    cards_text,
    census_mismatch,
    is_royal,
    sorted_cards,
)
from games.domination_cards.options import CardsOptions
from games.domination_cards.seats import GAME_ID, SEATS
from games.domination_cards.table import Cell, Table, TableCard, cell_text, components
from games.typed_text import NUMBER, quoted
from i18n.message import Message

Shown = tuple[Card, ...] | int
"""A list of cards as a viewer sees it: the cards, or only how many there are."""

_TABLE_CARD = re.compile(rf"([HV])(\w+?)(?:\[(\w+)\])?@(-?{NUMBER}),(-?{NUMBER})")


def write_position(
    turn: Seat,
    hands: Mapping[Seat, Shown],
    deck: Shown,
    discard: tuple[Card, ...],
    table: Table,
) -> str:
    sections = [
        f"turn {turn}",
        *(f"hand {seat} {_shown(hands[seat])}" for seat in SEATS),
        f"deck {_shown(deck)}",
        f"discard {_shown(discard)}",
        "table " + " ".join(_table_card(cell, table[cell]) for cell in _reading_order(table)),
    ]
    return "; ".join(sections)


def _shown(cards: Shown) -> str:
    if isinstance(cards, int):
        return f"#{cards}"
    return cards_text(cards) or "-"


def _table_card(cell: Cell, card: TableCard) -> str:
    fortification = f"[{card.fortification}]" if card.fortification else ""
    return f"{card.owner}{card.value}{fortification}@{cell_text(cell)}"


def _reading_order(table: Table) -> list[Cell]:
    return sorted(table, key=lambda cell: (cell[1], cell[0]))


# --------------------------------------------------------------------------- reading


@dataclass(frozen=True, slots=True)
class WrittenPosition:
    """The parts of a position as read from its text, checked for consistency."""

    turn: Seat
    hands: Mapping[Seat, tuple[Card, ...]]
    deck: tuple[Card, ...]
    discard: tuple[Card, ...]
    table: Table


def read_position(text: str, options: CardsOptions) -> WrittenPosition:
    """Read a full position text; raises `InvalidPosition` saying what is wrong."""
    try:
        written = _parse(text, options)
    except InvalidNotation as exc:
        raise InvalidPosition(Message("game-cards-position-card", reason=exc.message)) from None
    _check_possible(written, options)
    return written


_SECTIONS = ("turn", "hand H", "hand V", "deck", "discard", "table")


def _parse(text: str, options: CardsOptions) -> WrittenPosition:
    turn, hand_h, hand_v, deck, discard, table = _sections(text)
    if turn not in SEATS:
        raise InvalidPosition(Message("game-cards-position-turn", given=quoted(turn)))
    return WrittenPosition(
        turn=turn,
        hands={
            "H": sorted_cards(_cards(hand_h, options)),
            "V": sorted_cards(_cards(hand_v, options)),
        },
        deck=_cards(deck, options),
        discard=_cards(discard, options),
        table=_table(table, options),
    )


def _sections(text: str) -> list[str]:
    """The body of each section, checked to come in the fixed order."""
    parts = [part.strip() for part in text.split(";")]
    if len(parts) != len(_SECTIONS) or not all(
        part == name or part.startswith(f"{name} ")
        for name, part in zip(_SECTIONS, parts, strict=False)
    ):
        raise InvalidPosition(
            Message("game-cards-position-sections", sections="; ".join(_SECTIONS))
        )
    return [part[len(name) :].strip() for name, part in zip(_SECTIONS, parts, strict=True)]


def _cards(body: str, options: CardsOptions) -> tuple[Card, ...]:
    if body.startswith("#"):
        raise InvalidPosition(Message("game-cards-position-hidden", given=quoted(body)))
    if body in ("", "-"):
        return ()
    return tuple(options.pack.read(token) for token in body.split(","))


def _table(body: str, options: CardsOptions) -> dict[Cell, TableCard]:
    table: dict[Cell, TableCard] = {}
    for entry in body.split():
        found = _TABLE_CARD.fullmatch(entry)
        if found is None:
            raise InvalidPosition(Message("game-cards-position-entry", given=quoted(entry)))
        owner, value, fortification, x, y = found.groups()
        cell = (int(x), int(y))
        if cell in table:
            raise InvalidPosition(Message("game-cards-position-two-cards", cell=cell_text(cell)))
        card = options.pack.read(value)
        if is_royal(card):
            raise InvalidPosition(Message("game-cards-position-royal-card", given=quoted(entry)))
        if fortification is not None and not (options.royal and fortification in ROYALS):
            raise InvalidPosition(Message("game-cards-position-fortification", given=quoted(entry)))
        table[cell] = TableCard(owner, card, fortification)
    return table


def _check_possible(written: WrittenPosition, options: CardsOptions) -> None:
    """Refuse what no game could reach: cards that are not this deck, overfull or short
    hands, a table in pieces, a player without a card on the table."""
    everything = Counter(
        [*written.hands["H"], *written.hands["V"], *written.deck, *written.discard]
        + [card.value for card in written.table.values()]
        + [card.fortification for card in written.table.values() if card.fortification]
    )
    if mismatch := census_mismatch(options.pack.census(), everything):
        raise InvalidPosition(Message("game-cards-position-deck", mismatch=mismatch))
    for seat, hand in written.hands.items():
        if len(hand) > options.hand:
            raise InvalidPosition(
                Message(
                    "game-cards-position-hand-full",
                    seat=seat_name(GAME_ID, seat),
                    cards=len(hand),
                    hand=options.hand,
                )
            )
        if written.deck and len(hand) < options.hand:
            raise InvalidPosition(
                Message(
                    "game-cards-position-hand-short",
                    seat=seat_name(GAME_ID, seat),
                    cards=len(hand),
                    hand=options.hand,
                )
            )
    if len(list(components(set(written.table)))) != 1:
        raise InvalidPosition(Message("game-cards-position-connected"))
    for seat in SEATS:
        if not any(card.owner == seat for card in written.table.values()):
            raise InvalidPosition(
                Message("game-cards-position-no-card", seat=seat_name(GAME_ID, seat))
            )
