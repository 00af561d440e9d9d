"""What a store may ask of the database, whichever backend runs it.

A use case that spans several stores (a move, its clock and its timers) opens one
`transaction()` and calls the stores inside it: a `transaction()` or `reading()` block
opened by the task that already has a transaction open joins it instead of waiting for
itself, so everything commits together or not at all. A joined block has no savepoint of
its own: if it fails, the whole transaction must fail with it.

A write transaction says what it touches (a `Scope`: a server, members; nothing said
means everything), and no other writer touching the same may run meanwhile: SQLite has
one writer at a time anyway, PostgreSQL takes an advisory lock per server and member
(`bot/core/scope.py`). So a store may read a row and write it back inside one
transaction without another writer slipping in between. Reads outside a transaction
never wait for a writer.
"""

from __future__ import annotations

import sqlite3
import time
from abc import ABC, abstractmethod
from collections.abc import Callable, Coroutine, Generator, Sequence
from contextlib import AbstractAsyncContextManager
from pathlib import Path
from typing import Any, ClassVar, Protocol

from bot.core.scope import Scope
from bot.core.storage.database.locks import LockWait

IntegrityError = sqlite3.IntegrityError
"""What a store catches when a write breaks a unique or foreign key constraint, on
either backend (PostgreSQL's error is turned into `ConstraintViolation`, a subclass)."""


class ConstraintViolation(IntegrityError):
    """PostgreSQL refused a write that broke a constraint."""


class Cursor(Protocol):
    """The result of one statement: its rows (if it returns any) and how many rows it
    changed."""

    @property
    def rowcount(self) -> int: ...

    async def fetchone(self) -> Any: ...

    async def fetchall(self) -> Sequence[Any]: ...


class Connection(Protocol):
    """The part of a DB-API connection the stores use. Rows read by column name
    (`row["id"]`) and by position. `execute` may be awaited or used as
    `async with conn.execute(...) as cursor`; either way it gives a `Cursor` holding
    every row already read (no database cursor outlives its statement)."""

    def execute(self, sql: str, parameters: Sequence[object] = ()) -> Any: ...

    async def executemany(self, sql: str, rows: Sequence[Sequence[object]]) -> Any: ...

    async def execute_fetchall(self, sql: str, parameters: Sequence[object] = ()) -> Any: ...


class Hearing(Protocol):
    """Whether this process hears, now, every change other processes announce on a
    topic (`Database.listen`): a memory of the topic's rows may be used only then."""

    @property
    def hearing(self) -> bool: ...


class FetchedCursor:
    """A statement's rows, all read, and the number of rows it changed: what either
    backend's `execute` gives once the statement is done."""

    def __init__(self, rows: list[Any], rowcount: int) -> None:
        self._rows = rows
        self.rowcount = rowcount

    async def fetchone(self) -> Any | None:
        return self._rows[0] if self._rows else None

    async def fetchall(self) -> list[Any]:
        return self._rows


class Execution:
    """`conn.execute(...)`, which a store may await or use as `async with`."""

    def __init__(self, run: Coroutine[Any, Any, FetchedCursor]) -> None:
        self._run = run

    def __await__(self) -> Generator[Any, None, FetchedCursor]:
        return self._run.__await__()

    async def __aenter__(self) -> FetchedCursor:
        return await self._run

    async def __aexit__(self, *exc_info: object) -> None:
        return None


