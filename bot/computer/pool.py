"""The process pool the computer thinks in, so thinking never blocks the bot.

A search is pure Python CPU work: in a thread it would hold the interpreter lock and
stall every other interaction, so each runs in a worker process instead, at most one
per core. The event loop only awaits the future (`run_in_executor`).

Workers are started with `spawn`, not `fork`: the bot's process runs threads (the
database connection's, `asyncio.to_thread` renders), and forking a process with threads
can copy a lock held by one of them into the child, which then hangs for good. A
spawned worker imports only what it needs (`games`, `ai`) and works the same under
pytest, on every operating system. Workers start on the first search, not with the
bot, so a bot nobody plays costs no process.

Cancelling: a queued search is simply dropped; a running one cannot be interrupted
from outside, so each search has a ticket and the bot writes the ticket into a slot of
shared memory, which the search polls (`bot.computer.thinking.think`) and stops at.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from itertools import count

from bot.computer.thinking import Turn, adopt_worker, think

SLOTS = 1024
"""Cancellation slots; far more than searches ever run at once, so a slot is reused
only long after its last search ended."""
NICENESS = 10
"""How far workers step back behind the bot's own process for the processor."""


def cores() -> int:
    """The cores this process may run on."""
    if hasattr(os, "sched_getaffinity"):
        return len(os.sched_getaffinity(0))
    return os.cpu_count() or 1


class ThinkingPool:
    """`think` a turn in a worker process; `cancel` it; `close` the pool."""

    def __init__(self, workers: int | None = None, *, niceness: int = NICENESS) -> None:
        self._workers = workers or cores()
        self._niceness = niceness
        self._context = multiprocessing.get_context("spawn")
        self._cancelled = self._context.RawArray("q", SLOTS)
        self._tickets = count(1)
        self._executor: ProcessPoolExecutor | None = None
        self._running: dict[int, asyncio.Future[str]] = {}

    @property
    def workers(self) -> int:
        return self._workers

    def start(self) -> None:
        if self._executor is None:
            self._executor = ProcessPoolExecutor(
                max_workers=self._workers,
                mp_context=self._context,
                initializer=adopt_worker,
                initargs=(self._cancelled, self._niceness),
            )

    def _replace_executor(self) -> None:
        if self._executor is not None:  # not if the pool was closed meanwhile
            self._shut_down()
            self.start()

    def ticket(self) -> int:
        """A new search's number, to hand to `think` and to `cancel`."""
        return next(self._tickets)

    async def think(self, turn: Turn) -> str:
        """The notation the search of `turn` chose; raises `CancelledError` if the
        search was cancelled before it started."""
        if self._executor is None:
            raise RuntimeError("the thinking pool is not started")
        loop = asyncio.get_running_loop()
        future = loop.run_in_executor(self._executor, think, turn)
        self._running[turn.ticket] = future
        try:
            return await future
        except BrokenProcessPool:
            # A worker died (killed, out of memory): the executor refuses every search
            # from now on, so the next one gets a fresh executor.
            self._replace_executor()
            raise
        finally:
            self._running.pop(turn.ticket, None)

    def cancel(self, ticket: int) -> None:
        """Stop the search `ticket`: dropped if still queued, told to stop if running."""
        self._cancelled[ticket % SLOTS] = ticket
        future = self._running.get(ticket)
        if future is not None:
            future.cancel()

    def close(self) -> None:
        """Stop every search and the workers; queued searches are dropped."""
        for ticket in list(self._running):
            self.cancel(ticket)
        self._shut_down()

    def _shut_down(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
