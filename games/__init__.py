"""Pure game engines behind one contract (`games.contract`), and the registry of games.

    >>> import games
    >>> state = games.get("draughtnauts").start(seed=7)
    >>> state = state.play("11-15")

Each game lives in its own package and exports a `GAME` object; this module only knows
where to find them, so importing `games` stays cheap and the bot can list games without
loading every engine.
"""

from __future__ import annotations

from importlib import import_module

from games.contract import (
    AmbiguousMove,
    Game,
    GameError,
    IllegalMove,
    InvalidNotation,
    InvalidOptions,
    InvalidPosition,
    Move,
    Options,
    Outcome,
    Rematch,
    ReplayError,
    Seat,
    State,
    View,
    play_moves,
)
from games.typed_text import quoted
from i18n.message import Message

_PACKAGES = {
    "draagostat": "games.draagostat",
    "draughtnauts": "games.draughtnauts",
    "domination-cards": "games.domination_cards",
    "domination-grid": "games.domination_grid",
}

GAME_IDS: tuple[str, ...] = tuple(_PACKAGES)


class UnknownGame(GameError):
    """No game is registered under that id."""


def get(game_id: str) -> Game:
    """The game registered as `game_id` (see GAME_IDS)."""
    try:
        package = _PACKAGES[game_id]
    except KeyError:
        known = ", ".join(GAME_IDS)
        raise UnknownGame(Message("game-unknown", game=quoted(game_id), games=known)) from None
    game: Game = import_module(package).GAME
    return game


def all_games() -> list[Game]:
    """Every registered game, in registry order."""
    return [get(game_id) for game_id in GAME_IDS]


__all__ = [
    "GAME_IDS",
    "AmbiguousMove",
    "Game",
    "GameError",
    "IllegalMove",
    "InvalidNotation",
    "InvalidOptions",
    "InvalidPosition",
    "Move",
    "Options",
    "Outcome",
    "Rematch",
    "ReplayError",
    "Seat",
    "State",
    "UnknownGame",
    "View",
    "all_games",
    "get",
    "play_moves",
]
