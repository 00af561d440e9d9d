"""Migration 007: a tournament log written before it held Discord markup and English;
each row must come out as the facts the presenter now words."""

from __future__ import annotations

import json
from datetime import UTC, datetime

import aiosqlite

from bot.core.storage.migrations import MIGRATIONS_DIR
from bot.core.storage.migrations.sqlite import apply_sqlite_migrations
from bot.tournaments.discord.wording import log_line
from bot.tournaments.records import ActionKind, ModeratorAction
from i18n import words
from tests.bot.core.old_databases import migrations_before

OLD_LOG = [
    ("create", "Spring: Cup: draughtnauts, swiss of 3 rounds"),
    ("start", "8 players"),
    ("extend", "round 2 to 2026-03-04 12:30 UTC"),
    ("result", "R2-1: won by <@881000000000000123>"),
    ("result", "W1-2: draw"),
    ("drop", "<@881000000000000124>"),
    ("substitute", "<@881000000000000125> → <@881000000000000126>"),
    ("cancel", ""),
]

FACTS = [
    {"name": "Spring: Cup", "game_id": "draughtnauts", "format": "swiss", "swiss_rounds": 3},
    {"players": 8},
    {"round": 2, "deadline": "2026-03-04T12:30:00+00:00"},
    {"table": "R2-1", "winner_id": 881000000000000123},
    {"table": "W1-2", "winner_id": None},
    {"user_id": 881000000000000124},
    {"leaving_id": 881000000000000125, "joining_id": 881000000000000126},
    {},
]


async def test_the_old_log_becomes_facts(tmp_path):
    async with aiosqlite.connect(":memory:") as conn:
        await apply_sqlite_migrations(conn, migrations_before(7, tmp_path))
        await conn.execute(
            "INSERT INTO tournaments (id, guild_id, channel_id, name, game_id, options, format,"
            " swiss_rounds, round_days, rated, duplicate_deals, seed, status,"
            " registration_ends, created_by, created_at) VALUES (1, 1, 1, 'Spring: Cup',"
            " 'draughtnauts', '{}', 'swiss', 3, 3, 1, 0, 1, 'cancelled', 'x', 1, 'x')"
        )
        for action, detail in OLD_LOG:
            await conn.execute(
                "INSERT INTO tournament_actions (tournament_id, moderator_id, action, detail, at)"
                " VALUES (1, 5, ?, ?, '2026-03-01T12:00:00.000000+00:00')",
                (action, detail),
            )
        assert 7 in await apply_sqlite_migrations(conn, MIGRATIONS_DIR)
        async with conn.execute("SELECT action, detail FROM tournament_actions ORDER BY id") as c:
            rows = await c.fetchall()
    assert [json.loads(detail) for _, detail in rows] == FACTS
    at = datetime(2026, 3, 1, 12, tzinfo=UTC)
    english = words("en")
    worded = [
        log_line(ModeratorAction(5, ActionKind(a), json.loads(d), at), english) for a, d in rows
    ]
    assert worded[3].endswith("decided game `R2-1`: won by <@881000000000000123>")
    assert worded[2].endswith("extended round 2 to <t:1772627400:f>")
