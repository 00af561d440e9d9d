"""A member's notification choices with several bot processes over one database: any
process may change them (a member answers `/notify` in any server), so a process that
shares the database must not answer from a memory of them."""

from __future__ import annotations

import dataclasses

import pytest

from bot.notifications.storage.prefs_store import MemberPrefs, MemberPrefsStore

pytestmark = pytest.mark.postgres

MEMBER = 42


async def test_a_shared_database_is_read_afresh(database):
    here = MemberPrefsStore(database, cached=False)
    other_process = MemberPrefsStore(database)
    assert (await here.get(MEMBER)).notify is False
    await other_process.put(dataclasses.replace(MemberPrefs(MEMBER), notify=True))
    assert (await here.get(MEMBER)).notify is True


async def test_a_sole_process_keeps_them_in_memory(database):
    """The other side of the choice: the cache is real (and only sound alone)."""
    here = MemberPrefsStore(database)
    other_process = MemberPrefsStore(database)
    assert (await here.get(MEMBER)).notify is False
    await other_process.put(dataclasses.replace(MemberPrefs(MEMBER), notify=True))
    assert (await here.get(MEMBER)).notify is False
