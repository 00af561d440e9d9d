"""Numbered schema migrations: `NNN_name.sql` files beside this module.

Each file runs once, in number order, inside the caller's transaction, and the schema
version (`PRAGMA user_version`) records the highest number applied. Colleagues add their
own tables with their own number (002 clocks, 003 tournaments and ratings), never by
editing an applied file, so a database created by any older build upgrades in place.
"""

from __future__ import annotations

import re
import sqlite3
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from bot.core.storage.database.base import Connection

MIGRATIONS_DIR = Path(__file__).parent
_FILE_NAME = re.compile(r"^(\d{3})_[a-z0-9_]+\.sql$")


@dataclass(frozen=True, slots=True)
class Migration:
    number: int
    path: Path

    def statements(self) -> list[str]:
        """The file's statements, cut where SQLite itself sees a statement end (so a
        `;` inside a comment, a string or a trigger body does not split one)."""
        statements, pending = [], ""
        *pieces, tail = self.path.read_text(encoding="utf-8").split(";")
        for piece in pieces:
            pending += piece + ";"
            if sqlite3.complete_statement(pending):
                statements.append(pending.strip())
                pending = ""
        pending += tail
        if not _only_comments(pending):
            statements.append(pending.strip())  # a last statement may omit its ';'
        return statements


def discover(directory: Path = MIGRATIONS_DIR) -> list[Migration]:
    """Every migration file in number order; two files with one number are an error,
    because their order would be a coin toss."""
    found: dict[int, Migration] = {}
    for path in sorted(directory.glob("*.sql")):
        match = _FILE_NAME.match(path.name)
        if match is None:
            raise ValueError(f"migration file name {path.name!r} is not NNN_name.sql")
        number = int(match.group(1))
        if number in found:
            raise ValueError(f"migrations {found[number].path.name} and {path.name} share {number}")
        found[number] = Migration(number, path)
    return [found[number] for number in sorted(found)]


async def apply_migrations(connection: Connection, directory: Path = MIGRATIONS_DIR) -> list[int]:
    """Apply the migrations newer than the schema version; returns their numbers.

    Must run inside a transaction (`Database.open` does), so a failing file leaves the
    schema exactly as it was.
    """
    async with connection.execute("PRAGMA user_version") as cursor:
        row = await cursor.fetchone()
    current = int(row[0])
    applied = []
    for migration in discover(directory):
        if migration.number <= current:
            continue
        for statement in migration.statements():
            await connection.execute(statement)
        await connection.execute(f"PRAGMA user_version = {migration.number:d}")
        applied.append(migration.number)
    return applied


def _only_comments(text: str) -> bool:
    return all(not line.strip() or line.strip().startswith("--") for line in text.splitlines())
