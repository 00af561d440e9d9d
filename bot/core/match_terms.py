"""The terms of a new match a member asks for, checked against the server: the game
allowed here, the options (the member's laid over the server's defaults for the game)
valid for it, the seat one of its seats (by id, or by its name in any language, in any
case). Every way of starting a match from a member's request (a challenge, a match
against the computer) checks the same things, here."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from bot.core.errors import GameRefused, NotPermitted
from bot.core.records import GuildSettings
from bot.core.seat_names import seat_typed
from games import Game, GameError, Options, Seat


@dataclass(frozen=True, slots=True)
class MatchTerms:
    options: Options
    seat: Seat | None
    """The seat the member asked for, as the game names it; None: any."""


def checked_terms(
    settings: GuildSettings, game: Game, options: Mapping[str, Any], seat: str | None
) -> MatchTerms:
    """The validated terms of a match of `game` on the server of `settings`; refuses a
    game the server does not allow, invalid options, or a seat the game does not have."""
    if settings.allowed_games is not None and game.id not in settings.allowed_games:
        raise NotPermitted("match-game-not-allowed", game=game.id)
    validated = member_options(game, settings.options_for(game.id, options))
    try:
        named = None if seat is None else seat_typed(game, seat)
    except GameError as exc:
        raise GameRefused.saying(exc.message) from exc
    return MatchTerms(validated, named)


def member_options(game: Game, options: Mapping[str, Any]) -> Options:
    """`options` validated for `game`, as a member or moderator may give them: in a
    game with hidden cards they must leave the deal to the match's seed, or whoever
    chose them, and everyone who reads them on the challenge, would know every hand."""
    try:
        validated = game.options(options)
    except GameError as exc:
        raise GameRefused.saying(exc.message) from exc
    if game.options_decide_hidden(validated):
        raise GameRefused("match-deal-fixed")
    return validated
