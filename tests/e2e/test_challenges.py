"""Challenges through Discord: who may answer, expiry, and where the match lives."""

from __future__ import annotations

from datetime import timedelta

import discord

from tests.e2e.helpers import private_answer


async def test_only_the_challenged_member_may_accept(env, lobby, alice, bob, carol):
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark")
    challenge = lobby.last_message
    refused = private_answer(await carol.click(challenge, label="Accept"))
    assert refused.ephemeral
    assert refused.content == "This challenge is meant for someone else."
    assert lobby.threads == []


async def test_an_open_challenge_can_be_taken_by_anyone(env, lobby, alice, carol):
    await alice.slash(lobby, "challenge", game="domination-grid", seat="white", options="size=8")
    await carol.click(lobby.last_message, label="Accept")
    assert "Accepted by" in lobby.history()[0].content
    thread = lobby.threads[-1]
    assert f"<@{carol.id}> (Black) to move." in thread.last_message.content


async def test_declining_closes_the_challenge(env, lobby, alice, bob):
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob)
    declined = await bob.click(lobby.last_message, label="Decline")
    assert declined.response.content.endswith("Declined.")
    assert declined.response.components == []


async def test_an_unanswered_challenge_expires_and_is_announced(env, lobby, moderator, alice, bob):
    await moderator.slash(lobby, "mod expiry", hours=1)
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob)
    challenge = lobby.last_message
    expires = int((discord.utils.utcnow() + timedelta(hours=1)).timestamp())
    assert f"This challenge expires <t:{expires}:R>." in challenge.content
    await env.advance_time(timedelta(minutes=55).total_seconds())
    assert lobby.last_message.id == challenge.id
    await env.advance_time(timedelta(minutes=10).total_seconds())
    assert lobby.last_message.content == f"The challenge from <@{alice.id}> expired unanswered."
    edited = lobby.history()[0]
    assert edited.id == challenge.id
    assert edited.content.endswith("This challenge expired unanswered.")
    assert edited.components == []


async def test_a_second_challenge_to_the_same_member_waits_for_the_first(env, lobby, alice, bob):
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob)
    await env.advance_time(60)
    again = await alice.slash(lobby, "challenge", game="draagostat", opponent=bob)
    assert again.response.ephemeral
    assert again.response.content == (
        "A challenge between you two is already waiting for an answer."
    )


async def test_bad_options_are_refused_with_the_reason(env, lobby, alice, bob):
    refused = await alice.slash(
        lobby, "challenge", game="domination-grid", opponent=bob, options="size=eight"
    )
    assert refused.response.ephemeral
    assert refused.response.content.startswith("Option 'size': ")


async def test_without_threads_the_match_is_played_in_the_channel(
    env, lobby, moderator, alice, bob
):
    await moderator.slash(lobby, "mod threads", enabled=False)
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark")
    await bob.click(lobby.last_message, label="Accept")
    assert lobby.threads == []
    assert f"<@{alice.id}> (Dark) to move." in lobby.last_message.content
    await alice.slash(lobby, "move", notation="11-15")
    assert "played `11-15`" in lobby.last_message.content


async def test_a_challenge_names_the_permissions_the_bot_lacks_here(env, guild, alice, bob):
    """Posted, such a challenge would start a match that cannot be played: the
    challenger learns in one line what a moderator has to grant."""
    lacking = discord.PermissionOverwrite(create_public_threads=False, attach_files=False)
    room = guild.create_text_channel("no-threads", overwrites={guild.me: lacking})
    refused = await alice.slash(room, "challenge", game="draughtnauts", opponent=bob)
    assert refused.response.ephemeral
    assert refused.response.content == (
        "I am missing permissions in this channel: Attach Files and Create Public Threads."
    )
    assert [m for m in room.history() if not m.flags.ephemeral] == []


async def test_bots_cannot_be_challenged(env, guild, lobby, alice):
    robot = guild.add_member(env.create_user("robot", bot=True))
    refused = await alice.slash(lobby, "challenge", game="draughtnauts", opponent=robot)
    assert refused.response.content.startswith("Bots do not play here: challenge a member")


async def test_an_answered_challenge_never_expires(env, lobby, moderator, alice, bob):
    await moderator.slash(lobby, "mod expiry", hours=1)
    await alice.slash(lobby, "challenge", game="draughtnauts", opponent=bob)
    await bob.click(lobby.last_message, label="Decline")
    answered = lobby.last_message
    await env.advance_time(timedelta(hours=2).total_seconds())
    assert lobby.last_message.id == answered.id
    assert not any("expired" in m.content for m in lobby.history())
