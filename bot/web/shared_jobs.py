"""Results of worker jobs kept by key, and shared while they run: five hundred pages
asking for the same position at the same moment (a move on a watched match) start one
job, not five hundred. Bounded: the least recently asked is forgotten first. A failed
job is forgotten, so the next asking tries again."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import Awaitable, Callable, Hashable
from typing import Generic, TypeVar

T = TypeVar("T")


class SharedJobs(Generic[T]):
    def __init__(self, kept: int) -> None:
        self._kept = kept
        self._jobs: OrderedDict[Hashable, asyncio.Future[T]] = OrderedDict()

    async def get(self, key: Hashable, start: Callable[[], Awaitable[T]]) -> T:
        """The result for `key`: kept, running, or started now by `start()`."""
        job = self._jobs.get(key)
        if job is None:
            job = asyncio.ensure_future(start())
            self._jobs[key] = job
            while len(self._jobs) > self._kept:
                self._jobs.popitem(last=False)
        self._jobs.move_to_end(key)
        try:
            # Shielded: one visitor leaving does not cancel the job the others await.
            return await asyncio.shield(job)
        except Exception:
            if self._jobs.get(key) is job:
                del self._jobs[key]
            raise
