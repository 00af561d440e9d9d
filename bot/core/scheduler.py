"""The one background loop that fires every timer of the bot: reminders, time-outs,
vacation ends, held messages, daily digests, challenge expiry and tournament round
deadlines. The bot builds one (`bot/services.py`) and starts it once every feature has
registered its handlers (`bot/app.py`).

It never scans matches. It asks the timers table for the earliest due time (one index
lookup), sleeps until then, fires what is due and asks again; scheduling a timer earlier
than the planned wake-up cuts the sleep short. So thousands of slow matches cost one
sleeping task, and because the timers live in the database a restarted bot simply
picks up where the last one stopped, firing at once whatever fell due while it was
away.

Several processes may share the timers table (a sharded bot, `ShardOwnership`): each
fires only the timers of its own shards, and claims a due timer before firing it
(`TimerStore.claim_due`), so a timer two processes both see fires once. A claim lasts
`CLAIM` and ends when the timer is finished; a process that dies holding one leaves
the timer to fall due again when the claim runs out, so it is late, never lost.

The sleep is a plain `asyncio.sleep` in a task of its own, which keeps the loop
drivable by a virtual event-loop clock in tests (SimCord's `advance_time`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Awaitable, Callable, Mapping
from datetime import datetime, timedelta
from typing import Any

from bot.core.timer_store import Timer, TimerStore

log = logging.getLogger(__name__)

TimerHandler = Callable[[Timer], Awaitable[None]]
Now = Callable[[], datetime]

_BATCH = 100
_RETRY_AFTER = timedelta(minutes=1)
CLAIM = timedelta(minutes=5)
"""How long a fired timer stays claimed before another process may fire it again: far
longer than a handler takes (they store a few rows and post a message or two), short
enough that a time-out held by a dead process comes back within minutes."""
SHARED_NAP = timedelta(minutes=1)
"""The longest sleep of a process that shares the timers table: a timer another
process sets for our shards (a held message, the computer's turn after a restart)
cannot cut our sleep short, so we look again at least this often."""


class Scheduler:
    """Fires stored timers on time, by kind, through the handlers given to `on`.

    `longest_nap` bounds a sleep even when nothing is due: the event loop's clock stops
    while a host is suspended, the wall clock does not, so without a bound a timer could
    fire late by the whole suspension. Six hours keeps that lateness small against
    correspondence time controls counted in days, and idle wake-ups rare; a process
    that shares the timers table with others naps at most `SHARED_NAP`.
    """

    def __init__(
        self, timers: TimerStore, now: Now, *, longest_nap: timedelta = timedelta(hours=6)
    ) -> None:
        self._timers = timers
        self._now = now
        self._longest_nap = longest_nap if timers.shards.owns_all else SHARED_NAP
        self._handlers: dict[str, TimerHandler] = {}
        self._task: asyncio.Task[None] | None = None
        self._nap: asyncio.Task[None] | None = None
        self._wake_at: datetime | None = None
        self._changed = False

    def on(self, kind: str, handler: TimerHandler) -> None:
        """Route due timers of `kind` to `handler` (one handler per kind)."""
        if kind in self._handlers:
            raise ValueError(f"timers of kind {kind!r} already have a handler")
        self._handlers[kind] = handler

    # -- the timers

    async def schedule(
        self,
        kind: str,
        key: str,
        due_at: datetime,
        payload: dict[str, Any] | None = None,
        *,
        guild_id: int | None,
        wake: bool = True,
    ) -> None:
        """Set (or move) the timer `kind`/`key`; wakes the loop if it is now due sooner.
        `guild_id` names the server the timer is about (None: none), whose process
        fires it. `wake=False` stores a fallback the caller means to cancel (a board's
        retry, stored with the move and dropped once the board is posted) without
        waking the loop for it: only a crash leaves it standing, and the next process's
        loop finds it."""
        await self._timers.put(kind, key, due_at, payload, guild_id=guild_id)
        if wake:
            self._woken_for(due_at)

    async def plan(
        self, key: str, dues: Mapping[str, datetime | None], *, guild_id: int | None
    ) -> None:
        """Set (or move) the timer of each kind in `dues` for `key`, cancel it where the
        due time is None: `schedule` and `cancel` for several kinds of one key (a
        clock's reminder and time-out) in as few trips to the database as can be."""
        await self._timers.put_all(key, dues, guild_id=guild_id)
        for due_at in dues.values():
            if due_at is not None:
                self._woken_for(due_at)

    def _woken_for(self, due_at: datetime) -> None:
        """A timer was set: the loop looks again, and at once if it is due sooner than
        the planned wake-up."""
        self._changed = True
        if self._nap is not None and self._wake_at is not None and due_at < self._wake_at:
            self._nap.cancel()

    async def cancel(self, kind: str, key: str) -> None:
        await self._timers.cancel(kind, key)

    async def fire_due(self) -> int:
        """Fire every timer of our shards that is due now and that we claimed, earliest
        first; returns how many fired.

        A handler that fails is logged and its timer dropped, so one bad row cannot
        wedge the loop; a handler may schedule its own kind and key again (a reminder
        setting up the next one), and that new timer stays.
        """
        fired = 0
        while batch := await self._timers.claim_due(self._now(), _BATCH, self._now() + CLAIM):
            for timer in batch:
                await self._fire(timer)
                await self._timers.finish(timer)
            fired += len(batch)
        return fired

    async def _fire(self, timer: Timer) -> None:
        handler = self._handlers.get(timer.kind)
        if handler is None:
            log.error("dropping timer %s/%s: no handler for its kind", timer.kind, timer.key)
            return
        try:
            await handler(timer)
        except Exception:
            log.exception("timer %s/%s failed", timer.kind, timer.key)

    # -- the loop

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="scheduler-loop")

    async def stop(self) -> None:
        if self._task is None:
            return
        self._task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await self._task
        self._task = None

    async def _run(self) -> None:
        try:
            await self._timers.stamp_shards()
        except Exception:  # the timers stay where they were; the next start stamps them
            log.exception("stamping the timers with their shards failed")
        while True:
            self._changed = False
            try:
                await self.fire_due()
                earliest = await self._timers.earliest_due_at()
            except Exception:  # a database hiccup must not stop every clock for good
                log.exception("reading the timers failed; trying again shortly")
                earliest = self._now() + _RETRY_AFTER
            if self._changed:
                continue  # a timer was set while we looked: look again before sleeping
            now = self._now()
            self._wake_at = now + self._longest_nap
            if earliest is not None:
                self._wake_at = min(self._wake_at, max(now, earliest))
            seconds = (self._wake_at - now).total_seconds()
            self._nap = asyncio.create_task(asyncio.sleep(seconds), name="scheduler-nap")
            try:
                await asyncio.wait({self._nap})
            finally:
                self._nap.cancel()
                self._nap = None
