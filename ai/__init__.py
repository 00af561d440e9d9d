"""The computer opponent: one entry point, `choose`, for every game.

    >>> import random, games, ai
    >>> state = games.get("draughtnauts").start()
    >>> move = ai.choose(state, "medium", random.Random(7))

`ai` imports `games` and the standard library only: no Discord, no I/O, no clock and no
global random (randomness comes from the caller's `random.Random`). A level is a search
budget (`ai.budget.Budget`), so the same state, level, seed and budget always give the
same move; a caller that must also bound wall-clock time passes `should_stop`, which the
search polls and which is the only thing that can cut it short.

Each game's engine sits in its own module behind `ai.registry`: alpha-beta for
Draughtnauts and Draagostat (`ai.negamax`), Information-Set MCTS for the card game
(`ai.ismcts`), and a step-by-step turn builder for the 16x16 game.
"""

from __future__ import annotations

import random
from collections.abc import Callable

from ai.budget import LEVELS, Allowance, Budget
from ai.registry import NoEngine, engine_for
from games.contract import GameError, IllegalMove, Move, State, game_over
from games.typed_text import quoted
from i18n.message import Message

RANDOM = "random"
"""The player that picks uniformly among the listed legal moves."""


class UnknownLevel(GameError):
    """The level (or player) name is not one the game's computer knows."""


def players(game_id: str) -> tuple[str, ...]:
    """Every name `choose` accepts for the game: the levels, `random`, and the engine's
    extra players."""
    return (*LEVELS, RANDOM, *engine_for(game_id).players)


def choose(
    state: State,
    level: str,
    rng: random.Random,
    *,
    budget: Budget | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> Move:
    """The move the computer plays in `state` at `level` (or as the named player).

    `budget` replaces the level's own; `should_stop` is polled during the search and ends
    it early (the move is then the best found so far)."""
    if state.outcome is not None:
        raise IllegalMove(game_over(state.outcome))
    engine = engine_for(state.game_id)
    if level == RANDOM:
        return rng.choice(list(state.legal_moves()))
    if level in engine.players:
        return engine.players[level](state, rng)
    if level not in LEVELS:
        known = ", ".join(players(state.game_id))
        raise UnknownLevel(Message("game-ai-unknown-level", level=quoted(level), levels=known))
    chosen = budget or engine.budgets[level]
    return engine.search(state, chosen, rng, Allowance(chosen.work, should_stop))


__all__ = ["LEVELS", "RANDOM", "Budget", "NoEngine", "UnknownLevel", "choose", "players"]
