"""The PostgreSQL backend: an asyncpg pool that several bot processes share.

The stores speak one dialect, SQLite's DB-API shape: `?` placeholders, `execute`
returning a cursor with `rowcount`, rows read by name or position. `PostgresConnection`
speaks it over an asyncpg connection. Placeholders are translated here rather than
rewritten in the stores because colleagues write `?` in stores every day: one
translation per statement text (cached), and asyncpg prepares each translated statement
once per connection.

A task's `transaction()` checks a connection out of the pool and keeps it until the
transaction ends; blocks that task opens inside join it on that connection. A writer
takes, with BEGIN, the transaction-scoped advisory locks of what it touches (its
`Scope`: a server, members, or everything; bot/core/scope.py), so a
read-then-write inside one transaction cannot lose an update to another process, while
writers about different servers run side by side; reads outside a transaction take
their own pooled connection and never wait for a writer.

A writer that finds a lock held for more than `WAIT_NOTICED` (the other process serving
the same server, or a transaction touching everything) rolls back its empty
transaction and waits for its locks in the same order; the wait, and the bot
processes (`application_name`) that held the locks then, go to whoever watches
(`watch_lock_waits`): the metrics, and the benchmark that counts waits between
processes.

A change other processes may keep in memory is announced in its transaction
(`announce`: `pg_notify`, which PostgreSQL delivers at commit); this process hears the
others' on a connection of its own, outside the pool (`listen`, `listener.py`),
made when something is first listened to and closed with the database.

Commits do not wait for their write-ahead log to reach the disk (`synchronous_commit
off`), the promise SQLite's WAL mode with `synchronous=NORMAL` makes too: a power cut
may lose the last moments of play, never corrupt the database, and a move does not
queue behind a disk flush.
"""

from __future__ import annotations

import asyncio
import functools
import time
from collections.abc import AsyncIterator, Callable, Sequence
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import asyncpg
from asyncpg.pool import PoolConnectionProxy

from bot.core.scope import EVERYTHING, LockName, Scope
from bot.core.storage.database.base import (
    ConstraintViolation,
    Database,
    Execution,
    FetchedCursor,
    Hearing,
)
from bot.core.storage.database.listener import Listener
from bot.core.storage.database.locks import GLOBAL, Held, LockWait, lock_key
from bot.core.storage.migrations.postgres import apply_postgres_migrations

Tracer = Callable[[str, tuple[object, ...]], object]
WAIT_NOTICED = 1
"""Milliseconds a writer waits for its locks before the wait counts as one (`LockWait`)."""
_POOL_SIZE = 10
_SESSION = {"synchronous_commit": "off"}  # see the module doc
CLOSE_GRACE = 10.0
"""Seconds a closing pool waits for its connections to come back before it cuts them:
a connection a cancelled task never released would otherwise hold shutdown for ever."""


