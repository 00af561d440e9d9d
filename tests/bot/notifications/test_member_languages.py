"""A member's language is remembered cheaply: in memory for this process, read once
per member, written only when it changes, and found again after a restart; on SQLite
and PostgreSQL alike."""

from __future__ import annotations

import pytest

from bot.core.storage.database import Database
from bot.notifications.languages import MemberLanguages
from bot.notifications.storage.member_language_store import MemberLanguageStore
from tests.waiting import until

pytestmark = pytest.mark.postgres

MEMBER = 881_000_000_000_000_101
"""A Discord id: 64 bits."""


async def listening(store: MemberLanguageStore) -> MemberLanguages:
    """The member languages of a process, once it hears other processes' changes (on
    PostgreSQL its listening connection opens a moment after; until then it keeps
    nothing in memory)."""
    languages = MemberLanguages(store)
    await until(lambda: languages.hearing)
    return languages


async def rows(database):
    return [tuple(row) for row in await database.fetch_all("SELECT * FROM member_languages")]


async def test_only_news_is_noted_and_only_a_change_is_written(
    database, database_url, count_writes
):
    before = await Database.open(database_url)  # the process before the restart
    try:
        languages = await listening(MemberLanguageStore(before))
        assert await languages.language_of(MEMBER) is None
        assert languages.note(MEMBER, "de") is True
        assert languages.note(MEMBER, "de") is False
        assert await languages.language_of(MEMBER) == "de"
        await languages.store(MEMBER)
        assert await rows(database) == [(MEMBER, "de")]
    finally:  # its news of the write may still be on its way: the restart never hears it
        await before.close()

    restarted = await listening(MemberLanguageStore(database))
    assert await restarted.language_of(MEMBER) == "de"
    writes = count_writes()
    assert restarted.note(MEMBER, "de") is False
    fresh = await listening(MemberLanguageStore(database))
    assert fresh.note(MEMBER, "de") is True  # news to this process, not to the database
    await fresh.store(MEMBER)
    assert writes == []
    assert fresh.note(MEMBER, "pt-BR") is True
    await fresh.store(MEMBER)
    assert writes == [1]
    assert await rows(database) == [(MEMBER, "pt-BR")]


async def test_a_language_noted_is_stored_even_if_news_of_the_row_comes_between(database):
    """The member talks in German, then at once in Russian: the announcement of the
    German row (this process's own write, told late) reaches the memory between the
    Russian note and its store. The Russian is still stored."""
    languages = await listening(MemberLanguageStore(database))
    heard: list[int] = []
    database.listen("member_languages", heard.append, lambda: None)
    languages.note(MEMBER, "de")
    await languages.store(MEMBER)
    await until(lambda: heard or not database.writes_in_a_with)  # SQLite announces nothing
    assert languages.note(MEMBER, "ru")
    async with database.transaction():  # the German row's news, arriving late
        await database.announce("member_languages", MEMBER)
    await until(lambda: len(heard) == 2 or not database.writes_in_a_with)
    await languages.store(MEMBER)
    assert await rows(database) == [(MEMBER, "ru")]
