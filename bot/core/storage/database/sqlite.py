"""The SQLite backend: one file in WAL mode, a writer connection and a reader.

aiosqlite runs all statements of a connection on one worker thread, so two coroutines
that interleave statements on it would share a transaction without knowing. Each
connection is therefore owned by one block at a time, behind its own asyncio lock: the
writer by a `transaction()` (BEGIN IMMEDIATE, commit or roll back), the reader by a
read outside any transaction. In WAL mode the reader never waits for the writer, so a
burst of moves does not hold up autocomplete; a read inside the task's own transaction
stays on the writer, where it sees the transaction's own writes.

A private `:memory:` database cannot be opened twice, so there the writer serves the
reads too, behind the one lock.

Every statement runs, reads its rows and closes its cursor in one trip to the
connection's thread (`SqliteConnection`), and the stores get the rows, never a live
cursor. Python's `sqlite3` shares a cached statement between the cursors that run the
same SQL, and a cursor left open after its statement finished still holds it: freed
later, wherever its last reference goes (SimCord's event loop keeps the futures that
carry cursors in reference cycles, so the cyclic collector frees them at any moment,
on any thread), it resets the statement and marks it unused while another cursor may
be running it, whose next bind then fails with "bad parameter or other API misuse"
(tests/bot/core/test_sqlite_cursors.py). A cursor closed on its own thread holds
nothing, so freeing it anywhere is harmless; one trip instead of aiosqlite's three
(execute, fetch, close) is also faster.
"""

from __future__ import annotations

import asyncio
import sqlite3
import time
from collections.abc import AsyncGenerator, AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from functools import partial
from pathlib import Path
from typing import TypeVar

import aiosqlite

from bot.core.scope import EVERYTHING, Scope
from bot.core.storage.database.base import Database, Execution, FetchedCursor, Hearing
from bot.core.storage.database.locks import Held
from bot.core.storage.migrations.sqlite import apply_sqlite_migrations

_PRAGMAS = (
    "PRAGMA journal_mode=WAL",  # readers never wait for the writer
    "PRAGMA synchronous=NORMAL",  # safe with WAL, and far fewer fsyncs
    "PRAGMA foreign_keys=ON",
    "PRAGMA busy_timeout=5000",  # another process holding the write lock: wait, not fail
)
_READER_PRAGMAS = ("PRAGMA busy_timeout=5000", "PRAGMA query_only=ON")


class SqliteDatabase(Database):
    """An open, migrated SQLite database in WAL mode."""

    def __init__(self, writer: SqliteConnection, reader: SqliteConnection) -> None:
        self._writer = _Held(writer)
        self._reader = self._writer if reader is writer else _Held(reader)
        self._locks = Held(EVERYTHING)
        """What the open transaction declared: the single writer needs no lock, but a
        joining block is judged as on PostgreSQL, so the tests on SQLite catch a scope
        that could deadlock there."""

    @classmethod
    async def open(cls, path: str | Path) -> SqliteDatabase:
        """Open (creating if needed) the database at `path` and bring its schema up to
        date. `":memory:"` gives a private in-memory database, handy in tests."""
        in_memory = str(path) == ":memory:"
        if not in_memory:
            Path(path).parent.mkdir(parents=True, exist_ok=True)
        writer = await _connect(path, _PRAGMAS)
        database = cls(writer, writer)
        async with database.transaction() as conn:
            await apply_sqlite_migrations(conn)
        if not in_memory:
            database = cls(writer, await _connect(path, _READER_PRAGMAS))
        return database

    @asynccontextmanager
    async def transaction(self, scope: Scope | None = None) -> AsyncIterator[SqliteConnection]:
        writer = self._writer.connection
        if self._writer.held_here():
            self._locks.extend(scope)
            yield writer
            return
        started = time.perf_counter()
        async with self._writer.hold():
            self._locks = Held(scope or EVERYTHING)
            await writer.execute("BEGIN IMMEDIATE")
            try:
                yield writer
            except BaseException:
                await writer.execute("ROLLBACK")
                self._ended(started)
                raise
            await writer.execute("COMMIT")
            self._ended(started)

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[SqliteConnection]:
        held = self._held_here()
        if held is not None:
            yield held.connection
            return
        async with self._reader.hold():
            reader = self._reader.connection
            if self._reader is self._writer:  # in memory: the lock alone keeps writers out
                yield reader
                return
            await reader.execute("BEGIN")  # one snapshot for every read of the block
            try:
                yield reader
            finally:
                await reader.execute("COMMIT")

    async def fetch_all(self, sql: str, parameters: Sequence[object] = ()) -> list[sqlite3.Row]:
        """A single statement needs no snapshot of its own."""
        held = self._held_here()
        if held is not None:
            return await held.connection.execute_fetchall(sql, parameters)
        async with self._reader.hold():
            return await self._reader.connection.execute_fetchall(sql, parameters)

    async def write(
        self, sql: str, parameters: Sequence[object] = (), scope: Scope | None = None
    ) -> int:
        """A statement on its own is a transaction of its own in SQLite (autocommit): one
        trip, where BEGIN and COMMIT around it would make three."""
        writer = self._writer.connection
        if self._writer.held_here():
            self._locks.extend(scope)
            return (await writer.execute(sql, parameters)).rowcount
        async with self._writer.hold():
            return (await writer.execute(sql, parameters)).rowcount

    async def announce(self, topic: str, key: int) -> None:
        """Nothing to tell: SQLite's database has this one process."""

    def listen(
        self, topic: str, heard: Callable[[int], object], deaf: Callable[[], object]
    ) -> Hearing:
        """Every change is this process's own, so every change is heard."""
        return ALWAYS_HEARING

    def json_list(self, value: str, source: str, order_by: str) -> str:
        # json_group_array follows the order of its input rows (SQLite before 3.44 has
        # no ORDER BY inside an aggregate).
        return (
            f"(SELECT json_group_array({value})"
            f" FROM (SELECT {value} FROM {source} ORDER BY {order_by}))"
        )

    def _held_here(self) -> _Held | None:
        """The connection this task already holds (its transaction's writer first)."""
        for held in (self._writer, self._reader):
            if held.held_here():
                return held
        return None

    async def schema_version(self) -> int:
        return int(await self.fetch_value("PRAGMA user_version"))

    async def journal_mode(self) -> str:
        return str(await self.fetch_value("PRAGMA journal_mode"))

    async def trace(self, callback: Callable[[str], object] | None) -> None:
        """Hand every statement either connection runs, with its values, to `callback`
        (None stops): how the query-plan test and the benchmarks see what the stores
        really send."""
        for connection in {self._writer.connection, self._reader.connection}:
            await connection.on_thread(lambda raw: raw.set_trace_callback(callback))

    async def close(self) -> None:
        if self._reader is not self._writer:
            await self._reader.connection.close()
        await self._writer.connection.close()


