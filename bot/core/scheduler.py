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

A handler that fails is no reason to lose its timer either (the computer whose turn
timer was dropped after one database hiccup never answered again in that match): the
timer is set again after a backoff that doubles with each failure in a row, from
`FIRST_RETRY` up to `LONGEST_RETRY`, and every failure is logged. Handlers check the
stored state before they act, so firing again repeats nothing that already happened.

The sleep is a plain `asyncio.sleep` in a task of its own, which keeps the loop
drivable by a virtual event-loop clock in tests (SimCord's `advance_time`).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Mapping
from datetime import datetime, timedelta
from typing import Any

from bot.core.background import cancelled
from bot.core.scope import Scope
from bot.core.storage.timer_store import Timer, TimerStore

log = logging.getLogger(__name__)

TimerHandler = Callable[[Timer], Awaitable[None]]
Now = Callable[[], datetime]

_BATCH = 100
_RETRY_AFTER = timedelta(minutes=1)
CLAIM = timedelta(minutes=5)
"""How long a fired timer stays claimed before another process may fire it again: far
longer than a handler takes (they store a few rows and post a message or two), short
enough that a time-out held by a dead process comes back within minutes."""
FIRST_RETRY = timedelta(minutes=1)
"""How long a timer whose handler failed waits before it fires again (a transient
database or Discord error is usually over by then)."""
LONGEST_RETRY = timedelta(hours=1)
"""The backoff's cap: a timer that keeps failing is tried at least hourly, for good."""
SHARED_NAP = timedelta(minutes=1)
"""The longest sleep of a process that shares the timers table: a timer another
process sets for our shards (a held message, the computer's turn after a restart)
cannot cut our sleep short, so we look again at least this often."""


def retry_after(failures: int) -> timedelta:
    """How long a timer whose handler has now failed `failures + 1` times in a row
    waits: `FIRST_RETRY`, doubled with each failure, at most `LONGEST_RETRY`."""
    return min(LONGEST_RETRY, FIRST_RETRY * 2 ** min(failures, 16))


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
        self._fired_watcher: Callable[[Timer, float], object] | None = None

    def watch_fired(self, callback: Callable[[Timer, float], object] | None) -> None:
        """Hand `callback` each timer the loop fires and how many seconds after its due
        time (None stops): the metrics."""
        self._fired_watcher = callback

    @property
    def alive(self) -> bool:
        """Whether the loop runs (started, and not ended by anything)."""
        return self._task is not None and not self._task.done()

    def on(self, kind: str, handler: TimerHandler) -> None:
        """Route due timers of `kind` to `handler` (one handler per kind)."""
        if kind in self._handlers:
            raise ValueError(f"timers of kind {kind!r} already have a handler")
        self._handlers[kind] = handler

    @property
    def kinds(self) -> frozenset[str]:
        """Every kind of timer with a handler: the registry a test walks, so a new
        kind cannot slip past what every timer must withstand."""
        return frozenset(self._handlers)

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
        scope: Scope | None = None,
    ) -> None:
        """Set (or move) the timer `kind`/`key`; wakes the loop if it is now due sooner.
        `guild_id` names the server the timer is about (None: none), whose process
        fires it. `wake=False` stores a fallback the caller means to cancel (a board's
        retry, stored with the move and dropped once the board is posted) without
        waking the loop for it: only a crash leaves it standing, and the next process's
        loop finds it. `scope`: what setting it locks, when not the server (a
        member's own timer: `Scope.member`)."""
        await self._timers.put(kind, key, due_at, payload, guild_id=guild_id, scope=scope)
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

    async def keys(self, kind: str) -> list[str]:
        """The keys of every timer of `kind` set (a kind of few timers: server purges)."""
        return await self._timers.keys(kind)

    async def take(self, timer: Timer) -> bool:
        """For a handler whose effect must happen once per timer: remove the timer in
        the transaction that records the effect, and act only if this call took it.
        A second firing (a claim that ran out under a slow or dead process) finds it
        gone; a failed transaction leaves it for the scheduler's retry."""
        return await self._timers.take(timer)

    async def take_and_set(
        self, timer: Timer, due_at: datetime, payload: dict[str, Any] | None = None
    ) -> bool:
        """`take`, and set the timer's next occurrence in the same transaction (a lease:
        should this firing never finish, the next one comes then)."""
        taken = await self._timers.take_and_set(timer, due_at, payload)
        if taken:
            self._woken_for(due_at)
        return taken

    async def fire_due(self) -> int:
        """Fire every timer of our shards that is due now and that we claimed, earliest
        first; returns how many fired.

        A handler that fails is logged and its timer set again after a backoff
        (`retry_after`), so one bad row can neither wedge the loop nor be lost; a
        handler may schedule its own kind and key again (a reminder setting up the next
        one), and that new timer stays.
        """
        fired = 0
        while batch := await self._timers.claim_due(self._now(), _BATCH, self._now() + CLAIM):
            for timer in batch:
                if self._fired_watcher is not None:
                    late = (self._now() - timer.due_at).total_seconds()
                    self._fired_watcher(timer, late)
                if await self.fire(timer):
                    await self._timers.finish(timer)
                else:
                    await self._timers.retry(timer, self._now() + retry_after(timer.failures))
            fired += len(batch)
        return fired

    async def fire(self, timer: Timer) -> bool:
        """Run the handler of `timer`, claimed or not; whether it succeeded. The loop's
        own step, and what a test calls to fire a timer as a second process would."""
        handler = self._handlers.get(timer.kind)
        again = retry_after(timer.failures)
        if handler is None:  # a newer release's kind, met during a rolling restart
            log.error("timer %s/%s has no handler; again in %s", timer.kind, timer.key, again)
            return False
        try:
            await handler(timer)
        except Exception:
            log.exception(
                "timer %s/%s failed (%d before in a row); again in %s",
                timer.kind,
                timer.key,
                timer.failures,
                again,
            )
            return False
        return True

    # -- the loop

    def start(self) -> None:
        if self._task is None:
            self._task = asyncio.create_task(self._run(), name="scheduler-loop")

    async def stop(self) -> None:
        if self._task is None:
            return
        await cancelled(self._task)
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
