"""The language a member last used, kept in memory by each bot process: a member who
talks to the bot in a server another process serves changes it there, and this process
forgets what it kept (the write is announced), so its direct messages follow the
member's latest language. The processes are two `Database`s over one PostgreSQL
database, as in test_prefs_across_processes.py."""

from __future__ import annotations

import asyncio

import pytest

from bot.core.storage.database import Database
from bot.notifications.languages import MemberLanguages
from bot.notifications.storage.member_language_store import MemberLanguageStore
from bot.privacy.service import pseudonym
from bot.privacy.storage.privacy_store import SqlPrivacyStore
from tests.waiting import PATIENCE, until, until_answer

MEMBER = 42


async def unannounced(database: Database, locale: str) -> None:
    """Change the member's row as no store does: without telling anyone."""
    await database.write(
        "UPDATE member_languages SET locale = ? WHERE user_id = ?", (locale, MEMBER)
    )


async def kept_by(there: MemberLanguages, here: Database, locale: str) -> None:
    """Once `there` hears, it keeps the member's `locale` (the row's) in memory: a
    change nobody announced does not reach it. The row then says otherwise."""
    await until(lambda: getattr(there, "hearing", True))  # True: code from before listening
    async with asyncio.timeout(PATIENCE):
        while True:  # a read that an announcement on its way overlapped is not kept
            await MemberLanguageStore(here).put(MEMBER, locale)  # announced: forgotten
            await until_language(there, locale)
            await unannounced(here, "pl")
            if await there.language_of(MEMBER) == locale:
                return


async def until_language(there: MemberLanguages, locale: str | None) -> None:
    await until_answer(lambda: there.language_of(MEMBER), lambda found: found == locale)


@pytest.fixture
async def german_kept_by_b(processes):
    """Process A's and B's member languages, the member's German kept in B's memory
    (the row says otherwise)."""
    a, b = processes
    here, there = MemberLanguages(MemberLanguageStore(a)), MemberLanguages(MemberLanguageStore(b))
    here.note(MEMBER, "de")
    await here.store(MEMBER)
    await kept_by(there, a, "de")
    return here, there, a


async def test_a_language_used_in_another_process_reaches_this_ones_messages(german_kept_by_b):
    here, there, _ = german_kept_by_b
    assert here.note(MEMBER, "ru")  # the member now talks to the bot in Russian, in A
    await here.store(MEMBER)
    await until_language(there, "ru")


async def test_an_erasure_reaches_the_other_process(german_kept_by_b):
    _, there, a = german_kept_by_b
    await SqlPrivacyStore(a).erase(MEMBER, pseudonym(MEMBER), None)
    await until_language(there, None)
