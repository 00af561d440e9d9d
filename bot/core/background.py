"""Work the bot does after it has answered a member: the event handlers (direct
messages, a tournament round's threads).

Each task is kept until it finishes, so none is garbage-collected half-way and the bot
can wait for all of them, or cancel them, when it closes. Tasks given the same key run
one after another in the order they were started, so two events of one match are
handled in the order they happened even when the first handler is slow.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Coroutine, Hashable, Iterable
from typing import Any

log = logging.getLogger(__name__)


class BackgroundTasks:
    def __init__(self) -> None:
        self._tasks: set[asyncio.Task[None]] = set()
        self._last: dict[Hashable, asyncio.Task[None]] = {}

    async def run(self, key: Hashable, work: Coroutine[Any, Any, None]) -> None:
        """`start`, for callers that await (the event bus's `Runner`)."""
        self.start(key, work)

    def start(self, key: Hashable, work: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        """Run `work` in the background, after the unfinished work started under `key`."""
        previous = self._last.get(key)
        task = asyncio.create_task(self._after(previous, work))
        self._last[key] = task
        self._tasks.add(task)
        task.add_done_callback(lambda done: self._forget(key, done))
        return task

    async def settled(self, keys: Iterable[Hashable]) -> None:
        """Wait until the work started so far under each of `keys` has finished (a
        match's events, handled before its players' data is touched)."""
        started = [self._last[key] for key in keys if key in self._last]
        if started:
            await asyncio.wait(started)

    async def drain(self) -> bool:
        """Wait until every task, and every task they start, has finished; whether there
        was anything to wait for."""
        waited = bool(self._tasks)
        while self._tasks:
            await asyncio.gather(*self._tasks, return_exceptions=True)
        return waited

    async def close(self) -> None:
        """Cancel what is still running and wait for it to stop."""
        for task in self._tasks:
            task.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await asyncio.gather(*self._tasks, return_exceptions=True)

    @staticmethod
    async def _after(previous: asyncio.Task[None] | None, work: Coroutine[Any, Any, None]) -> None:
        try:
            if previous is not None:
                await asyncio.wait({previous})
            await work
        except asyncio.CancelledError:
            work.close()
            raise
        except Exception:
            log.exception("background work failed")

    def _forget(self, key: Hashable, task: asyncio.Task[None]) -> None:
        self._tasks.discard(task)
        if self._last.get(key) is task:
            del self._last[key]


async def cancelled(task: asyncio.Task[Any]) -> None:
    """Cancel `task` and wait until it has ended: how a loop the bot keeps running (the
    scheduler's, the pages' poller, the page process's keeper, the database listener)
    is stopped when what runs it closes."""
    task.cancel()
    with contextlib.suppress(asyncio.CancelledError):
        await task
