"""`/language`: moderators choose the language of a server's or a channel's public posts;
without a choice the server's Discord language applies. The answers themselves are
private, in the moderator's own language."""

from __future__ import annotations

import pytest

from tests.e2e.conftest import GUILD_ID
from tests.e2e.helpers import final_answer, private_answer
from tests.e2e.test_guide_and_moderation import show_command


@pytest.fixture
def guild(env):
    """The conftest's server (its lobby, members and moderator too), in German."""
    return env.create_guild("Spieleabend", id=GUILD_ID, preferred_locale="de")


async def test_without_a_choice_posts_follow_the_servers_discord_language(moderator, lobby):
    shown = await moderator.slash(lobby, "language show")
    assert final_answer(shown).content == (
        "This channel's boards and posts are in **Deutsch**, the server's Discord language."
        " Choose another with `/language set`."
    )


async def test_a_channel_choice_beats_the_servers(env, guild, moderator, lobby):
    other = guild.create_text_channel("salon")
    await moderator.slash(lobby, "language set", scope="server", language="pl")
    chosen = await moderator.slash(other, "language set", scope="channel", language="Français")
    assert "**Français**, chosen for this channel" in final_answer(chosen).content
    languages = env.bot.services.languages
    assert (await languages.channel_words(guild.id, other.id, "de")).locale == "fr"
    assert (await languages.channel_words(guild.id, lobby.id, "de")).locale == "pl"
    cleared = await moderator.slash(other, "language clear", scope="channel")
    assert "**Polski**, chosen for the whole server" in final_answer(cleared).content


async def test_autocomplete_names_each_language_in_its_own_words(moderator, lobby):
    offered = await moderator.autocomplete(lobby, "language set", "language", "")
    assert [choice["name"] for choice in offered] == [
        "English (en)",
        "Deutsch (de)",
        "Français (fr)",
        "Español (es)",
        "Português (Brasil) (pt-BR)",
        "Polski (pl)",
        "Русский (ru)",
    ]
    narrowed = await moderator.autocomplete(lobby, "language set", "language", "port")
    assert [choice["value"] for choice in narrowed] == ["pt-BR"]


async def test_an_unknown_language_is_refused_and_quoted_safely(env, guild, moderator, lobby):
    refused = await moderator.slash(lobby, "language set", scope="server", language="@everyone")
    assert private_answer(refused).content == (
        "The bot does not speak “@\u200beveryone”. Pick a language from the list."
    )
    reading = await env.bot.services.languages.reading(guild.id, lobby.id, "de")
    assert reading.locale == "de"


async def test_only_moderators_choose(env, guild, lobby):
    member = guild.add_member(env.create_user("member"))
    assert "language set" not in member.available_commands(lobby)
    await show_command(env, guild, "language", to=member)
    refused = await member.slash(lobby, "language set", scope="server", language="fr")
    assert private_answer(refused).content == "Only the server's moderators can do that."


async def test_the_answer_is_in_the_moderators_own_language(member_locale, moderator, lobby):
    member_locale.tag = "ru"
    shown = await moderator.slash(lobby, "language show")
    assert final_answer(shown).content.startswith(
        "Доски и сообщения в этом канале — на языке: **Deutsch**"
    )
    member_locale.tag = "fr"
    refused = await moderator.slash(lobby, "language set", scope="server", language="klingon")
    assert private_answer(refused).content == (
        "Le bot ne parle pas « klingon ». Choisis une langue dans la liste."
    )


@pytest.mark.postgres
async def test_choosing_again_replaces_the_choice_on_either_database(env, guild, moderator, lobby):
    """A choice is one row per server or channel: choosing again replaces it, on SQLite
    and on PostgreSQL alike (the store once spoke SQLite's `INSERT OR REPLACE`, which
    PostgreSQL refuses: "Something went wrong", and nothing was saved)."""
    for language in ("pl", "fr"):
        await moderator.slash(lobby, "language set", scope="server", language=language)
        chosen = await moderator.slash(lobby, "language set", scope="channel", language=language)
        assert "chosen for this channel" in final_answer(chosen).content
    languages = env.bot.services.languages
    assert (await languages.channel_words(guild.id, lobby.id, "de")).locale == "fr"
    await moderator.slash(lobby, "language clear", scope="channel")
    other = guild.create_text_channel("salon")
    assert (await languages.channel_words(guild.id, other.id, "de")).locale == "fr"
    assert (await languages.channel_words(guild.id, lobby.id, "de")).locale == "fr"
    await moderator.slash(lobby, "language clear", scope="server")
    assert (await languages.channel_words(guild.id, lobby.id, "de")).locale == "de"
