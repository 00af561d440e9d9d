"""Which engine plays which game: a registry keyed by game id, like `games.get`.

Each game's engine lives in its own module and exports `ENGINE`; this module only knows
where to find them, so importing `ai` stays cheap and loads only the engine a caller
plays.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from importlib import import_module
from typing import Protocol

from ai.budget import Allowance, Budget
from games.contract import GameError, Move, State
from games.typed_text import quoted
from i18n.message import Message

Player = Callable[[State, random.Random], Move]
"""A fixed way of playing that needs no budget (the random player, the greedy one)."""


@dataclass(frozen=True, slots=True)
class Analysis:
    """What one search concluded: the move it prefers and the side to move's chance of
    winning with it, in [0, 1] (a half is level), by the engine's own judgement (what
    a review of a finished game plots)."""

    move: Move
    chance: float


class Engine(Protocol):
    """What a game's computer opponent offers."""

    budgets: Mapping[str, Budget]
    """The budget of each level in `ai.budget.LEVELS`."""

    players: Mapping[str, Player]
    """Extra named players for benchmarks and duels (the card game's `greedy`)."""

    def search(
        self, state: State, budget: Budget, rng: random.Random, allowance: Allowance
    ) -> Move:
        """The move to play in `state` (not over), within `budget` and `allowance`."""

    def analyse(
        self, state: State, budget: Budget, rng: random.Random, allowance: Allowance
    ) -> Analysis:
        """The same search as `search`, with the chance it gives the side to move: its
        move is the one `search` plays for the same arguments."""


_MODULES = {
    "draagostat": "ai.draagostat",
    "draughtnauts": "ai.draughtnauts",
    "domination-cards": "ai.domination_cards",
    "domination-grid": "ai.domination_grid",
}


class NoEngine(GameError):
    """No computer opponent plays that game."""


def engine_for(game_id: str) -> Engine:
    """The engine registered for `game_id`."""
    try:
        module = _MODULES[game_id]
    except KeyError:
        raise NoEngine(Message("game-ai-no-engine", game=quoted(game_id))) from None
    engine: Engine = import_module(module).ENGINE
    return engine