class PostgresDatabase(Database):
    """An open, migrated PostgreSQL database."""

    writes_in_a_with = True

    def __init__(self, pool: asyncpg.Pool, url: str) -> None:
        self._pool = pool
        self._listener = Listener(url)
        self._held: dict[asyncio.Task[Any], PostgresConnection] = {}
        self._tracer: Tracer | None = None

    @classmethod
    async def open(cls, target: str | Path) -> PostgresDatabase:
        """Connect to the database the URL `target` names (it must exist) and bring its
        schema up to date; any number of processes may do so at once."""
        pool = await asyncpg.create_pool(
            str(target),
            min_size=1,
            max_size=_POOL_SIZE,
            server_settings=_SESSION,
            connection_class=_Pooled,
        )
        try:
            async with pool.acquire() as connection:
                await apply_postgres_migrations(connection)
        except BaseException:
            await pool.close()
            raise
        return cls(pool, str(target))

    @asynccontextmanager
    async def transaction(self, scope: Scope | None = None) -> AsyncIterator[PostgresConnection]:
        held = self._held_here()
        if held is not None:
            await self._lock_more(held, held.locks.extend(scope))
            yield held
            return
        task = asyncio.current_task()
        assert task is not None
        started = time.perf_counter()
        async with self._pool.acquire() as raw:
            conn = PostgresConnection(raw, self._tracer)
            conn.locks = Held(scope or EVERYTHING)
            await self._begin(conn, scope or EVERYTHING)
            self._held[task] = conn
            try:
                yield conn
            except BaseException:
                await raw.execute("ROLLBACK")
                raise
            finally:
                del self._held[task]
                self._ended(started)
            await conn.commit()

    async def _begin(self, conn: PostgresConnection, scope: Scope) -> None:
        """BEGIN and take the locks of `scope` in their order: in one trip when nobody
        holds them for long; else roll back, note the wait, and wait in the same order."""
        raw = conn.raw
        taking = _taking(scope.everything, scope.names())
        try:
            await raw.execute(
                f"BEGIN; SET LOCAL lock_timeout = {WAIT_NOTICED}; {taking};"
                " SET LOCAL lock_timeout = DEFAULT"
            )
        except asyncpg.LockNotAvailableError:
            await raw.execute("ROLLBACK")
        else:
            return
        started = time.perf_counter()
        holders = await conn.holders(scope)
        await raw.execute(f"BEGIN; {taking}")
        self._noticed(LockWait(time.perf_counter() - started, holders))

    async def _lock_more(self, conn: PostgresConnection, names: tuple[LockName, ...]) -> None:
        """Take, inside an open transaction, locks that come after all it holds."""
        if names:
            started = time.perf_counter()
            await conn.raw.execute(_taking(False, names, shared_global=False))
            waited = time.perf_counter() - started
            if waited * 1000 > WAIT_NOTICED:
                self._noticed(LockWait(waited, frozenset()))

    @asynccontextmanager
    async def reading(self) -> AsyncIterator[PostgresConnection]:
        held = self._held_here()
        if held is not None:
            yield held
            return
        # One snapshot for every read of the block, as SQLite's reader gives.
        async with (
            self._pool.acquire() as raw,
            raw.transaction(isolation="repeatable_read", readonly=True),
        ):
            yield PostgresConnection(raw, self._tracer)

    async def fetch_all(self, sql: str, parameters: Sequence[object] = ()) -> list[Any]:
        held = self._held_here()
        if held is not None:
            return await held.execute_fetchall(sql, parameters)
        async with self._pool.acquire() as raw:
            return await PostgresConnection(raw, self._tracer).execute_fetchall(sql, parameters)

    async def announce(self, topic: str, key: int) -> None:
        held = self._held_here()
        if held is None:
            raise RuntimeError("a change is announced inside the transaction that makes it")
        await held.execute("SELECT pg_notify(?, ?)", (topic, str(key)))

    def listen(
        self, topic: str, heard: Callable[[int], object], deaf: Callable[[], object]
    ) -> Hearing:
        """On this database's listening connection (bot/core/storage/database/listener.py)."""
        return self._listener.subscribe(topic, heard, deaf)

    def json_list(self, value: str, source: str, order_by: str) -> str:
        return f"(SELECT COALESCE(json_agg({value} ORDER BY {order_by}), '[]') FROM {source})"

    def _held_here(self) -> PostgresConnection | None:
        task = asyncio.current_task()
        return None if task is None else self._held.get(task)

    async def trace(self, callback: Tracer | None) -> None:
        """Hand every statement the stores send, numbered as PostgreSQL gets it, with its
        values, to `callback` (None stops): how the query-plan test sees what the stores
        really send."""
        self._tracer = callback

    async def schema_version(self) -> int:
        return int(
            await self.fetch_value("SELECT COALESCE(MAX(number), 0) FROM applied_migrations")
        )

    async def close(self) -> None:
        """Close the pool gracefully; connections still out after `CLOSE_GRACE` are cut
        (their transactions roll back, as a crash's would). Listening ends first."""
        await self._listener.close()
        try:
            await asyncio.wait_for(self._pool.close(), CLOSE_GRACE)
        except TimeoutError:
            self._pool.terminate()


class _Pooled(asyncpg.Connection):
    """A pool's connection, given back without a reset statement: asyncpg's default
    (`pg_advisory_unlock_all(); CLOSE ALL; UNLISTEN *; RESET ALL`) costs a trip at every
    release, a third of a move's trips, to undo what the bot never leaves behind: its
    advisory locks are transaction-scoped (the migrations' session lock is let go
    before the connection is), its settings `SET LOCAL` or the pool's own, it opens no
    cursor outside a transaction and listens to nothing. An open transaction is still
    rolled back at release (asyncpg does that whatever this returns)."""

    def get_reset_query(self) -> str:
        return ""


def _taking(everything: bool, names: Sequence[LockName], *, shared_global: bool = True) -> str:
    """The statement taking the global lock (exclusively for `everything`) and then
    the locks `names`, left to right: the fixed order of `bot/core/scope.py`."""
    calls = [f"pg_advisory_xact_lock({GLOBAL})"] if everything else []
    if not everything and shared_global:
        calls.append(f"pg_advisory_xact_lock_shared({GLOBAL})")
    calls += [f"pg_advisory_xact_lock({lock_key(name)})" for name in names]
    return "SELECT " + ", ".join(calls)


