"""SimCord fixtures: the real bot (built by `create_bot`) in a virtual Discord with one
server, a lobby channel and three members. Nothing touches the network."""

from __future__ import annotations

import random

import discord
import pytest

from bot.app import create_bot
from bot.settings import Settings

GUILD_ID = 881_000_000_000_000_001


@pytest.fixture
def settings(database_url):
    return Settings(
        discord_token="offline-test-token",
        database_url=database_url,
        dev_guild_id=GUILD_ID,
        _env_file=None,
    )


@pytest.fixture
async def make_bot(settings):
    """Build bots on the test's database (a restart builds a second one). SimCord
    detaches a bot without closing it, so its worker processes (the computer's and
    the boards') and the databases they opened are closed here, after the environment
    has shut down."""
    bots = []

    def make():
        bots.append(create_bot(settings, rng=random.Random(2026 + len(bots))))
        return bots[-1]

    yield make
    for bot in bots:
        if hasattr(bot, "services"):
            await bot.services.thinking.close()
            await bot.workers.close()
            await bot.services.database.close()


@pytest.fixture
def simcord_bot(make_bot):
    return make_bot()


SETTLE_SECONDS = 30.0
"""How long SimCord waits, in real time, for the bot's own work (a board drawn in a worker
process, a search) before it calls the bot stuck. Its 5 s default is met on an idle
machine but not on 2 cores shared with a full parallel test run; a bot that really hangs
still fails, only later."""


@pytest.fixture
def env(simcord_env):
    simcord_env.settle_timeout = SETTLE_SECONDS
    return simcord_env


@pytest.fixture
def guild(env):
    return env.create_guild("Game Night", id=GUILD_ID)


@pytest.fixture
def lobby(guild):
    return guild.create_text_channel("lobby")


@pytest.fixture
def alice(env, guild):
    return guild.add_member(env.create_user("alice"))


@pytest.fixture
def bob(env, guild):
    return guild.add_member(env.create_user("bob"))


@pytest.fixture
def carol(env, guild):
    return guild.add_member(env.create_user("carol"))


@pytest.fixture
def moderator(env, guild):
    role = guild.create_role("referees", permissions=discord.Permissions(manage_guild=True))
    return guild.add_member(env.create_user("moderator"), roles=[role])
