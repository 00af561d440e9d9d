"""The terms of a new match a member asks for, checked against the server: the game
allowed here, the options (the member's laid over the server's defaults for the game)
valid for it, the seat one of its seats. Every way of starting a match from a member's
request (a challenge, a match against the computer) checks the same things."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from bot.core.errors import GameRefused, NotPermitted
from bot.core.records import GuildSettings
from games import Game, GameError, Options, Seat


def checked_terms(
    settings: GuildSettings, game: Game, options: Mapping[str, Any], seat: Seat | None
) -> Options:
    """The validated options of a match of `game` on the server of `settings`; refuses a
    game the server does not allow, invalid options, or a seat the game does not have."""
    if settings.allowed_games is not None and game.id not in settings.allowed_games:
        raise NotPermitted(f"this server does not allow {game.id}")
    try:
        validated = game.options(settings.options_for(game.id, options))
    except GameError as exc:
        raise GameRefused(exc.reason) from exc
    if seat is not None and seat not in game.seats:
        raise GameRefused(f"{game.title} has the seats {', '.join(game.seats)}")
    return validated