class Database(ABC):
    """An open, migrated database: SQLite or PostgreSQL."""

    writes_in_a_with: ClassVar[bool] = False
    """Whether a WITH clause may hold INSERT, UPDATE or DELETE (PostgreSQL's may,
    SQLite's may not): a store then sends writes that depend on each other as one
    statement. A trip to PostgreSQL crosses to another process and back, with a
    statement's overhead on each side; a trip to SQLite's thread costs far less."""

    _transaction_watcher: Callable[[float], object] | None = None
    _lock_watcher: Callable[[LockWait], object] | None = None

    def watch_transactions(self, callback: Callable[[float], object] | None) -> None:
        """Hand `callback` the seconds of every write transaction this process opens
        (from its start, lock waits included, to its end; None stops): the metrics."""
        self._transaction_watcher = callback

    def watch_lock_waits(self, callback: Callable[[LockWait], object] | None) -> None:
        """Hand `callback` every `LockWait` of this process's writers (None stops);
        PostgreSQL's only: SQLite's one writer waits on no other process's lock."""
        self._lock_watcher = callback

    def _ended(self, started: float) -> None:
        """A write transaction begun at `started` (`time.perf_counter`) has ended."""
        if self._transaction_watcher is not None:
            self._transaction_watcher(time.perf_counter() - started)

    def _noticed(self, wait: LockWait) -> None:
        if self._lock_watcher is not None:
            self._lock_watcher(wait)

    @classmethod
    async def open(cls, target: str | Path) -> Database:
        """Open (creating and migrating as needed) the database `target` names: a
        `postgresql://` URL, a `sqlite:///path` URL or a plain SQLite file path
        (`":memory:"` for a private in-memory one). asyncpg is imported only when a
        PostgreSQL URL asks for it."""
        text = str(target)
        if text.startswith(("postgresql://", "postgres://")):
            from bot.core.storage.database.postgres import PostgresDatabase  # noqa: PLC0415

            return await PostgresDatabase.open(text)
        from bot.core.storage.database.sqlite import SqliteDatabase  # noqa: PLC0415

        return await SqliteDatabase.open(sqlite_path(text))

    @abstractmethod
    def transaction(self, scope: Scope | None = None) -> AbstractAsyncContextManager[Connection]:
        """One write transaction touching `scope` (None: everything); any exception
        rolls it back. Inside a transaction of the same task, join it, adding the locks
        of `scope` it lacks (`Held.extend`; see the module doc)."""

    @abstractmethod
    def reading(self) -> AbstractAsyncContextManager[Connection]:
        """A few reads that see one consistent state; inside this task's own
        transaction, read in it (and see its writes)."""

    @abstractmethod
    async def fetch_all(self, sql: str, parameters: Sequence[object] = ()) -> list[Any]:
        """Every row of one read query: most reads of a store are just this, so they
        need not each open a `reading()` block."""

    async def write(
        self, sql: str, parameters: Sequence[object] = (), scope: Scope | None = None
    ) -> int:
        """One statement in a transaction of its own touching `scope` (in this task's,
        if one is open): the number of rows it changed. A backend may send it in fewer
        trips than a `transaction()` block."""
        async with self.transaction(scope) as conn:
            return (await conn.execute(sql, parameters)).rowcount

    async def fetch_one(self, sql: str, parameters: Sequence[object] = ()) -> Any | None:
        """The first row of one read query, or None."""
        rows = await self.fetch_all(sql, parameters)
        return rows[0] if rows else None

    async def fetch_value(self, sql: str, parameters: Sequence[object] = ()) -> Any:
        """The first value of a query that always gives one row: a count, an aggregate,
        a PRAGMA."""
        rows = await self.fetch_all(sql, parameters)
        return rows[0][0]

    @abstractmethod
    async def announce(self, topic: str, key: int) -> None:
        """Inside this task's transaction: tell every process listening to `topic` (a
        table's name) that the row keyed `key` changed, once the transaction commits,
        and never if it rolls back."""

    @abstractmethod
    def listen(
        self, topic: str, heard: Callable[[int], object], deaf: Callable[[], object]
    ) -> Hearing:
        """Hand `heard` the key of every change announced on `topic` (by any process,
        this one included) from now on, and call `deaf` when a change may have gone
        unheard (the listening connection was lost); hearing again follows by itself.
        What `listen` returns says when changes are heard: the memory `heard` keeps up
        to date may be trusted only then."""

    @abstractmethod
    def json_list(self, value: str, source: str, order_by: str) -> str:
        """A scalar subquery: the JSON list of `value` over the rows of `source` (a
        table and its WHERE clause) in `order_by` order, `[]` when there are none. The
        one fragment the dialects spell differently, written by the backend."""

    @abstractmethod
    async def schema_version(self) -> int:
        """The number of the last migration applied."""

    @abstractmethod
    async def close(self) -> None: ...


def sqlite_path(target: str) -> str:
    """The file (or `:memory:`) an SQLite target names: `sqlite:///data/x.sqlite3` is
    relative to the working directory, `sqlite:////srv/x.sqlite3` absolute, and a plain
    path is taken as it is."""
    prefix = "sqlite:///"
    if target.startswith(prefix):
        return target.removeprefix(prefix)
    if "://" in target:
        scheme = target.split("://", maxsplit=1)[0]
        raise ValueError(f"not a database URL this bot knows: {scheme}://")
    return target
