"""Migration 016: the English "Tournament" that earlier releases
stored for a tournament created without a name becomes no name, which each reader's
language words; other names stay as they are."""

from __future__ import annotations

import pytest

from bot.core.storage.migrations import MIGRATIONS_DIR, discover

pytestmark = pytest.mark.postgres

STAMP = "2026-03-01T12:00:00.000000+00:00"


async def test_the_english_default_name_becomes_no_name(database, backend):
    async with database.transaction() as conn:
        for number, name in ((1, "Tournament"), (2, "Spring Cup")):
            await conn.execute(
                "INSERT INTO tournaments (id, guild_id, channel_id, name, game_id, options,"
                " format, round_days, rated, duplicate_deals, seed, status,"
                " registration_ends, created_by, created_at) VALUES (?, 1, 1, ?,"
                " 'draughtnauts', '{}', 'swiss', 3, ?, ?, 1, 'running', ?, 5, ?)",
                (number, name, False, False, STAMP, STAMP),
            )
        [migration] = [m for m in discover(MIGRATIONS_DIR, backend) if m.number == 16]
        for statement in migration.statements():
            await conn.execute(statement)
    rows = await database.fetch_all("SELECT id, name FROM tournaments ORDER BY id")
    assert [tuple(row) for row in rows] == [(1, ""), (2, "Spring Cup")]
