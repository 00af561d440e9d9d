"""Rules pages, help, and the moderators' tools."""

from __future__ import annotations

import discord
import pytest

from tests.e2e.conftest import GUILD_ID
from tests.e2e.helpers import start_match


async def test_help_shows_each_member_what_they_can_use(env, lobby, alice, moderator):
    text = (await alice.slash(lobby, "help")).response.embeds[0].description
    for command in ["/challenge", "/move", "/match resign", "/rules"]:
        assert f"`{command}`" in text
    for command in ["/mod end", "/pace-settings", "/tournament-mod start"]:
        assert f"`{command}`" not in text
    answer = await moderator.slash(lobby, "help")
    pages = [
        page.description
        for message in (answer.response, *answer.followups)
        if message is not None
        for page in message.embeds
    ]
    first = next(n for n, page in enumerate(pages) if page.startswith("**For moderators**"))
    everyone, for_moderators = "".join(pages[:first]), "".join(pages[first:])
    assert "`/move`" in everyone
    for command in ["/mod end", "/pace-settings", "/tournament-mod start"]:
        assert f"`{command}`" in for_moderators


@pytest.mark.parametrize(
    ("command", "options"),
    [
        ("mod threads", {"enabled": False}),
        ("tournament-mod start", {"tournament": 1}),
        ("pace-settings", {"automatic_timeout": True}),
    ],
)
async def test_members_cannot_see_or_use_moderator_commands(
    env, guild, lobby, moderator, alice, *, command, options
):
    assert command not in alice.available_commands(lobby)
    # Even where a server shows the command to a member, the moderator check refuses them.
    await show_command(env, guild, command.split()[0], to=alice)
    assert command in alice.available_commands(lobby)
    refused = await alice.slash(lobby, command, **options)
    assert refused.response.content == "Only the server's moderators can do that."
    settings = await moderator.slash(lobby, "mod settings")
    assert "Threads for matches: on" in settings.response.content
    pace = await moderator.slash(lobby, "pace-settings")
    assert "lets the opponent claim the win" in pace.response.content


async def test_a_moderator_ends_a_match_with_a_stated_result(env, lobby, moderator, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await moderator.slash(thread, "mod end", winner="light", reason="dark left the server")
    final = thread.last_message
    decided = "dark left the server (moderator), decided by a moderator"
    assert f"**<@{bob.id}> (Light) wins**: {decided}." in final.content


async def test_a_moderator_role_set_by_the_server_grants_the_tools(
    env, guild, lobby, moderator, alice
):
    role = guild.create_role("game hosts", permissions=discord.Permissions.none())
    host = guild.add_member(env.create_user("host"), roles=[role])
    await moderator.slash(lobby, "mod role", role=role)
    for command in ("mod", "pace-settings"):
        await show_command(env, guild, command, to=role)
    allowed = await host.slash(lobby, "mod games", allowed="draughtnauts")
    assert "Games: draughtnauts" in allowed.response.content
    paced = await host.slash(lobby, "pace-settings", vacation_days=7)
    assert "Vacation: 7 days a month." in paced.response.content
    refused = await alice.slash(lobby, "challenge", game="draagostat")
    assert refused.response.content == "This server does not allow draagostat."


async def test_a_members_challenge_starts_from_the_moderators_default_options(
    env, guild, lobby, moderator, alice, *, bob
):
    await show_command(env, guild, "mod", to=alice)
    refused = await alice.slash(
        lobby, "mod defaults", game="draughtnauts", options="powerups=random"
    )
    assert refused.response.content == "Only the server's moderators can do that."
    typo = await moderator.slash(
        lobby, "mod defaults", game="draughtnauts", options="powerups=sometimes"
    )
    assert typo.response.content.startswith("Option 'powerups': should be")
    saved = await moderator.slash(
        lobby, "mod defaults", game="draughtnauts", options="powerups=random"
    )
    assert "Default options for draughtnauts: powerups=random" in saved.response.content
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    assert "(playing Dark, powerups=random)" in lobby.history()[0].content
    match = await env.bot.services.matches.in_channel(thread.id)
    assert match.options == {"powerups": "random"}
    cleared = await moderator.slash(lobby, "mod defaults", game="draughtnauts")
    assert "Default options: none" in cleared.response.content


async def test_only_the_bot_owner_publishes_commands_globally(env, lobby, moderator):
    refused = await moderator.slash(lobby, "mod sync")
    assert refused.response.content == "Only the bot's owner can publish commands globally."


async def show_command(env, guild, name, *, to):
    """Show a command hidden by its default permissions to a member or role, as a server
    does in its integration settings."""
    published = await env.bot.tree.fetch_commands(guild=discord.Object(GUILD_ID))
    guild.set_command_permissions(next(c for c in published if c.name == name), {to: True})
