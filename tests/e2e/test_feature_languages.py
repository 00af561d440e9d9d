"""The clocks, tournaments, ratings, the computer and direct messages in the members'
languages, through the real bot in SimCord: a German server reads its public posts
(tournament posts and buttons, clock reminders and lines) in German; a member's
private answers and direct messages read in that member's own Discord language, which
the bot remembers from their interactions, across a restart too.

SimCord sends every interaction with the locale en-US; `speaking` gives members their
own by rewriting the interactions SimCord builds."""

from __future__ import annotations

import re
from datetime import timedelta

import discord
import pytest
from simcord import interactions as simcord_interactions

from bot.clocks.model import format_duration
from i18n import words
from tests.e2e.conftest import GUILD_ID
from tests.e2e.helpers import custom_ids, move_from_autocomplete, private_answer

DAY = 86_400
HOUR = 3_600


@pytest.fixture
def guild(env):
    """The conftest's server, speaking German: its lobby, alice, bob and moderator."""
    return env.create_guild("Spieleabend", id=GUILD_ID, preferred_locale="de")


@pytest.fixture
def speaking(monkeypatch):
    """`speaking[user_id] = "fr"`: that member's interactions carry the locale `fr`."""
    locales: dict[int, str] = {}
    build = simcord_interactions.base_payload

    def with_locale(backend, *, user_id, **fields):
        record, payload = build(backend, user_id=user_id, **fields)
        payload["locale"] = locales.get(user_id, payload["locale"])
        return record, payload

    monkeypatch.setattr(simcord_interactions, "base_payload", with_locale)
    return locales


async def start_match(lobby, challenger, opponent):
    """Challenge and accept by the button's id (its label is the channel's language)."""
    await challenger.slash(lobby, "challenge", game="draughtnauts", opponent=opponent, seat="dark")
    [accept] = [key for key in custom_ids(lobby.last_message) if key.startswith("challenge:accept")]
    await opponent.click(lobby.last_message, custom_id=accept)
    return lobby.threads[-1]


def first(offered):
    return offered[0]


def direct_messages(member):
    channel = member.user.dm_channel
    return [] if channel is None else [message.content for message in channel.history()]


async def test_a_tournament_post_and_its_buttons_are_german(env, lobby, moderator, alice, speaking):
    speaking[moderator.id] = "de"
    created = await moderator.slash(
        lobby, "tournament-mod create", name="Pokal", game="draughtnauts", format="swiss", rounds=3
    )
    assert "ist zur Anmeldung offen" in private_answer(created).content
    tournament = int(re.search(r"#(\d+)", private_answer(created).content).group(1))
    post = next(m for m in lobby.history() if m.content.startswith(f"**Pokal** (#{tournament})"))
    assert "Schweizer System, 3 Runden" in post.content
    assert "Anmeldung offen bis <t:" in post.content
    assert "gewertet" in post.content
    assert "Spieler (0): noch niemand" in post.content
    labels = [button.label for row in post.components for button in row.children]
    assert labels == ["Beitreten", "Austreten"]
    speaking[alice.id] = "fr"
    joined = await alice.click(post, label="Beitreten")
    assert private_answer(joined).content == "Tu participes à **Pokal**."
    post = next(m for m in lobby.history() if m.content.startswith(f"**Pokal** (#{tournament})"))
    assert f"Spieler (1): <@{alice.id}>" in post.content


async def test_a_clock_reminder_and_the_clock_line_are_german(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob)
    assert "Uhr (3 T pro Zug): Dunkel 3 T (läuft) · Hell 3 T" in thread.last_message.content
    await env.advance_time(36 * HOUR)
    reminder = thread.last_message.content
    left = format_duration(timedelta(seconds=36 * HOUR), words("de"))  # CLDR abbreviates
    assert reminder == (
        f"<@{alice.id}>, noch {left}: du hast 50 % deiner Zeit für diesen Zug verbraucht."
    )


async def test_a_private_answer_reads_in_the_members_own_language(env, lobby, alice, bob, speaking):
    await start_match(lobby, alice, bob)
    speaking[bob.id] = "pl"
    claimed = await bob.slash(lobby.threads[-1], "claim")
    assert private_answer(claimed).content == "Twój przeciwnik ma jeszcze na zegarze: 3 dni."
    listed = await alice.slash(lobby, "matches")  # alice's Discord speaks English
    assert private_answer(listed).content.startswith(f"Ongoing matches of <@{alice.id}>:")


async def test_a_direct_message_reads_in_the_language_the_member_last_used(  # noqa: PLR0917 (fixtures)
    env, lobby, alice, bob, speaking, make_bot
):
    speaking[bob.id] = "fr"
    await bob.slash(lobby, "notify on")
    thread = await start_match(lobby, alice, bob)
    await env.advance_time(60)  # the language is stored in the background after the command
    await env.restart_bot(make_bot())
    await move_from_autocomplete(alice, thread, first)
    [message] = direct_messages(bob)
    assert message.startswith(f"<@{alice.id}> a joué `")
    assert ": à toi de jouer. https://discord.com/channels/" in message
    speaking[bob.id] = "ru"
    await move_from_autocomplete(bob, thread, first)
    await move_from_autocomplete(alice, thread, first)
    assert "ваш ход" in direct_messages(bob)[-1]


@pytest.mark.parametrize(
    ("server", "heading", "labels"),
    [
        ("fr", "système suisse, 3 rondes", ["Rejoindre", "Quitter"]),
        ("pt-BR", "sistema suíço, 3 rodadas", ["Entrar", "Sair"]),
    ],
)
async def test_a_tournament_post_reads_in_any_servers_language(env, server, heading, labels):
    guild = env.create_guild("Soirée", id=GUILD_ID, preferred_locale=server)
    lobby = guild.create_text_channel("salle")
    role = guild.create_role("Orga", permissions=discord.Permissions(manage_guild=True))
    moderator = guild.add_member(env.create_user("orga"), roles=[role])
    await moderator.slash(
        lobby, "tournament-mod create", name="Cup", game="draughtnauts", format="swiss", rounds=3
    )
    post = next(m for m in lobby.history() if m.content.startswith("**Cup** (#"))
    assert heading in post.content
    assert [button.label for row in post.components for button in row.children] == labels


async def test_a_channels_chosen_language_wins_for_its_posts(env, lobby, moderator):
    await moderator.slash(lobby, "language set", scope="channel", language="ru")
    await moderator.slash(
        lobby, "tournament-mod create", name="Cup", game="draughtnauts", format="round-robin"
    )
    post = next(m for m in lobby.history() if m.content.startswith("**Cup** (#"))
    assert "круговая система" in post.content
    assert "Запись открыта до <t:" in post.content
