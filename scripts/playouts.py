"""Seeded random matches: believable positions for the gallery and the render benchmark.

Only the engines' own legal moves are played, chosen by a seeded `random.Random`, so the
same arguments always give the same match.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from games.contract import Game, State


def random_moves(
    game: Game, options: Mapping[str, Any] | None = None, seed: int = 1, plies: int = 30
) -> list[str]:
    """Up to `plies` random legal moves from the start (fewer if the game ends)."""
    rng = random.Random(seed)
    state = game.start(options, seed)
    moves = []
    for _ in range(plies):
        legal = state.legal_moves()
        if not legal:
            break
        move = rng.choice(legal)
        moves.append(str(move))
        state = state.apply(move)
    return moves


def random_position(
    game: Game, options: Mapping[str, Any] | None = None, seed: int = 1, plies: int = 30
) -> State:
    """The state after `random_moves(game, options, seed, plies)`."""
    return game.replay(random_moves(game, options, seed, plies), options, seed)
