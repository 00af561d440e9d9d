"""Slow work hearing a move (a direct message to the opponent) runs after the mover's
command is answered, and still happens."""

from __future__ import annotations

import asyncio

import discord

from tests.e2e.helpers import start_match


async def test_a_slow_direct_message_comes_after_the_answer(env, monkeypatch, lobby, alice, bob):
    await bob.slash(lobby, "notify on")
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    open_dm = discord.User.create_dm

    async def slow_dm(user):
        await asyncio.sleep(5)
        return await open_dm(user)

    monkeypatch.setattr(discord.User, "create_dm", slow_dm)
    answer = await alice.slash(thread, "move", notation="11-15")
    assert answer.acknowledged, "the move is answered within Discord's three seconds"
    assert bob.user.dm_channel is None or list(bob.user.dm_channel.history()) == []

    await env.advance_time(6)

    [message] = [m.content for m in bob.user.dm_channel.history()]
    assert "your move" in message
    assert f"**1.** <@{alice.id}> (Dark) played `11-15`" in thread.last_message.content
