"""The schema a database really has, read from the database itself (SQLite's
`sqlite_master` and `table_info`, PostgreSQL's `information_schema`): what the data
inventory is checked against, and what a test scans for a forgotten member's id."""

from __future__ import annotations


def is_sqlite(database) -> bool:
    return type(database).__name__.startswith("Sqlite")


async def live_columns(database) -> dict[str, list[str]]:
    """Every table of the bot's schema and its columns, in order."""
    if is_sqlite(database):
        tables = await database.fetch_all(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
        )
        return {
            row[0]: [
                column["name"]
                for column in await database.fetch_all(f"PRAGMA table_info({row[0]})")
            ]
            for row in tables
        }
    rows = await database.fetch_all(
        "SELECT table_name, column_name FROM information_schema.columns"
        " WHERE table_schema = current_schema() ORDER BY table_name, ordinal_position"
    )
    found: dict[str, list[str]] = {}
    for row in rows:
        found.setdefault(row[0], []).append(row[1])
    return found


async def holding(database, text: str) -> list[str]:
    """Every `table.column` of the database where some row's value, read as text,
    contains `text`."""
    found = []
    for table, columns in sorted((await live_columns(database)).items()):
        for column in columns:
            rows = await database.fetch_all(
                f"SELECT COUNT(*) FROM {table} WHERE CAST({column} AS TEXT) LIKE ?",
                (f"%{text}%",),
            )
            if rows[0][0]:
                found.append(f"{table}.{column}")
    return found