class PostgresConnection:
    """An asyncpg connection that speaks the stores' dialect (see the module doc).

    A failed statement aborts a PostgreSQL transaction (SQLite's goes on), so a store
    that catches the error inside a joined transaction must not have its earlier writes
    dropped in silence: the failure is remembered and `commit` refuses."""

    def __init__(self, connection: PoolConnectionProxy, tracer: Tracer | None = None) -> None:
        self._connection = connection
        self._tracer = tracer
        self._failed: BaseException | None = None
        self.locks = Held(EVERYTHING)
        """The locks of the transaction open on this connection (see `Held`)."""

    @property
    def raw(self) -> PoolConnectionProxy:
        return self._connection

    async def holders(self, scope: Scope) -> frozenset[str]:
        """The `application_name`s of the other connections holding a lock `scope`
        waits for (the global lock only where held exclusively, unless `scope` needs it
        so)."""
        keys = [lock_key(name) for name in scope.names()]
        rows = await self.execute_fetchall(
            "SELECT DISTINCT a.application_name FROM pg_locks AS l"
            " JOIN pg_stat_activity AS a ON a.pid = l.pid"
            " CROSS JOIN LATERAL (SELECT (l.classid::bigint << 32) | l.objid::bigint AS key)"
            " AS k WHERE l.locktype = 'advisory' AND l.granted AND l.pid <> pg_backend_pid()"
            " AND (k.key = ANY(?::bigint[]) OR k.key = ? AND (? OR l.mode = 'ExclusiveLock'))",
            (keys, GLOBAL, scope.everything),
        )
        return frozenset(row[0] for row in rows)

    def execute(self, sql: str, parameters: Sequence[object] = ()) -> Execution:
        return Execution(self._execute(sql, parameters))

    async def _execute(self, sql: str, parameters: Sequence[object]) -> FetchedCursor:
        statement = self._translated(sql, parameters)
        async with self._failing(sql):
            if statement.returns_rows:
                rows = await self._connection.fetch(statement.text, *parameters)
                return FetchedCursor(rows, len(rows))
            status = await self._connection.execute(statement.text, *parameters)
        return FetchedCursor([], _rowcount(status))

    async def execute_fetchall(
        self, sql: str, parameters: Sequence[object] = ()
    ) -> list[asyncpg.Record]:
        async with self._failing(sql):
            return await self._connection.fetch(self._translated(sql, parameters).text, *parameters)

    async def executemany(self, sql: str, rows: Sequence[Sequence[object]]) -> None:
        if rows:
            async with self._failing(sql):
                await self._connection.executemany(self._translated(sql, rows[0]).text, rows)

    async def copy_records(
        self, table: str, columns: Sequence[str], records: Sequence[Sequence[object]]
    ) -> None:
        """Bulk-load `records` with COPY: far faster than inserts, for moving a whole
        database over (`python -m bot.store copy`) and for loading benchmarks."""
        async with self._failing():
            await self._connection.copy_records_to_table(
                table, columns=list(columns), records=records
            )

    def _translated(self, sql: str, parameters: Sequence[object]) -> _Statement:
        statement = translated(sql)
        if self._tracer is not None:
            self._tracer(statement.text, tuple(parameters))
        return statement

    async def commit(self) -> None:
        if self._failed is not None:
            await self._connection.execute("ROLLBACK")
            raise RuntimeError("a statement of this transaction failed") from self._failed
        await self._connection.execute("COMMIT")

    @asynccontextmanager
    async def _failing(self, sql: str | None = None) -> AsyncIterator[None]:
        try:
            yield
        except asyncpg.IntegrityConstraintViolationError as exc:
            self._failed = exc
            raise ConstraintViolation(str(exc)) from exc
        except asyncpg.PostgresError as exc:
            self._failed = exc
            raise
        if sql is not None and _witness is not None:
            _witness(sql)


_witness: Callable[[str], object] | None = None


def witness_statements(callback: Callable[[str], object] | None) -> None:
    """Hand `callback` every statement a store sends that PostgreSQL then runs without
    error, as the store wrote it (`?` and all), in every database of this process (None
    stops): how the test suite checks that each statement in `bot/` ran on PostgreSQL
    (tests/sql_walk.py)."""
    global _witness  # noqa: PLW0603 (one hook for the whole process, set by the tests)
    _witness = callback


class _Statement:
    __slots__ = ("returns_rows", "text")

    def __init__(self, text: str, returns_rows: bool) -> None:
        self.text = text
        self.returns_rows = returns_rows


@functools.lru_cache(maxsize=1024)
def translated(sql: str) -> _Statement:
    """`sql` with `?` placeholders numbered `$1, $2, ...` (a `?` inside a quoted string
    or identifier stays), and whether it returns rows."""
    pieces, number, quote = [], 0, None
    for char in sql:
        if quote is not None:
            quote = None if char == quote else quote
        elif char in "'\"":
            quote = char
        elif char == "?":
            number += 1
            pieces.append(f"${number}")
            continue
        pieces.append(char)
    text = "".join(pieces)
    first_word = text.lstrip().split(None, 1)[0].upper()
    returns_rows = first_word in {"SELECT", "WITH", "VALUES"} or " RETURNING " in text.upper()
    return _Statement(text, returns_rows)


def _rowcount(status: str) -> int:
    """The row count in a command status ('UPDATE 2', 'INSERT 0 1'), -1 if none."""
    last = status.rsplit(" ", 1)[-1]
    return int(last) if last.isdigit() else -1


def named(url: str, application_name: str) -> str:
    """`url` with an `application_name` its connections carry: how `pg_locks` (and an
    operator's `pg_stat_activity`) tell the bot processes apart."""
    return f"{url}{'&' if '?' in url else '?'}application_name={application_name}"
