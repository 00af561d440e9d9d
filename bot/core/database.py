"""The one SQLite connection the bot owns, and the transactions every store runs in.

aiosqlite runs all statements of a connection on one worker thread, so two coroutines
that interleave statements on it would share a transaction without knowing. `Database`
therefore serialises access with an asyncio lock: a `transaction()` (writes, BEGIN
IMMEDIATE, commit or roll back) or a `reading()` block (plain reads) owns the
connection until it ends. Every store class, ours and our colleagues', takes the same
`Database` so the whole bot commits through one place.

A use case that spans several stores (a move, its clock and its timers) opens one
`transaction()` and calls the stores inside it: a `transaction()` or `reading()` block
opened by the task that already owns the connection joins the open transaction instead
of waiting for itself, so everything commits together or not at all. A joined block
has no savepoint of its own: if it fails, the whole transaction must fail with it.
"""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from collections.abc import AsyncIterator, Awaitable, Callable, Hashable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Generic, TypeVar

import aiosqlite

from bot.core.migrations import apply_migrations

K = TypeVar("K", bound=Hashable)
V = TypeVar("V")

_PRAGMAS = (
    "PRAGMA journal_mode=WAL",  # readers never wait for the writer
    "PRAGMA synchronous=NORMAL",  # safe with WAL, and far fewer fsyncs
    "PRAGMA foreign_keys=ON",
    "PRAGMA busy_timeout=5000",  # another process holding the write lock: wait, not fail
)


class Database:
    """An open, migrated SQLite database in WAL mode."""

    def __init__(self, connection: aiosqlite.Connection) -> None:
        self._connection = connection
        self._lock = asyncio.Lock()
        self._owner: asyncio.Task[object] | None = None

    @classmethod
    async def open(cls, path: str | Path) -> Database:
        """Open (creating if needed) the database at `path` and bring its schema up to
        date. `":memory:"` gives a private in-memory database, handy in tests."""
        if str(path) != ":memory:":
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        # isolation_level=None: we issue BEGIN/COMMIT ourselves, so nothing opens a
        # transaction behind our back.
        connection = await aiosqlite.connect(str(path), isolation_level=None)
        connection.row_factory = aiosqlite.Row
        for pragma in _PRAGMAS:
            # Some pragmas answer with a row; closing the cursor ends the statement.
            async with connection.execute(pragma):
                pass
        database = cls(connection)
        async with database.transaction() as conn:
            await apply_migrations(conn)
        return database

    @asynccontextmanager
    async def transaction(self) -> AsyncIterator[aiosqlite.Connection]:
        """Own the connection inside one write transaction; any exception rolls back.
        Inside a transaction of the same task, join it (see the module doc)."""
        if self._owned_here():
            yield self._connection
            return
        async with self._owned():
            await self._connection.execute("BEGIN IMMEDIATE")
            try:
                yield self._connection
            except BaseException:
                await self._connection.execute("ROLLBACK")
                raise
            await self._connection.execute("COMMIT")

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[aiosqlite.Connection]:
        """Own the connection for a few reads, so they never see another coroutine's
        half-done transaction; inside this task's own transaction, read in it."""
        if self._owned_here():
            yield self._connection
            return
        async with self._owned():
            yield self._connection

    def _owned_here(self) -> bool:
        return self._owner is not None and self._owner is asyncio.current_task()

    @asynccontextmanager
    async def _owned(self) -> AsyncIterator[None]:
        """Hold the lock, remembering which task holds it (a task, not a context: a task
        started inside the block must wait like any other)."""
        async with self._lock:
            self._owner = asyncio.current_task()
            try:
                yield
            finally:
                self._owner = None

    async def fetch_one(self, sql: str, parameters: Sequence[object] = ()) -> aiosqlite.Row | None:
        """The first row of one read query, or None: most reads of a store are just this,
        so they need not each open a `reading()` block and a cursor."""
        rows = await self.fetch_all(sql, parameters)
        return rows[0] if rows else None

    async def fetch_all(self, sql: str, parameters: Sequence[object] = ()) -> list[aiosqlite.Row]:
        """Every row of one read query, like `fetch_one`: in one trip to the database
        thread (statement, rows and cursor all there), where a cursor costs three."""
        async with self.reading() as conn:
            return list(await conn.execute_fetchall(sql, parameters))

    async def schema_version(self) -> int:
        row = await self.fetch_one("PRAGMA user_version")
        return int(row[0])

    async def journal_mode(self) -> str:
        row = await self.fetch_one("PRAGMA journal_mode")
        return str(row[0])

    async def trace(self, callback: Callable[[str], object] | None) -> None:
        """Hand every statement the connection runs, with its values, to `callback`
        (None stops): how the query-plan test and the benchmarks see what the stores
        really send."""
        await self._connection.set_trace_callback(callback)

    async def close(self) -> None:
        await self._connection.close()


class ReadCache(Generic[K, V]):
    """The last `size` values a store read by key, for rows read on every move and
    changed rarely (a server's pace settings, a member's notification choices), so a
    burst of moves does not queue for them behind the database lock.

    Sound because this process is the database's only writer and a store wraps every
    write of such a row in `changing(key)`, in a transaction of its own (so no
    rolled-back write is left cached): the key is dropped once the write is done, and a
    read that overlapped the write is used but never kept."""

    def __init__(self, size: int) -> None:
        self._size = size
        self._values: OrderedDict[K, V] = OrderedDict()
        self._writes = 0

    async def get(self, key: K, read: Callable[[K], Awaitable[V]]) -> V:
        if key in self._values:
            self._values.move_to_end(key)
            return self._values[key]
        writes_before = self._writes
        value = await read(key)
        if self._writes == writes_before:
            self._values[key] = value
            while len(self._values) > self._size:
                self._values.popitem(last=False)
        return value

    @asynccontextmanager
    async def changing(self, key: K) -> AsyncIterator[None]:
        """Around a write of `key`'s row: no read from before it stays cached."""
        self._writes += 1
        try:
            yield
        finally:
            self._writes += 1
            self._values.pop(key, None)
