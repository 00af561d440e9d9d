"""The language of a channel's public posts: a channel's choice beats the server's,
which beats the server's Discord language, which beats English; every change is seen
at once although choices are kept in memory."""

from __future__ import annotations

import pytest

from bot.core.errors import InvalidRequest
from bot.languages.service import LanguageService, Reading, Source
from bot.languages.storage.language_store import LanguageStore

GUILD, OTHER_GUILD, CHANNEL, OTHER_CHANNEL = 1, 2, 10, 11


@pytest.fixture
def languages(database):
    return LanguageService(LanguageStore(database))


async def test_without_a_choice_the_servers_discord_language_reads(languages):
    assert await languages.reading(GUILD, CHANNEL, "de") == Reading("de", Source.DISCORD)
    assert (await languages.channel_words(GUILD, CHANNEL, "pt-BR")).locale == "pt-BR"
    assert (await languages.channel_words(GUILD, CHANNEL, "es-419")).locale == "es"


@pytest.mark.parametrize("server_locale", [None, "", "ja", "en-GB"])
async def test_a_server_without_a_shipped_language_reads_english(languages, server_locale):
    assert (await languages.channel_words(GUILD, CHANNEL, server_locale)).locale == "en"


async def test_a_channel_choice_beats_the_servers_which_beats_discords(languages):
    await languages.choose(GUILD, None, "fr")
    assert await languages.reading(GUILD, CHANNEL, "de") == Reading("fr", Source.SERVER)
    await languages.choose(GUILD, CHANNEL, "pl")
    assert await languages.reading(GUILD, CHANNEL, "de") == Reading("pl", Source.CHANNEL)
    assert await languages.reading(GUILD, OTHER_CHANNEL, "de") == Reading("fr", Source.SERVER)
    assert await languages.reading(GUILD, None, "de") == Reading("fr", Source.SERVER)


async def test_choices_belong_to_their_server(languages):
    await languages.choose(GUILD, None, "fr")
    await languages.choose(GUILD, CHANNEL, "ru")
    assert await languages.reading(OTHER_GUILD, CHANNEL, "de") == Reading("de", Source.DISCORD)


async def test_clearing_a_choice_brings_the_next_one_down_back(languages):
    await languages.choose(GUILD, None, "fr")
    await languages.choose(GUILD, CHANNEL, "pl")
    await languages.choose(GUILD, CHANNEL, None)
    assert await languages.reading(GUILD, CHANNEL, "de") == Reading("fr", Source.SERVER)
    await languages.choose(GUILD, None, None)
    assert await languages.reading(GUILD, CHANNEL, "de") == Reading("de", Source.DISCORD)


async def test_a_change_is_read_at_once_after_the_choice_was_cached(languages):
    assert (await languages.channel_words(GUILD, CHANNEL, None)).locale == "en"
    await languages.choose(GUILD, CHANNEL, "ru")
    assert (await languages.channel_words(GUILD, CHANNEL, None)).locale == "ru"


async def test_choices_outlive_the_service(database, languages):
    await languages.choose(GUILD, None, "es")
    await languages.choose(GUILD, CHANNEL, "pt-BR")
    fresh = LanguageService(LanguageStore(database))
    assert await fresh.reading(GUILD, CHANNEL, None) == Reading("pt-BR", Source.CHANNEL)
    assert await fresh.reading(GUILD, OTHER_CHANNEL, None) == Reading("es", Source.SERVER)


async def test_known_choices_are_read_from_memory(database, languages):
    statements = []
    await database.trace(statements.append)
    await languages.reading(GUILD, CHANNEL, None)
    first = len(statements)
    for _ in range(3):
        await languages.reading(GUILD, OTHER_CHANNEL, "fr")
    await database.trace(None)
    assert first > 0
    assert len(statements) == first


async def test_a_read_overtaken_by_a_change_is_not_kept(database, languages):
    """A board post's read that started before a moderator's change, and finished after
    it, must not leave the old choice in memory for every later post."""
    store = LanguageStore(database)
    service = LanguageService(store)
    read = store.chosen

    async def overtaken(guild_id):
        old = await read(guild_id)
        store.chosen = read
        await service.choose(GUILD, CHANNEL, "de")
        return old

    store.chosen = overtaken
    assert (await service.channel_words(GUILD, CHANNEL, None)).locale == "en"
    assert (await service.channel_words(GUILD, CHANNEL, None)).locale == "de"


async def test_only_shipped_languages_can_be_chosen(languages):
    with pytest.raises(InvalidRequest) as refused:
        await languages.choose(GUILD, None, "tlh")
    assert refused.value.message.id == "language-unknown"
