"""The worker pool the computer thinks in, so thinking never blocks the bot.

A search is pure Python CPU work, so each runs in a worker process of its own
`WorkerPool` (one per core but one, niced behind the bot's own process), apart from the
boards' pool, so a long search never delays a board. Workers start on the first search,
not with the bot, so a bot nobody plays against costs no process.

Cancelling: a queued search is simply dropped; a running one cannot be interrupted
from outside, so each search has a ticket and the bot writes the ticket into a slot of
shared memory, which the search polls (`bot.computer.thinking.think`) and stops at.
"""

from __future__ import annotations

import asyncio
import multiprocessing
from collections.abc import Callable
from itertools import count
from typing import Any, TypeVar

from bot.computer.thinking import Turn, adopt_worker, think
from bot.core.cores import core_count
from bot.core.niceness import SEARCH
from bot.core.worker_pool import WorkerPool

T = TypeVar("T")

SLOTS = 1024
"""Cancellation slots; far more than searches ever run at once, so a slot is reused
only long after its last search ended."""


def searching_cores(available: int) -> int:
    """Of `available` cores, one worker per core but one: a search keeps its core busy
    for seconds, and the core left over is the bot's and its boards', so members' moves
    keep their pace while the computer thinks in several matches (searches beyond that
    queue)."""
    return max(1, available - 1)


class ThinkingPool:
    """`think` a turn in a worker process; `cancel` it; `close` the pool."""

    def __init__(self, workers: int | None = None, *, niceness: int = SEARCH) -> None:
        self._cancelled = multiprocessing.get_context("spawn").RawArray("q", SLOTS)
        self._pool = WorkerPool(
            workers or searching_cores(core_count()),
            initializer=adopt_worker,
            initargs=(self._cancelled,),
            niceness=niceness,
            eager=False,
        )
        self._tickets = count(1)
        self._running: dict[int, asyncio.Future[str]] = {}

    @property
    def workers(self) -> int:
        return self._pool.workers

    def start(self) -> None:
        self._pool.start()

    def worker_ids(self) -> list[int]:
        """The process ids of the running workers."""
        return self._pool.worker_ids()

    def ticket(self) -> int:
        """A new search's number, to hand to `think` and to `cancel`."""
        return next(self._tickets)

    async def think(self, turn: Turn) -> str:
        """The notation the search of `turn` chose; raises `CancelledError` if the
        search was cancelled before it started."""
        search = asyncio.ensure_future(self._pool.run(think, turn))
        self._running[turn.ticket] = search
        try:
            return await search
        finally:
            self._running.pop(turn.ticket, None)

    async def run(self, job: Callable[..., T], *args: Any) -> T:
        """`job(*args)` in one of these workers: the computer's other long work (a
        game's review), which must not hold up the boards' pool any more than a search
        may, nor the bot's own process."""
        return await self._pool.run(job, *args)

    def cancel(self, ticket: int) -> None:
        """Stop the search `ticket`: dropped if still queued, told to stop if running."""
        self._cancelled[ticket % SLOTS] = ticket
        search = self._running.get(ticket)
        if search is not None:
            search.cancel()

    async def close(self) -> None:
        """Stop every search, then the workers; queued searches are dropped."""
        for ticket in list(self._running):
            self.cancel(ticket)
        await self._pool.close()
