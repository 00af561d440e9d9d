"""The most recently used values by key, at most a given number of them: the memory a
process keeps of what it computed or read last (states, clocks), bounded so that a
long-running bot does not grow without end."""

from __future__ import annotations

from collections import OrderedDict
from collections.abc import Hashable
from typing import Generic, TypeVar

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")


class Recent(Generic[K, V]):
    """At most `size` values; the one kept or looked up longest ago goes first."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._values: OrderedDict[K, V] = OrderedDict()

    def get(self, key: K) -> V | None:
        """The value kept for `key` (None if none is: keep no None), now the most recent."""
        value = self._values.get(key)
        if value is not None:
            self._values.move_to_end(key)
        return value

    def keep(self, key: K, value: V) -> None:
        self._values[key] = value
        self._values.move_to_end(key)
        while len(self._values) > self._size:
            self._values.popitem(last=False)

    def forget(self, key: K) -> None:
        self._values.pop(key, None)
