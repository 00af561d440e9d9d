"""A member's language is remembered cheaply: in memory for this process, read once
per member, written only when it changes, and found again after a restart."""

from __future__ import annotations

from bot.notifications.languages import MemberLanguages


async def rows(database):
    return [tuple(row) for row in await database.fetch_all("SELECT * FROM member_languages")]


async def test_only_news_is_noted_and_only_a_change_is_written(database, monkeypatch):
    languages = MemberLanguages(database)
    assert await languages.language_of(7) is None
    assert languages.note(7, "de") is True
    assert languages.note(7, "de") is False
    assert await languages.language_of(7) == "de"
    await languages.store(7)
    assert await rows(database) == [(7, "de")]

    restarted = MemberLanguages(database)
    assert await restarted.language_of(7) == "de"
    writes = []
    transaction = database.transaction

    def counted():
        writes.append(1)
        return transaction()

    monkeypatch.setattr(database, "transaction", counted)
    assert restarted.note(7, "de") is False
    fresh = MemberLanguages(database)
    assert fresh.note(7, "de") is True  # news to this process, not to the database
    await fresh.store(7)
    assert writes == []
    assert fresh.note(7, "pt-BR") is True
    await fresh.store(7)
    assert writes == [1]
    assert await rows(database) == [(7, "pt-BR")]
