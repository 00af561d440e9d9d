"""When and how a game of Domination ends.

The outcome is a function of the position alone (table, hands, deck, whose turn), so a
state read back from its position text ends exactly as the original did.
"""

from __future__ import annotations

from collections.abc import Mapping

from games.contract import Outcome, Seat, seat_name
from games.domination_cards.cards import Card, Pack
from games.domination_cards.rules import can_move
from games.domination_cards.seats import GAME_ID, SEATS, opponent
from games.domination_cards.table import Table, best_group, groups
from i18n.message import Message


def judge(
    table: Table,
    hands: Mapping[Seat, tuple[Card, ...]],
    deck: tuple[Card, ...],
    turn: Seat,
    pack: Pack,
) -> Outcome | None:
    """The outcome of the position with `turn` to move, or None while play goes on.

    In order: a complete group wins at once (the player who just moved is looked at
    first); then the deck running out with an empty hand, or the player to move having no
    legal turn (a stuck hand of royals), ends the game on points."""
    for seat in (opponent(turn), turn):
        if _holds_every_value(table, seat, pack):
            return Outcome(
                seat,
                Message(
                    "game-cards-complete-group", seat=seat_name(GAME_ID, seat), top=pack.top_value
                ),
            )
    if not deck:
        for seat in (opponent(turn), turn):
            if not hands[seat]:
                return _on_points(
                    table, Message("game-cards-deck-out", seat=seat_name(GAME_ID, seat))
                )
    if not can_move(table, turn, hands[turn]):
        return _on_points(table, Message("game-cards-stuck", seat=seat_name(GAME_ID, turn)))
    return None


def _holds_every_value(table: Table, seat: Seat, pack: Pack) -> bool:
    wanted = set(pack.values)
    return any({table[cell].value for cell in group} >= wanted for group in groups(table, seat))


def _on_points(table: Table, why: Message) -> Outcome:
    """Most distinct values in one connected group wins; equal is a draw."""
    h, v = (best_group(table, seat) for seat in SEATS)
    if h == v:
        return Outcome(None, Message("game-cards-points-draw", why=why, values=h))
    winner = "H" if h > v else "V"
    return Outcome(
        winner, Message("game-cards-points-win", why=why, h=h, v=v, seat=seat_name(GAME_ID, winner))
    )
