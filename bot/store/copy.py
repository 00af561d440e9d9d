"""Copy an SQLite database into an empty PostgreSQL one, then check the copy.

Both databases are opened as the bot opens them, so both are migrated to the current
schema first (the SQLite file too: an older bot's database upgrades in place as it would
on the bot's next start). Tables are copied parents first with COPY, inside one
PostgreSQL transaction: a failure leaves the target as empty as it was. Ids keep their
values, and each id sequence is moved past the highest id the SQLite database ever gave
out, so no new row reuses one.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from contextlib import aclosing
from dataclasses import dataclass, field
from graphlib import TopologicalSorter
from typing import Any

import games
from bot.core.storage.database import Database
from bot.core.storage.database.postgres import PostgresConnection, PostgresDatabase
from bot.core.storage.database.sqlite import SqliteDatabase
from bot.core.storage.match_store import SqlMatchStore

_BATCH = 10_000
_CONVERTERS: dict[str, Callable[[Any], Any]] = {
    "bigint": int,
    "double precision": float,
    "text": str,
}
"""SQLite keeps what it was given; PostgreSQL's COPY wants each column's own type."""


class TargetNotEmpty(Exception):
    """The PostgreSQL database already holds rows: copying would mix two bots' data."""


@dataclass
class CopyReport:
    """Rows per table on each side, and every match whose copy does not replay to its
    stored position (or lost moves on the way)."""

    rows: dict[str, tuple[int, int]] = field(default_factory=dict)
    matches: int = 0
    differing: list[str] = field(default_factory=list)

    @property
    def faithful(self) -> bool:
        return not self.differing and all(a == b for a, b in self.rows.values())

    def summary(self) -> str:
        copied = sum(target for _, target in self.rows.values())
        head = f"Copied {copied} rows of {len(self.rows)} tables"
        short = [name for name, (source, target) in self.rows.items() if source != target]
        if short:
            return f"{head}, but these tables differ in rows: {', '.join(short)}."
        if self.differing:
            return f"{head}, but these matches differ: {'; '.join(self.differing)}."
        return f"{head}; all {self.matches} matches replay to their stored positions."


async def copy_database(source_url: str, target_url: str) -> CopyReport:
    if not source_url.startswith("sqlite:///"):
        raise ValueError("--from must be an sqlite:/// URL")
    if not target_url.startswith(("postgresql://", "postgres://")):
        raise ValueError("--to must be a postgresql:// URL")
    source = await Database.open(source_url)
    try:
        target = await Database.open(target_url)
        try:
            assert isinstance(source, SqliteDatabase) and isinstance(target, PostgresDatabase)
            tables = await _tables_parents_first(source)
            await _refuse_unless_empty(target, tables)
            await _copy(source, target, tables)
            return await check_copy(source, target, tables)
        finally:
            await target.close()
    finally:
        await source.close()


async def check_copy(source: Database, target: Database, tables: Sequence[str]) -> CopyReport:
    """Count every table on both sides, and replay every match of the copy: its moves
    from its options and seed must reach the position stored for it, which must be the
    original's, move for move."""
    report = CopyReport()
    for table in tables:
        report.rows[table] = (await _count(source, table), await _count(target, table))
    originals, copies = SqlMatchStore(source), SqlMatchStore(target)
    for row in await source.fetch_all("SELECT id FROM matches ORDER BY id"):
        report.matches += 1
        original, copy = await originals.get(row[0]), await copies.get(row[0])
        problem = _difference(original, copy)
        if problem is not None:
            report.differing.append(f"#{row[0]} {problem}")
    return report


def _difference(original: Any, copy: Any) -> str | None:
    if copy is None:
        return "is missing"
    if copy.moves != original.moves:
        return f"has {len(copy.moves)} moves, not {len(original.moves)}"
    if copy.position != original.position or copy.trails != original.trails:
        return "has another position"
    try:
        replayed = games.get(copy.game_id).replay(copy.moves, copy.options, copy.seed)
    except games.GameError as exc:
        return f"does not replay ({exc})"
    return None if replayed.snapshot() == copy.position else "replays to another position"


async def _tables_parents_first(source: SqliteDatabase) -> list[str]:
    names = [
        row[0]
        for row in await source.fetch_all(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
            " ORDER BY name"
        )
    ]
    parents = {
        name: {row["table"] for row in await source.fetch_all(f"PRAGMA foreign_key_list({name})")}
        for name in names
    }
    return list(TopologicalSorter(parents).static_order())


async def _refuse_unless_empty(target: Database, tables: Sequence[str]) -> None:
    for table in tables:
        if await target.fetch_one(f"SELECT 1 FROM {table} LIMIT 1") is not None:
            raise TargetNotEmpty(
                f"the PostgreSQL database already holds data (table {table});"
                " copy into a new, empty database"
            )


async def _copy(source: SqliteDatabase, target: PostgresDatabase, tables: Sequence[str]) -> None:
    async with source.reading() as reader, target.transaction() as writer:
        assert isinstance(writer, PostgresConnection)
        for table in tables:
            columns = await target.fetch_all(
                "SELECT column_name, data_type FROM information_schema.columns"
                " WHERE table_schema = current_schema() AND table_name = ?"
                " ORDER BY ordinal_position",
                (table,),
            )
            names = [column["column_name"] for column in columns]
            converters = [_CONVERTERS[column["data_type"]] for column in columns]
            # A trigger may have filled this table from an earlier one (the ongoing
            # seats from the matches): the original's own rows replace those.
            await writer.execute(f"DELETE FROM {table}")
            rows = reader.batches(f"SELECT {', '.join(names)} FROM {table}", _BATCH)
            async with aclosing(rows):
                async for batch in rows:
                    records = [
                        tuple(
                            None if v is None else c(v)
                            for c, v in zip(converters, row, strict=True)
                        )
                        for row in batch
                    ]
                    await writer.copy_records(table, names, records)
        await _advance_id_sequences(reader, writer)


async def _advance_id_sequences(reader: Any, writer: PostgresConnection) -> None:
    """Each id sequence continues after the highest id the copy holds, or the highest
    SQLite ever gave out in that table (AUTOINCREMENT remembers deleted ones)."""
    given_out = {
        row[0]: row[1]
        for row in await reader.execute_fetchall("SELECT name, seq FROM sqlite_sequence")
    }
    identities = await writer.execute_fetchall(
        "SELECT table_name, column_name FROM information_schema.columns"
        " WHERE table_schema = current_schema() AND is_identity = 'YES'"
    )
    for table, column in identities:
        highest = (await writer.execute_fetchall(f"SELECT MAX({column}) FROM {table}"))[0][0]
        last = max(highest or 0, given_out.get(table, 0))
        if last > 0:
            await writer.execute(
                "SELECT setval(pg_get_serial_sequence(?, ?), ?)", (table, column, last)
            )


async def _count(database: Database, table: str) -> int:
    return await database.fetch_value(f"SELECT COUNT(*) FROM {table}")
