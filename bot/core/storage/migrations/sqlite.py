"""SQLite's migration runner: the schema version is `PRAGMA user_version`, the highest
number applied, as every build before the one numbering kept it (SQLite's history is
numbered as the migrations are, so its versions need no translation)."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from bot.core.storage.migrations import MIGRATIONS_DIR, discover

if TYPE_CHECKING:
    from bot.core.storage.database.base import Connection


async def apply_sqlite_migrations(
    connection: Connection, directory: Path = MIGRATIONS_DIR
) -> list[int]:
    """Apply the migrations newer than the schema version; returns their numbers.

    Must run inside a transaction (`Database.open` does), so a failing file leaves the
    schema exactly as it was.
    """
    [[current]] = await connection.execute_fetchall("PRAGMA user_version")
    applied = []
    for migration in discover(directory, "sqlite"):
        if migration.number <= current:
            continue
        for statement in migration.statements():
            await connection.execute(statement)
        await connection.execute(f"PRAGMA user_version = {migration.number:d}")
        applied.append(migration.number)
    return applied
