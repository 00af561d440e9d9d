"""`python -m bot.store copy`: a database the real bot filled (matches of every game,
finished and ongoing, challenges, clocks, timers) moves to PostgreSQL whole, and every
match replays there to the position it had."""

from __future__ import annotations

import asyncio
import subprocess
import sys

import pytest

from bot.core.storage.database import Database
from bot.store.copy import TargetNotEmpty, check_copy, copy_database
from tests.e2e.helpers import move_from_autocomplete, player_to_move, resign, start_match

GAMES = [
    ("draughtnauts", "dark", None),
    ("domination-grid", "black", "size=8"),
    ("domination-cards", "H", "first=H"),
    ("draagostat", "dark", "setup=a1,b2,c3,d4"),
]


def first(offered):
    return offered[0]


@pytest.fixture
async def played(env, simcord_bot, guild, alice, bob, carol, settings):  # noqa: PLR0917
    """The test's SQLite database after a few evenings of play."""
    for number, (game, seat, options) in enumerate(GAMES):
        await env.advance_time(60)  # past the pause between two challenges
        room = guild.create_text_channel(f"room-{number}")
        thread = await start_match(room, alice, bob, game, seat=seat, options=options)
        for _ply in range(3 + number):
            member = player_to_move(thread, [alice, bob])
            if member is None:  # over already
                break
            await move_from_autocomplete(member, thread, first)
        if number % 2 and player_to_move(thread, [alice, bob]) is not None:
            await resign(bob, thread)
    await carol.slash(room, "challenge", game="draughtnauts", opponent=alice)
    return settings.database_url


async def test_every_match_replays_to_its_position_in_postgresql(played, postgres_server):
    target = await postgres_server.empty_database()
    report = await copy_database(played, target)
    assert report.faithful, report.summary()
    assert report.matches == len(GAMES)
    assert report.rows["moves"][1] >= 3 * len(GAMES)
    assert report.rows["challenges"][1] == len(GAMES) + 1
    assert all(report.rows[table][1] > 0 for table in ("pace_clocks", "pace_timers"))
    assert "all 4 matches replay to their stored positions" in report.summary()

    copied = await Database.open(target)
    try:
        # New rows continue after the copied ids instead of colliding with them.
        async with copied.transaction() as conn:
            rows = await conn.execute_fetchall(
                "INSERT INTO pace_timers (kind, key, due_at) VALUES ('x', 'y', 'z') RETURNING id"
            )
        assert rows[0][0] > max(
            row[0] for row in await copied.fetch_all("SELECT id FROM pace_timers WHERE kind <> 'x'")
        )
        with pytest.raises(TargetNotEmpty):
            await copy_database(played, target)
    finally:
        await copied.close()


async def test_the_check_finds_a_match_that_does_not_replay(played, postgres_server):
    target_url = await postgres_server.empty_database()
    await copy_database(played, target_url)
    source, target = await Database.open(played), await Database.open(target_url)
    try:
        async with target.transaction() as conn:
            await conn.execute("UPDATE matches SET position = '?' WHERE id = 2")
            await conn.execute("DELETE FROM moves WHERE match_id = 3 AND number = 1")
        tables = [
            row[0]
            for row in await target.fetch_all(
                "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'"
                " AND table_name <> 'applied_migrations'"
            )
        ]
        report = await check_copy(source, target, tables)
        moves = len(await source.fetch_all("SELECT * FROM moves WHERE match_id = 3"))
    finally:
        await source.close()
        await target.close()
    assert not report.faithful
    assert report.differing == ["#2 has another position", f"#3 has {moves - 1} moves, not {moves}"]
    assert "moves" in report.summary()


async def test_the_check_names_a_match_whose_moves_no_longer_replay(played, postgres_server):
    """A move both sides hold alike that the game refuses on replay: the report says
    which match and what the game said, rather than the check failing."""
    target_url = await postgres_server.empty_database()
    await copy_database(played, target_url)
    source, target = await Database.open(played), await Database.open(target_url)
    try:
        for database in (source, target):
            async with database.transaction() as conn:
                await conn.execute(
                    "UPDATE moves SET notation = 'z99' WHERE match_id = 1 AND number = 1"
                )
        report = await check_copy(source, target, ["matches", "moves"])
    finally:
        await source.close()
        await target.close()
    assert len(report.differing) == 1
    assert report.differing[0].startswith("#1 does not replay (game-")


def test_a_target_that_is_not_empty_is_refused_in_one_line(tmp_path, postgres_server):
    target = asyncio.run(postgres_server.fresh_database())
    asyncio.run(_put_a_row(target))
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "bot.store",
            "copy",
            "--from",
            f"sqlite:///{tmp_path / 'x.sqlite3'}",
            "--to",
            target,
        ],
        capture_output=True,
        text=True,
        check=False,
    )
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr.count("\n") == 1
    assert "already holds data (table " in result.stderr


async def _put_a_row(url: str) -> None:
    database = await Database.open(url)
    try:
        async with database.transaction() as conn:
            await conn.execute("INSERT INTO computer_settings (guild_id, rated) VALUES (1, 1)")
    finally:
        await database.close()
