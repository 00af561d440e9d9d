"""How much thinking a move may cost: a level's budget, and the allowance spent during one
search.

A level is a budget, not a time: the same state, level, seed and budget always give the
same move, on any machine and under any load. A caller that must also bound wall-clock
time (the bot's worker) hands in `should_stop`, a callable the search polls now and then;
the search itself never reads a clock, so only that caller's choice can make a move
depend on the machine.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

LEVELS = ("easy", "medium", "hard")
"""The computer's levels, weakest first."""

POLL_EVERY = 64
"""Work units between two calls of `should_stop`: often enough to stop within a few
milliseconds, rarely enough to cost nothing."""


@dataclass(frozen=True, slots=True)
class Budget:
    """`work` units (search nodes, playout iterations or evaluated turns, as each game's
    engine counts them) and a cap on the search `depth` where the engine has one."""

    work: int
    depth: int = 64

    def __post_init__(self) -> None:
        if self.work < 1 or self.depth < 1:
            raise ValueError("a budget needs at least one unit of work and a depth of one")


class OutOfBudget(Exception):
    """Raised inside a search when its allowance is spent; the search keeps the best
    answer of its last finished round."""


class Allowance:
    """The work left to one search. `spend` counts units; once the budget is used up, or
    the caller's `should_stop` says so, `spent` becomes true for good."""

    __slots__ = ("_polled", "_should_stop", "left", "spent")

    def __init__(self, work: int, should_stop: Callable[[], bool] | None = None) -> None:
        self.left = work
        self.spent = False
        self._should_stop = should_stop
        self._polled = 0

    def spend(self, units: int = 1) -> bool:
        """Count `units` of work; returns True while the search may go on."""
        self.left -= units
        if self.left <= 0:
            self.spent = True
        elif self._should_stop is not None:
            self._polled += units
            if self._polled >= POLL_EVERY:
                self._polled = 0
                self.spent = bool(self._should_stop())
        return not self.spent

    def charge(self, units: int = 1) -> None:
        """`spend`, raising `OutOfBudget` once the allowance is gone."""
        if not self.spend(units):
            raise OutOfBudget
