"""A member's notification choices with several bot processes over one database: any
process may change them (a member answers `/notify` in any server), so a process keeps
them in memory only while it hears every other process's changes (PostgreSQL's
LISTEN/NOTIFY, `Database.announce` and `Database.listen`).

Each process here is a `Database` of its own over one PostgreSQL database (process B's
connections carry an `application_name`, so its listening backend can be found and
cut). Whether B answers from memory is seen by changing the row behind its back (a
write that announces nothing): a memory still answers the value from before.
"""

from __future__ import annotations

import asyncio
import dataclasses
from zoneinfo import ZoneInfo

import asyncpg
import pytest

from bot.core.storage.database import Database
from bot.notifications.storage.prefs_store import MemberPrefs, MemberPrefsStore
from bot.privacy.service import pseudonym
from bot.privacy.storage.privacy_store import SqlPrivacyStore
from tests.bot.notifications.conftest import PROCESS_B
from tests.waiting import PATIENCE, until, until_answer

MEMBER = 42
OTHER_MEMBER = 43
TABLE = "pace_members"


async def unannounced(database: Database, notify: bool) -> None:
    """Change the member's row as no store does: without telling anyone."""
    await database.write(
        "UPDATE pace_members SET notify = ? WHERE user_id = ?", (int(notify), MEMBER)
    )


async def remembered(there: MemberPrefsStore, here: Database) -> MemberPrefs:
    """Once `there` hears, it answers from memory: a change nobody announced does not
    reach it. What it remembers (the row then says the opposite). A read that an
    announcement still on its way overlaps is rightly not kept: then it reads again."""
    await until(lambda: there.hearing)
    async with asyncio.timeout(PATIENCE):
        while True:
            kept = await there.get(MEMBER)
            await unannounced(here, not kept.notify)
            if await there.get(MEMBER) == kept:
                return kept


async def connections_to(name: str, *, allowed: bool, server) -> None:
    """Let new connections into the database `name`, or refuse them (those open stay)."""
    admin = await asyncpg.connect(server.url("postgres"))
    try:
        await admin.execute(f'ALTER DATABASE "{name}" WITH ALLOW_CONNECTIONS {allowed}')
    finally:
        await admin.close()


async def test_a_change_in_one_process_reaches_the_other(processes):
    a, b = processes
    here, there = MemberPrefsStore(a), MemberPrefsStore(b)
    await here.put(MemberPrefs(MEMBER))
    await remembered(there, a)
    await here.put(dataclasses.replace(MemberPrefs(MEMBER), notify=True, digest=True))
    await until_answer(lambda: there.get(MEMBER), lambda prefs: prefs.digest)


async def test_a_rolled_back_write_announces_nothing(processes):
    a, b = processes
    heard: list[int] = []
    hearing = b.listen(TABLE, heard.append, lambda: None)
    await until(lambda: hearing.hearing)
    with pytest.raises(RuntimeError):  # outside a transaction: no commit to wait for
        await a.announce(TABLE, MEMBER)
    with pytest.raises(ZeroDivisionError):
        async with a.transaction():
            await a.announce(TABLE, MEMBER)
            _ = 1 / 0
    async with a.transaction():
        await a.announce(TABLE, OTHER_MEMBER)
    await until(lambda: heard)  # notifications arrive in the order of their commits
    assert heard == [OTHER_MEMBER]


async def test_a_process_that_stops_hearing_reads_afresh_until_it_hears_again(
    processes, postgres_server
):
    a, b = processes
    here, there = MemberPrefsStore(a), MemberPrefsStore(b)
    await here.put(MemberPrefs(MEMBER))
    kept = await remembered(there, a)  # the row now says the opposite of what B keeps
    name = await a.fetch_value("SELECT current_database()")
    await connections_to(name, allowed=False, server=postgres_server)  # no way back yet
    try:
        await a.write(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE application_name = ? AND query LIKE 'LISTEN%'",
            (PROCESS_B,),
        )
        await until(lambda: not there.hearing)
        assert (await there.get(MEMBER)).notify is not kept.notify  # nothing stale served
        await unannounced(a, kept.notify)
        assert (await there.get(MEMBER)).notify is kept.notify  # nothing kept while deaf
    finally:
        await connections_to(name, allowed=True, server=postgres_server)
    await remembered(there, a)  # listening again, it keeps them again


async def test_an_erasure_reaches_the_other_process(processes):
    a, b = processes
    there = MemberPrefsStore(b)
    chosen = MemberPrefs(MEMBER, notify=True, zone=ZoneInfo("Europe/Warsaw"))
    await MemberPrefsStore(a).put(chosen)
    assert (await remembered(there, a)).zone == chosen.zone
    await SqlPrivacyStore(a).erase(MEMBER, pseudonym(MEMBER), None)
    await until_answer(lambda: there.get(MEMBER), lambda prefs: prefs == MemberPrefs(MEMBER))


async def test_a_sole_process_keeps_them_in_memory(database):
    """SQLite's one process hears every change, being their only writer: the cache is
    real there from the start."""
    here = MemberPrefsStore(database)
    assert here.hearing
    assert (await here.get(MEMBER)).notify is False
    await MemberPrefsStore(database).put(dataclasses.replace(MemberPrefs(MEMBER), notify=True))
    assert (await here.get(MEMBER)).notify is False
