"""What a turn may do, and what it does: move generation and move application.

Both work on the plain parts of a position (table, mover, hand) so the same checks serve
the state, the stuck-player test and the tests. Generation builds only moves that pass
the checks of `carry_out`; property tests hold the two to each other.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from games.contract import IllegalMove, Seat, seat_name
from games.domination_cards.cards import (
    NO_CARDS,
    Card,
    card_order,
    cards_text,
    is_royal,
    without,
)
from games.domination_cards.moves import Blitz, CardsMove, Conquer, Explore, Fortify
from games.domination_cards.seats import GAME_ID
from games.domination_cards.table import (
    Cell,
    Table,
    TableCard,
    are_neighbours,
    cards_of,
    cell_text,
    frontier,
    neighbours,
)
from i18n.message import Message


@dataclass(frozen=True, slots=True)
class Turn:
    """The effect of one legal move, before the mover draws back up."""

    table: Table
    hand: tuple[Card, ...]
    discarded: tuple[Card, ...] = ()


# ------------------------------------------------------------------------ generation


def legal_moves(table: Table, seat: Seat, hand: tuple[Card, ...]) -> list[CardsMove]:
    """Every legal turn, whole blitz chains included, sorted by notation."""
    return sorted(_every_move(table, seat, hand), key=str)


def can_move(table: Table, seat: Seat, hand: tuple[Card, ...]) -> bool:
    """Whether the seat has any legal turn. A plain value can always be explored (the
    table is unbounded), so only a hand of royals needs a closer look."""
    return (
        any(not is_royal(card) for card in hand)
        or next(_every_move(table, seat, hand), None) is not None
    )


def _every_move(table: Table, seat: Seat, hand: tuple[Card, ...]) -> Iterator[CardsMove]:
    kinds = sorted(set(hand), key=card_order)
    own = [cell for cell, card in table.items() if card.owner == seat]
    places = frontier(table)
    for card in kinds:
        if is_royal(card):
            yield from (Fortify(card, cell) for cell in own if table[cell].fortification is None)
        else:
            yield from (Explore(card, cell) for cell in places)
        rest = without(hand, card)
        for anchor in own:
            if is_royal(card) or table[anchor].value == card:
                for target in neighbours(anchor):
                    if take_refusal(table, seat, target, card) is None:
                        conquest = Conquer(card, anchor, target)
                        yield from _blitz_chains(_taken(table, seat, target), seat, rest, conquest)


def _blitz_chains(
    table: Table, seat: Seat, hand: tuple[Card, ...], conquest: Conquer
) -> Iterator[Conquer]:
    """The conquest as it stands, then every way to carry it on by blitzing."""
    yield conquest
    last = conquest.taken[-1]
    value = table[last].value
    if value not in hand:
        return
    rest = without(hand, value)
    for cell in neighbours(last):
        if take_refusal(table, seat, cell, value) is None:
            step = Blitz(value, cell)
            yield from _blitz_chains(_taken(table, seat, cell), seat, rest, conquest.then(step))


# ----------------------------------------------------------------------- application


def carry_out(table: Table, seat: Seat, hand: tuple[Card, ...], move: CardsMove) -> Turn:
    """What `move` does; raises `IllegalMove` naming the rule it breaks."""
    if isinstance(move, Explore):
        return _explore(table, seat, hand, move)
    if isinstance(move, Fortify):
        return _fortify(table, seat, hand, move)
    return _conquer(table, seat, hand, move)


def take_refusal(table: Table, seat: Seat, cell: Cell, card: Card) -> Message | None:
    """Why discarding `card` cannot take the card on `cell` (None when it can); the
    matching rule is checked by the caller, which knows where the step starts from."""
    target = table.get(cell)
    where = cell_text(cell)
    if target is None:
        return Message("game-cards-take-empty", cell=where)
    if target.owner == seat:
        return Message("game-cards-take-own", cell=where)
    if target.fortification is not None and card != target.fortification:
        return Message("game-cards-take-fortified", cell=where, royal=target.fortification)
    if cards_of(table, target.owner) == 1:
        return Message("game-cards-take-last", cell=where, seat=seat_name(GAME_ID, target.owner))
    return None


def _explore(table: Table, seat: Seat, hand: tuple[Card, ...], move: Explore) -> Turn:
    where = cell_text(move.cell)
    if is_royal(move.card):
        raise IllegalMove(Message("game-cards-explore-royal"))
    _check_held(hand, move.card)
    if move.cell in table:
        raise IllegalMove(Message("game-cards-explore-taken", cell=where))
    if not any(near in table for near in neighbours(move.cell)):
        raise IllegalMove(Message("game-cards-explore-alone", cell=where))
    return Turn({**table, move.cell: TableCard(seat, move.card)}, without(hand, move.card))


def _fortify(table: Table, seat: Seat, hand: tuple[Card, ...], move: Fortify) -> Turn:
    where = cell_text(move.cell)
    if not is_royal(move.royal):
        raise IllegalMove(Message("game-cards-fortify-royal"))
    _check_held(hand, move.royal)
    card = table.get(move.cell)
    if card is None or card.owner != seat:
        raise IllegalMove(Message("game-cards-fortify-foreign", cell=where))
    if card.fortification is not None:
        raise IllegalMove(Message("game-cards-fortify-twice", cell=where, royal=card.fortification))
    fortified = TableCard(seat, card.value, move.royal)
    return Turn({**table, move.cell: fortified}, without(hand, move.royal))


def _conquer(table: Table, seat: Seat, hand: tuple[Card, ...], move: Conquer) -> Turn:
    anchor = table.get(move.anchor)
    if anchor is None or anchor.owner != seat:
        raise IllegalMove(Message("game-cards-conquer-anchor", cell=cell_text(move.anchor)))
    cards = (move.card, *(step.card for step in move.blitz))
    sources = (move.anchor, *move.taken[:-1])
    discarded: list[Card] = []
    for number, (card, source, cell) in enumerate(zip(cards, sources, move.taken, strict=True)):
        if number and is_royal(card):
            raise IllegalMove(Message("game-cards-blitz-royal"))
        _check_held(hand, card)
        matched = table[source].value
        if not is_royal(card) and card != matched:
            raise IllegalMove(
                Message("game-cards-conquer-match", cell=cell_text(source), card=str(matched))
            )
        if not are_neighbours(source, cell):
            raise IllegalMove(
                Message("game-cards-not-neighbours", cell=cell_text(cell), source=cell_text(source))
            )
        if reason := take_refusal(table, seat, cell, card):
            raise IllegalMove(reason)
        fortification = table[cell].fortification
        discarded += [card] if fortification is None else [card, fortification]
        hand, table = without(hand, card), _taken(table, seat, cell)
    return Turn(table, hand, tuple(discarded))


def _check_held(hand: tuple[Card, ...], card: Card) -> None:
    if card not in hand:
        left = cards_text(hand) or NO_CARDS
        raise IllegalMove(Message("game-cards-not-in-hand", card=str(card), hand=left))


def _taken(table: Table, seat: Seat, cell: Cell) -> Table:
    """The table after `seat` takes the card on `cell`; a fortification comes off."""
    return {**table, cell: TableCard(seat, table[cell].value)}
