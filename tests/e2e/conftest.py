"""SimCord fixtures: the real bot (built by `create_bot`) in a virtual Discord with one
server, a lobby channel and three members. Nothing touches the network."""

from __future__ import annotations

import random

import discord
import pytest
import simcord.interactions

from bot.app import create_bot
from bot.core import worker_pool
from bot.core.worker_pool import WorkerPool
from bot.settings import Settings
from tests.e2e.web_pages import served, visitor  # noqa: F401 (the match pages' fixtures)

GUILD_ID = 881_000_000_000_000_001


@pytest.fixture
def settings(database_url):
    return Settings(
        discord_token="offline-test-token",
        database_url=database_url,
        dev_guild_id=GUILD_ID,
        _env_file=None,
    )


class SessionWorkers(WorkerPool):
    """The bot's pool of board workers, kept from one test to the next: a bot closing
    stops using it (jobs run in threads again, as after any pool's close) and the next
    test's bot takes it over, its workers already started and their imports done.
    Two new workers for each of some three hundred tests were more than half of these
    tests' processor time."""

    async def close(self) -> None:
        if worker_pool._installed is self:
            worker_pool.install(None)

    def stop(self) -> None:
        """Stop the workers for good, at the end of the session."""
        self._shut_down()


@pytest.fixture(scope="session")
def session_workers():
    workers = SessionWorkers()
    yield workers
    workers.stop()


@pytest.fixture
async def make_bot(settings, request):
    """Build bots on the test's database (a restart builds a second one). SimCord
    detaches a bot without closing it, so its worker processes (the computer's and
    the boards') and the databases they opened are closed here, after the environment
    has shut down. The boards' workers are the session's (`SessionWorkers`), unless the
    test is marked `own_workers`: a test of the pool itself (killing its workers,
    stopping them with the bot) gets a pool of the bot's own."""
    bots = []
    own_workers = request.node.get_closest_marker("own_workers") is not None
    shared = None if own_workers else request.getfixturevalue("session_workers")

    def make():
        bots.append(create_bot(settings, rng=random.Random(2026 + len(bots))))
        if shared is not None:
            bots[-1].workers = shared
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


@pytest.fixture
def env(simcord_env):
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
