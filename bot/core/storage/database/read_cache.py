"""A small cache in front of rows read on every move and written rarely."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable
from contextlib import asynccontextmanager
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class ReadCache(Generic[K, V]):
    """The last `size` values a store read by key, for rows read on every move and
    changed rarely (a server's pace settings, a member's notification choices), so a
    burst of moves does not queue for them behind the database lock.

    Sound while this process is the only writer of the cached rows (true of SQLite's
    one process; with several processes over one PostgreSQL database, only for rows
    that one process alone writes, such as a server's on its shard), or while it hears
    every other process's change (`sound`: the store's `Database.listen` says so, and
    its callbacks `drop` what changed, or everything when it stops hearing), and a
    store wraps every write of such a row in `changing(key)`, in a transaction of its
    own (so no rolled-back write is left cached): the key is dropped once the write is
    done, and a read that overlapped the write (or a drop) is used but never kept.
    While not `sound`, nothing kept is used and nothing read is kept."""

    def __init__(self, size: int, sound: Callable[[], bool] = lambda: True) -> None:
        self._size = size
        self._sound = sound
        self._values: OrderedDict[K, V] = OrderedDict()
        self._writes = 0

    async def get(self, key: K, read: Callable[[K], Awaitable[V]]) -> V:
        sound = self._sound()
        if sound and key in self._values:
            self._values.move_to_end(key)
            return self._values[key]
        writes_before = self._writes
        value = await read(key)
        if sound and self._writes == writes_before and self._sound():
            self._values[key] = value
            while len(self._values) > self._size:
                self._values.popitem(last=False)
        return value

    def drop(self, matching: Callable[[K], bool]) -> None:
        """Forget every kept value whose key is `matching` (rows deleted wholesale, as
        when a member is forgotten), and any read overlapping this."""
        self._writes += 1
        for key in [key for key in self._values if matching(key)]:
            del self._values[key]

    def peek(self, key: K) -> V | None:
        """The value kept for `key`, without reading it (None when nothing is kept, or
        while not `sound`): for a caller asking only whether what it saw is news."""
        return self._values.get(key) if self._sound() else None

    def forget(self, key: K) -> None:
        """`key`'s row changed elsewhere (another process said so): forget its value,
        and any read overlapping this. `drop` for one key, without looking at every
        other (a change heard of is most often of a member not kept)."""
        self._writes += 1
        self._values.pop(key, None)

    @asynccontextmanager
    async def changing(self, key: K) -> AsyncIterator[None]:
        """Around a write of `key`'s row: no read from before it stays cached."""
        self._writes += 1
        try:
            yield
        finally:
            self._writes += 1
            self._values.pop(key, None)
