"""`ReadCache`: a value read once is served from memory until its row is written, and
a read that overlapped a write is never kept (it may hold the row from before)."""

from __future__ import annotations

import asyncio

from bot.core.storage.database import ReadCache


class Table:
    def __init__(self) -> None:
        self.rows = {"a": 1}
        self.reads = 0

    async def read(self, key: str) -> int:
        self.reads += 1
        return self.rows[key]


async def test_a_value_is_read_once_until_its_row_changes():
    table, cache = Table(), ReadCache[str, int](10)
    assert [await cache.get("a", table.read) for _ in range(3)] == [1, 1, 1]
    assert table.reads == 1
    async with cache.changing("a"):
        table.rows["a"] = 2
    assert await cache.get("a", table.read) == 2


async def test_a_read_that_overlaps_a_write_is_not_kept():
    table, cache = Table(), ReadCache[str, int](10)
    reading, written = asyncio.Event(), asyncio.Event()

    async def slow_read(key: str) -> int:
        value = table.rows[key]  # read before the write commits...
        reading.set()
        await written.wait()  # ...and handed back after it
        return value

    stale = asyncio.create_task(cache.get("a", slow_read))
    await reading.wait()
    async with cache.changing("a"):
        table.rows["a"] = 2
    written.set()
    assert await stale == 1
    assert await cache.get("a", table.read) == 2


async def test_the_least_recently_used_value_goes_first():
    table, cache = Table(), ReadCache[str, int](2)
    table.rows.update(b=2, c=3)
    for key in ("a", "b", "a", "c", "a", "b"):
        await cache.get(key, table.read)
    assert table.reads == 4  # a, b, c, then b again: it was the oldest when c came


async def test_nothing_is_served_or_kept_while_it_is_not_sound():
    """A process that stops hearing other processes' changes reads afresh until it
    hears again (`sound`), and keeps values again from then on."""
    table, hearing = Table(), [True]
    cache = ReadCache[str, int](10, lambda: hearing[0])
    await cache.get("a", table.read)
    hearing[0] = False
    cache.drop(lambda _: True)  # what a store does when it stops hearing
    table.rows["a"] = 2  # a change this process did not hear of
    assert [await cache.get("a", table.read) for _ in range(2)] == [2, 2]
    assert table.reads == 3
    hearing[0] = True
    assert [await cache.get("a", table.read) for _ in range(2)] == [2, 2]
    assert table.reads == 4


async def test_a_read_during_which_hearing_stopped_is_not_kept():
    table, hearing = Table(), [True]
    cache = ReadCache[str, int](10, lambda: hearing[0])
    reading, lost = asyncio.Event(), asyncio.Event()

    async def slow_read(key: str) -> int:
        reading.set()
        await lost.wait()
        return table.rows[key]

    read = asyncio.create_task(cache.get("a", slow_read))
    await reading.wait()
    hearing[0] = False  # before the store is told (and drops everything)
    lost.set()
    assert await read == 1
    hearing[0] = True
    await cache.get("a", table.read)
    assert table.reads == 1  # read again: the overlapping read was not kept


async def test_a_value_forgotten_is_read_again_and_an_overlapping_read_not_kept():
    """A change another process made, heard of (`forget`), as `changing` for one's own."""
    table, cache = Table(), ReadCache[str, int](10)
    table.rows["b"] = 5
    await cache.get("a", table.read)
    reading, heard = asyncio.Event(), asyncio.Event()

    async def slow_read(key: str) -> int:
        value = table.rows[key]
        reading.set()
        await heard.wait()
        return value

    overlapping = asyncio.create_task(cache.get("b", slow_read))
    await reading.wait()
    table.rows["a"] = 2
    cache.forget("a")
    heard.set()
    assert await overlapping == 5
    assert await cache.get("a", table.read) == 2
    await cache.get("b", table.read)
    assert table.reads == 3  # a twice, b again: the overlapping read was not kept
