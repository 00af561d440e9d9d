"""Tournament writes lock their server (bot/core/scope.py), not every writer: two
processes writing tournaments in different servers never wait for each other. Counted
as bench.shard_throughput counts them: the lock waits a process notices
(`Database.watch_lock_waits`), and whether a writer was seen waiting in `pg_locks`."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta
from functools import partial

import pytest

from bot.core.scope import Scope
from bot.tournaments.records import ActionKind, TableRecord, TournamentPlan, TournamentStatus
from bot.tournaments.storage.tournament_store import SqlTournamentStore
from tests.bot.core.test_database_scopes import two_processes, waits_while_held

pytestmark = pytest.mark.postgres

GUILDS = (31 << 22, 32 << 22)
NOW = datetime(2026, 11, 27, tzinfo=UTC)
PLAN = TournamentPlan("Cup", "draughtnauts", {}, "swiss", 3, None, 2, False, False)


async def every_write(store: SqlTournamentStore, guild_id: int) -> None:
    """Each kind of write the store makes, on a new tournament of `guild_id`."""
    tournament = await store.create(
        guild_id=guild_id,
        channel_id=guild_id + 1,
        plan=PLAN,
        seed=1,
        registration_ends=NOW,
        created_by=7,
        now=NOW,
    )
    tid = tournament.id
    for user in (41, 42, 43, 44):
        await store.add_entrant(tid, user, NOW)
    await store.remove_entrant(tid, 44)
    await store.set_message(tid, 99)
    await store.record_action(tid, 7, ActionKind.CREATE, {}, NOW)
    await store.start(tid, [41, 42, 43], NOW + timedelta(days=2), [TableRecord("1-1", 1, 1, 2)])
    await store.attach_match(tid, "1-1", None)
    await store.finish_table(tid, "1-1", 1)
    await store.substitute(tid, 43, 45)
    await store.withdraw(tid, 45)
    await store.set_deadline(tid, NOW + timedelta(days=3))
    await store.begin_round(tid, 2, NOW + timedelta(days=4), [TableRecord("2-1", 2, 1, 3)])
    await store.set_status(tid, TournamentStatus.RUNNING)
    assert await store.finish(tid, 41)
    await store.delete(tid)


async def test_tournament_writes_in_different_servers_do_not_wait_for_each_other(
    postgres_server,
):
    """On PostgreSQL only: SQLite has one writer, in one process."""
    async with two_processes(postgres_server) as (first, second, noticed):
        waited = await waits_while_held(
            first,
            Scope.server(GUILDS[0]),
            second,
            lambda: every_write(SqlTournamentStore(second), GUILDS[1]),
            inside=lambda: every_write(SqlTournamentStore(first), GUILDS[0]),
        )
    assert not waited
    assert noticed == []


async def test_tournament_writes_in_one_server_take_turns(database):
    """The server's lock still keeps two writers of one server apart (and SQLite's one
    writer keeps every two apart)."""
    writing = partial(every_write, SqlTournamentStore(database), GUILDS[0])
    assert await waits_while_held(database, Scope.server(GUILDS[0]), database, writing)
