"""The data inventory (`bot/privacy/inventory.py`) covers the live schema, column by
column, on SQLite and on PostgreSQL: a table or column a migration adds without saying
what it holds of members, and what export and forget do with it, fails here by name.
So a new feature cannot forget the members' rights."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.privacy.inventory import BOOKKEEPING, BY_NAME, TABLES, Forget, Holds, markdown
from tests.live_schema import is_sqlite, live_columns

pytestmark = pytest.mark.postgres


def undeclared(live: dict[str, list[str]]) -> list[str]:
    """Every `table.column` of `live` the inventory does not declare."""
    return [
        f"{table}.{column}"
        for table, columns in sorted(live.items())
        if table not in BOOKKEEPING
        for column in columns
        if table not in BY_NAME or column not in {c.name for c in BY_NAME[table].columns}
    ]


async def test_every_table_and_column_of_the_schema_is_in_the_inventory(database):
    backend = "SQLite" if is_sqlite(database) else "PostgreSQL"
    live = await live_columns(database)
    missing = undeclared(live)
    assert missing == [], (
        f"{backend} has columns the data inventory does not declare: {', '.join(missing)}. "
        "Declare each in bot/privacy/inventory.py: whether it holds a member's Discord id "
        "or words a member wrote (`Holds`), and what /privacy export and /privacy forget do "
        "with it (`exported`, `Forget`), and the table's `server` condition for a purge."
    )
    stale = [
        f"{table.name}.{column.name}"
        for table in TABLES
        for column in table.columns
        if column.name not in live.get(table.name, ())
        and not (column.name == "rowid" and is_sqlite(database))  # SQLite's is implicit
    ]
    assert stale == [], f"the inventory declares what {backend} does not have: {stale}"


def test_the_inventory_is_consistent():
    """Its owners are exported member-id columns, text deleted with a row has an id
    that deletes the row, and a JSON column can be rewritten row by row."""
    for table in TABLES:
        names = [column.name for column in table.columns]
        assert len(names) == len(set(names)), table.name
        for owner in table.owners:
            column = table.column(owner)
            assert column.member_id and column.exported, (table.name, owner)
        deletes_rows = any(c.member_id and c.forget is Forget.DELETE for c in table.columns)
        for column in table.columns:
            if column.holds is Holds.NOTHING:
                assert column.forget is Forget.KEEP, (table.name, column.name)
            if column.holds is Holds.MEMBER_TEXT and column.forget is Forget.DELETE:
                assert deletes_rows, (table.name, column.name)
            if column.forget is Forget.PSEUDONYM:
                assert column.member_id, (table.name, column.name)
            if column.holds is Holds.MEMBER_IDS_JSON:
                assert set(table.key) <= set(names), table.name


async def test_a_table_added_without_the_inventory_is_named_column_by_column(database):
    """What a helper's new migration meets at the merge: each column it forgot."""
    async with database.transaction() as conn:
        await conn.execute("CREATE TABLE premoves (match_id BIGINT, user_id BIGINT)")
        await conn.execute("ALTER TABLE ratings ADD COLUMN nickname TEXT")
    assert undeclared(await live_columns(database)) == [
        "premoves.match_id",
        "premoves.user_id",
        "ratings.nickname",
    ]


def test_the_readme_prints_the_inventory_as_declared():
    readme = (Path(__file__).parents[3] / "bot" / "README.md").read_text(encoding="utf-8")
    printed = readme.split("<!-- inventory -->\n")[1].split("\n<!-- /inventory -->")[0]
    assert printed == markdown(), "regenerate bot/README.md's inventory from markdown()"
