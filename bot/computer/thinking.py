"""What runs in a worker process: one search, from plain data to a move's notation.

The worker gets the match as picklable plain data (game, options, seed, moves), rebuilds
the exact state by replaying the moves, and asks `ai.choose` for the computer's move
with a seed derived from the match and the ply, so the same turn always thinks the same
way. It imports only `games` and `ai` (no Discord, no database), which keeps a worker's
start-up short.

Two things cut a search short, both read through `should_stop`: the time limit (the
computer must never lose on time, so a turn is answered within seconds however loaded
the machine is) and a cancellation flag in memory shared with the bot, which the bot
raises when the match ends or the move is taken back.
"""

from __future__ import annotations

import random
import time
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import ai
import games

_cancelled: Sequence[int] = ()
"""The pool's cancellation slots (`ThinkingPool`), installed in each worker at start."""


@dataclass(frozen=True, slots=True)
class Turn:
    """One turn of the computer to think about, in plain data."""

    ticket: int
    """The pool's number for this search: its cancellation slot is `ticket % slots`."""
    game_id: str
    options: Mapping[str, Any]
    seed: int
    moves: tuple[str, ...]
    level: str
    seconds: float
    """The most a search may take before it answers with the best move found so far."""


def adopt_worker(cancelled: Sequence[int]) -> None:
    """The pool's initializer: keep the shared cancellation slots (the pool has
    stepped the worker back behind the bot already: `bot/core/niceness.py`)."""
    global _cancelled  # noqa: PLW0603 (one per worker process, set once at its start)
    _cancelled = cancelled


def think_seed(seed: int, ply: int) -> int:
    """The seed of the search at `ply` of a match seeded `seed`."""
    return random.Random(f"computer/{seed}/{ply}").getrandbits(63)


def think(turn: Turn) -> str:
    """The notation of the computer's move in `turn`."""
    state = games.get(turn.game_id).replay(turn.moves, turn.options, turn.seed)
    deadline = time.monotonic() + turn.seconds
    slot = turn.ticket % len(_cancelled) if _cancelled else None

    def should_stop() -> bool:
        if slot is not None and _cancelled[slot] == turn.ticket:
            return True
        return time.monotonic() >= deadline

    rng = random.Random(think_seed(turn.seed, len(turn.moves)))
    return str(ai.choose(state, turn.level, rng, should_stop=should_stop))
