"""Seats as members type them: by the id the game knows (`dark`, `H`), or by the name
readers see in any shipped language (`Dunkel`, `Тёмные`, `Horizontal`), in any case, so
a member may type back the word the bot showed them. Stored data keeps the id."""

from __future__ import annotations

from functools import cache

import games
from games import Game, Seat
from games.contract import seat_name
from i18n import SHIPPED, Words, words


def seat_typed(game: Game, text: str) -> Seat:
    """The seat of `game` that `text` names, by name or id; raises the game's refusal
    (a GameError listing the seats by name) when it names none."""
    wanted = text.strip().casefold()
    for seat in game.seats:
        if wanted in _names(game.id, seat):
            return seat
    return game.seat_named(text)


def seat_suggestions(game_id: str | None, typed: str, said: Words) -> list[tuple[str, Seat]]:
    """(name, id) of the seats whose name in `said`'s language or id begins with
    `typed`: of the game `game_id`, or of every game while none is chosen."""
    chosen = [games.get(game_id)] if game_id in games.GAME_IDS else games.all_games()
    wanted = typed.strip().casefold()
    offered = {(said(seat_name(game.id, seat)), seat) for game in chosen for seat in game.seats}
    return sorted(
        (name, seat)
        for name, seat in offered
        if name.casefold().startswith(wanted) or seat.casefold().startswith(wanted)
    )


@cache
def _names(game_id: str, seat: Seat) -> frozenset[str]:
    return frozenset(words(locale)(seat_name(game_id, seat)).casefold() for locale in SHIPPED)
