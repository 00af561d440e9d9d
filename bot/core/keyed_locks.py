"""One asyncio lock per key (a match id, a tournament id), made on first use and
forgotten once nobody holds or waits on it, so a long-running bot does not keep a lock
for every match it ever saw."""

from __future__ import annotations

import asyncio
import weakref
from collections.abc import Hashable


class KeyedLocks:
    def __init__(self) -> None:
        self._locks: weakref.WeakValueDictionary[Hashable, asyncio.Lock] = (
            weakref.WeakValueDictionary()
        )

    def __call__(self, key: Hashable) -> asyncio.Lock:
        """The lock of `key`: `async with locks(match_id): ...`."""
        lock = self._locks.get(key)
        if lock is None:
            lock = self._locks[key] = asyncio.Lock()
        return lock
