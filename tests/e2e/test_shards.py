"""The bot as one process of a sharded bot (SHARD_COUNT=2, SHARD_IDS=1) in SimCord: an
`AutoShardedBot` that serves the servers of its shard, clocks and all, and fires no
timer of a server another process owns."""

from __future__ import annotations

from datetime import timedelta

import discord
import pytest

from tests.e2e.helpers import move_from_autocomplete, start_match

SHARD_ZERO_GUILD = 881_000_000_000_000_001
SHARD_ONE_GUILD = SHARD_ZERO_GUILD + (1 << 22)


@pytest.fixture
def settings(settings):
    """The e2e settings, as the process of shard 1 of 2."""
    return settings.model_copy(
        update={"dev_guild_id": SHARD_ONE_GUILD, "shard_count": 2, "shard_ids": (1,)}
    )


@pytest.fixture
def guild(env):
    return env.create_guild("Shard one", id=SHARD_ONE_GUILD, shard_id=1)


async def test_the_bot_runs_only_its_shards(env):
    assert isinstance(env.bot, discord.AutoShardedClient)
    assert env.bot.shard_count == 2
    assert env.bot.shard_ids == [1]


async def test_a_server_of_its_shard_plays_and_its_clock_runs_out(env, lobby, alice, bob):
    await alice.slash(
        lobby, "challenge", game="draughtnauts", opponent=bob, seat="dark", time="10m"
    )
    await bob.click(lobby.last_message, label="Accept")
    thread = lobby.threads[-1]
    await move_from_autocomplete(alice, thread, lambda offered: offered[0])
    await env.advance_time(10 * 60)
    assert f"<@{bob.id}> (Light) has run out of time" in thread.last_message.content


async def test_timers_of_other_shards_servers_wait_for_their_own_process(env, guild):
    fired = []

    async def record(timer):
        fired.append(timer.key)

    scheduler = env.bot.services.scheduler
    scheduler.on("probe", record)
    due = env.now() + timedelta(minutes=1)
    for key, guild_id in [("mine", SHARD_ONE_GUILD), ("shard 0", SHARD_ZERO_GUILD), ("none", None)]:
        await scheduler.schedule("probe", key, due, guild_id=guild_id)
    await env.advance_time(5 * 60)
    assert fired == ["mine"]


async def test_every_timer_the_bot_sets_names_its_server(env, lobby, alice, bob, carol):
    await alice.slash(lobby, "notify on")
    await alice.slash(lobby, "notify digest", enabled=True)
    await carol.slash(lobby, "challenge", game="draughtnauts", opponent=alice)
    await env.advance_time(60)  # past the challenge cooldown
    await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await bob.slash(lobby, "vacation start", days=2)
    rows = await env.bot.services.database.fetch_all(
        "SELECT kind, guild_id, shard FROM pace_timers"
    )
    kinds = {row["kind"]: (row["guild_id"], row["shard"]) for row in rows}
    assert kinds == {
        "digest": (None, 0),
        "challenge-expiry": (SHARD_ONE_GUILD, 1),
        "clock-reminder": (SHARD_ONE_GUILD, 1),
        "clock-timeout": (SHARD_ONE_GUILD, 1),
        "vacation-end": (SHARD_ONE_GUILD, 1),
    }
