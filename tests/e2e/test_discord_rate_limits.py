"""The test helper that plays Discord's rate limits (tests/discord_rate_limits.py) does
what Discord publishes: 5 messages per 5 s in a channel, 50 requests a second from the
bot, interaction callbacks exempt, 429 with `retry_after`."""

from __future__ import annotations

import discord
import pytest

from tests.discord_rate_limits import limit_like_discord, retry_after


async def send(env, channel_id: int) -> float | None:
    """Post a message as the bot; None if it passed, else the `retry_after` of its 429."""
    try:
        await env.bot.get_channel(channel_id).send("probe")
    except discord.HTTPException as error:
        return retry_after(error)
    return None


async def test_a_channel_takes_five_messages_in_five_seconds(env, guild, lobby):
    limits = limit_like_discord(env)
    assert [await send(env, lobby.id) for _ in range(6)][:5] == [None] * 5
    assert limits.limited[-1].bucket == "channel"
    assert limits.limited[-1].retry_after == pytest.approx(5.0)
    await env.advance_time(4.9)
    assert await send(env, lobby.id) == pytest.approx(0.1, abs=0.01)
    await env.advance_time(0.1)
    assert await send(env, lobby.id) is None


async def test_the_bot_makes_fifty_requests_a_second_over_every_channel(env, guild):
    channels = [guild.create_text_channel(f"room-{n}") for n in range(11)]
    limits = limit_like_discord(env)
    answers = [await send(env, channel.id) for channel in channels for _ in range(5)]
    assert answers[:50] == [None] * 50
    assert answers[50] == pytest.approx(1.0)
    assert limits.limited[-1].bucket == "global"
    await env.advance_time(1.0)
    assert await send(env, channels[-1].id) is None


async def test_interaction_callbacks_are_exempt(env, guild, lobby, alice):
    limits = limit_like_discord(env)
    for _ in range(5):
        await send(env, lobby.id)
    for _ in range(60):  # /help answers with the callback alone
        result = await alice.slash(lobby, "help")
        assert result.acknowledged
    assert limits.limited == []
