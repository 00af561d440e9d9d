"""`/language`: moderators choose the language of a server's or a channel's public posts;
without a choice the server's Discord language applies. The answers themselves are
private, in the moderator's own language."""

from __future__ import annotations

import discord
import pytest
import simcord.interactions

from tests.e2e.conftest import GUILD_ID
from tests.e2e.helpers import final_answer, private_answer
from tests.e2e.test_guide_and_moderation import show_command


@pytest.fixture
def german_server(env):
    return env.create_guild("Spieleabend", id=GUILD_ID, preferred_locale="de")


@pytest.fixture
def stube(german_server):
    return german_server.create_text_channel("stube")


@pytest.fixture
def admin(env, german_server):
    role = german_server.create_role("admins", permissions=discord.Permissions(manage_guild=True))
    return german_server.add_member(env.create_user("admin"), roles=[role])


@pytest.fixture
def member_locale(monkeypatch):
    """Every interaction from now on comes from a member whose Discord shows
    `member_locale.tag` (SimCord otherwise sends en-US)."""

    class Chosen:
        tag = "en-US"

    built = simcord.interactions.base_payload

    def in_the_members_language(*args, **kwargs):
        record, payload = built(*args, **kwargs)
        payload["locale"] = Chosen.tag
        return record, payload

    monkeypatch.setattr(simcord.interactions, "base_payload", in_the_members_language)
    return Chosen


async def test_without_a_choice_posts_follow_the_servers_discord_language(admin, stube):
    shown = await admin.slash(stube, "language show")
    assert final_answer(shown).content == (
        "This channel's boards and posts are in **Deutsch**, the server's Discord language."
        " Choose another with `/language set`."
    )


async def test_a_channel_choice_beats_the_servers(env, german_server, admin, stube):
    other = german_server.create_text_channel("salon")
    await admin.slash(stube, "language set", scope="server", language="pl")
    chosen = await admin.slash(other, "language set", scope="channel", language="Français")
    assert "**Français**, chosen for this channel" in final_answer(chosen).content
    languages = env.bot.services.languages
    assert (await languages.channel_words(german_server.id, other.id, "de")).locale == "fr"
    assert (await languages.channel_words(german_server.id, stube.id, "de")).locale == "pl"
    cleared = await admin.slash(other, "language clear", scope="channel")
    assert "**Polski**, chosen for the whole server" in final_answer(cleared).content


async def test_autocomplete_names_each_language_in_its_own_words(admin, stube):
    offered = await admin.autocomplete(stube, "language set", "language", "")
    assert [choice["name"] for choice in offered] == [
        "English (en)",
        "Deutsch (de)",
        "Français (fr)",
        "Español (es)",
        "Português (Brasil) (pt-BR)",
        "Polski (pl)",
        "Русский (ru)",
    ]
    narrowed = await admin.autocomplete(stube, "language set", "language", "port")
    assert [choice["value"] for choice in narrowed] == ["pt-BR"]


async def test_an_unknown_language_is_refused_and_quoted_safely(env, german_server, admin, stube):
    refused = await admin.slash(stube, "language set", scope="server", language="@everyone")
    assert private_answer(refused).content == (
        "The bot does not speak “@\u200beveryone”. Pick a language from the list."
    )
    reading = await env.bot.services.languages.reading(german_server.id, stube.id, "de")
    assert reading.locale == "de"


async def test_only_moderators_choose(env, german_server, stube):
    member = german_server.add_member(env.create_user("member"))
    assert "language set" not in member.available_commands(stube)
    await show_command(env, german_server, "language", to=member)
    refused = await member.slash(stube, "language set", scope="server", language="fr")
    assert private_answer(refused).content == "Only the server's moderators can do that."


async def test_the_answer_is_in_the_moderators_own_language(member_locale, admin, stube):
    member_locale.tag = "ru"
    shown = await admin.slash(stube, "language show")
    assert final_answer(shown).content.startswith(
        "Доски и сообщения в этом канале — на языке: **Deutsch**"
    )
    member_locale.tag = "fr"
    refused = await admin.slash(stube, "language set", scope="server", language="klingon")
    assert private_answer(refused).content == (
        "Le bot ne parle pas « klingon ». Choisis une langue dans la liste."
    )
