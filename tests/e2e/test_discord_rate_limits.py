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


async def refusal(env, channel_id: int) -> discord.HTTPException:
    """The 429 a post as the bot meets."""
    with pytest.raises(discord.HTTPException) as refused:
        await env.bot.get_channel(channel_id).send("probe")
    return refused.value


async def test_a_channels_429_is_answered_as_discord_documents_it(env, guild, lobby):
    limit_like_discord(env)
    for _ in range(5):
        await send(env, lobby.id)
    await env.advance_time(1.25)
    error = await refusal(env, lobby.id)
    headers, body = error.response.headers, error.response.body
    assert error.status == 429
    assert body == {"message": "You are being rate limited.", "retry_after": 3.75, "global": False}
    assert headers["retry-after"] == "4"  # whole seconds, rounded up
    assert headers["X-RateLimit-Limit"] == "5"
    assert headers["X-RateLimit-Remaining"] == "0"
    assert headers["X-RateLimit-Reset-After"] == "3.750"
    reset = env.now().timestamp() + 3.75
    assert float(headers["X-RateLimit-Reset"]) == pytest.approx(reset)
    assert headers["X-RateLimit-Scope"] == "user"
    assert headers["X-RateLimit-Bucket"]
    assert "X-RateLimit-Global" not in headers
    assert headers["Via"]  # from Discord, not Cloudflare: discord.py would wait it out
    assert retry_after(error) == 3.75


async def test_the_global_429_says_so(env, guild):
    channels = [guild.create_text_channel(f"room-{n}") for n in range(10)]
    limit_like_discord(env)
    for channel in channels:
        for _ in range(5):
            await send(env, channel.id)
    error = await refusal(env, lobby_of(guild).id)
    headers, body = error.response.headers, error.response.body
    assert body == {"message": "You are being rate limited.", "retry_after": 1.0, "global": True}
    assert headers["Retry-After"] == "1"
    assert headers["X-RateLimit-Global"] == "true"
    assert headers["X-RateLimit-Scope"] == "global"
    assert "X-RateLimit-Reset-After" not in headers  # no bucket's: the bot's whole limit


def lobby_of(guild):
    return guild.create_text_channel("one-more")
