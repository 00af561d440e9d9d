"""League and team-battle writes lock their server (bot/core/scope.py), as tournament
writes do, not every writer: two processes writing leagues and team battles in
different servers never wait for each other, while two writers of one server still
take turns. Counted as bench.shard_throughput counts them (`Database.watch_lock_waits`,
and whether a writer was seen waiting in `pg_locks`)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from functools import partial

import pytest

from bot.core.scope import Scope
from bot.core.storage.database import Database
from bot.leagues.records import LeaguePlan, LeagueStatus, Moved
from bot.leagues.storage.league_store import SqlLeagueStore
from bot.team_battles.records import BattlePlan, BattleStatus
from bot.team_battles.storage.battle_store import SqlBattleStore
from tests.bot.core.test_database_scopes import two_processes, waits_while_held

GUILDS = (51 << 22, 52 << 22)
NOW = datetime(2026, 11, 27, tzinfo=UTC)
LEAGUE = LeaguePlan("Ladder", "draughtnauts", {}, None, 2, 2, 1, 1, 1)
BATTLE = BattlePlan("draughtnauts", {}, None, (61, 62), 3)


async def every_write(database: Database, guild_id: int) -> None:
    """Each kind of write the league and battle stores make, in `guild_id`."""
    leagues = SqlLeagueStore(database)
    league = await leagues.create(
        guild_id=guild_id,
        channel_id=guild_id + 1,
        plan=LEAGUE,
        next_start=NOW,
        created_by=7,
        now=NOW,
    )
    for user in (41, 42, 43):
        await leagues.add_member(league.id, user, NOW)
    assert await leagues.remove_member(league.id, 43)
    new = {41: Moved.NEW, 42: Moved.NEW}
    assert await leagues.begin_season(league.id, 1, NOW + timedelta(days=7), [[41, 42]], new)
    await leagues.attach_division(league.id, 1, 1, 999)
    assert await leagues.mark_leaving(league.id, 42)
    await leagues.substitute(league.id, 1, 42, 44)
    await leagues.set_status(league.id, LeagueStatus.PAUSED, None)
    assert await leagues.close_season(league.id, 1, [(41, 1, 1.0), (44, 2, 0.0)], None)
    await leagues.end(league.id)
    battles = SqlBattleStore(database)
    battle = await battles.create(
        guild_id=guild_id,
        channel_id=guild_id + 1,
        plan=BATTLE,
        ends_at=NOW + timedelta(hours=1),
        created_by=7,
        now=NOW,
    )
    await battles.set_message(battle.id, 99)
    await battles.add_player(battle.id, 41, 61, NOW)
    await battles.add_player(battle.id, 42, 62, NOW)
    await battles.start_game(battle.id, guild_id + 5, [41, 42])
    assert await battles.finish_game(battle.id, guild_id + 5, [(41, 2), (42, 0)], NOW)
    assert await battles.close(battle.id, BattleStatus.FINISHED)
    await battles.delete(battle.id)


async def test_writes_in_different_servers_do_not_wait_for_each_other(postgres_server):
    """On PostgreSQL only: SQLite has one writer, in one process."""
    async with two_processes(postgres_server) as (first, second, noticed):
        waited = await waits_while_held(
            first,
            Scope.server(GUILDS[0]),
            second,
            lambda: every_write(second, GUILDS[1]),
            inside=lambda: every_write(first, GUILDS[0]),
        )
    assert not waited
    assert noticed == []


@pytest.mark.postgres
async def test_writes_in_one_server_take_turns(database):
    """The server's lock still keeps two writers of one server apart (and SQLite's one
    writer keeps every two apart)."""
    writing = partial(every_write, database, GUILDS[0])
    assert await waits_while_held(database, Scope.server(GUILDS[0]), database, writing)