class _AlwaysHearing:
    hearing = True


ALWAYS_HEARING = _AlwaysHearing()

T = TypeVar("T")


class SqliteConnection:
    """aiosqlite's connection as the stores use it (`Connection` in `base.py`): each
    statement whole in one trip to the connection's thread, its cursor closed there
    (see the module doc). It holds aiosqlite's connection rather than extending it:
    its `execute` gives the rows, where aiosqlite's gives a live cursor."""

    def __init__(self, raw: aiosqlite.Connection) -> None:
        self._raw = raw

    async def on_thread(self, function: Callable[[sqlite3.Connection], T]) -> T:
        """Run `function` of the underlying `sqlite3` connection on its thread: how
        aiosqlite runs each of its own calls."""
        return await self._raw._execute(function, self._raw._conn)

    async def close(self) -> None:
        await self._raw.close()

    def execute(self, sql: str, parameters: Sequence[object] = ()) -> Execution:
        return Execution(self.on_thread(partial(_fetched, sql, parameters)))

    async def execute_fetchall(
        self, sql: str, parameters: Sequence[object] = ()
    ) -> list[sqlite3.Row]:
        return await (await self.execute(sql, parameters)).fetchall()

    async def executemany(self, sql: str, rows: Sequence[Sequence[object]]) -> None:
        await self.on_thread(partial(_many, sql, rows))

    async def batches(self, sql: str, size: int) -> AsyncGenerator[list[sqlite3.Row], None]:
        """The rows of `sql`, `size` at a time, for a table too big to read at once
        (`python -m bot.store copy`): the one cursor kept across trips, closed on the
        connection's thread when the rows run out or the caller stops."""
        cursor = await self.on_thread(lambda raw: raw.execute(sql))
        try:
            while batch := await self.on_thread(lambda _raw: cursor.fetchmany(size)):
                yield batch
        finally:
            await self.on_thread(lambda _raw: cursor.close())


def _fetched(sql: str, parameters: Sequence[object], raw: sqlite3.Connection) -> FetchedCursor:
    cursor = raw.execute(sql, parameters)
    try:
        return FetchedCursor(cursor.fetchall(), cursor.rowcount)
    finally:
        cursor.close()


def _many(sql: str, rows: Sequence[Sequence[object]], raw: sqlite3.Connection) -> None:
    raw.executemany(sql, rows).close()


class _Held:
    """A connection owned by one block at a time, remembering which task owns it (a
    task, not a context: a task started inside the block must wait like any other), so
    that task's nested blocks join instead of waiting for themselves."""

    def __init__(self, connection: SqliteConnection) -> None:
        self.connection = connection
        self._lock = asyncio.Lock()
        self._owner: asyncio.Task[object] | None = None

    def held_here(self) -> bool:
        return self._owner is not None and self._owner is asyncio.current_task()

    @asynccontextmanager
    async def hold(self) -> AsyncIterator[None]:
        async with self._lock:
            self._owner = asyncio.current_task()
            try:
                yield
            finally:
                self._owner = None


async def _connect(path: str | Path, pragmas: Sequence[str]) -> SqliteConnection:
    # isolation_level=None: we issue BEGIN/COMMIT ourselves, so nothing opens a
    # transaction behind our back.
    raw = await aiosqlite.connect(str(path), isolation_level=None, iter_chunk_size=64)
    raw.row_factory = sqlite3.Row
    connection = SqliteConnection(raw)
    for pragma in pragmas:
        await connection.execute(pragma)
    return connection
