"""The scheduler's loop under SimCord's virtual clock: it sleeps until the earliest
stored timer, wakes early for a sooner one, and fires nothing before its time."""

from __future__ import annotations

from datetime import timedelta

import discord
import pytest
from discord.ext import commands

from bot.core.scheduler import Scheduler
from bot.core.storage.database import Database
from bot.core.storage.timer_store import TimerStore


class FlakyTimerStore(TimerStore):
    """Fails its first `failures` reads of due timers, like a briefly locked database."""

    def __init__(self, database, failures: int) -> None:
        super().__init__(database)
        self.failures = failures

    async def claim_due(self, now, limit, until):
        if self.failures:
            self.failures -= 1
            raise RuntimeError("database is locked")
        return await super().claim_due(now, limit, until)


class SchedulingBot(commands.Bot):
    """The smallest bot that runs a scheduler, recording when each timer fired."""

    def __init__(self, failures: int = 0) -> None:
        super().__init__(command_prefix="!", intents=discord.Intents.default())
        self.fired: list[tuple[str, float]] = []
        self.failures = failures

    async def setup_hook(self) -> None:
        self.database = await Database.open(":memory:")
        timers = FlakyTimerStore(self.database, self.failures)
        self.scheduler = Scheduler(timers, discord.utils.utcnow)
        self.scheduler.on("ping", self._record)
        self.scheduler.start()

    async def _record(self, timer) -> None:
        self.fired.append((timer.key, discord.utils.utcnow().timestamp()))

    async def close(self) -> None:
        await self.scheduler.stop()
        await super().close()
        await self.database.close()


@pytest.fixture
async def simcord_bot(request):
    """SimCord detaches the bot without closing it: its database (and that connection's
    thread) is closed here, once the environment is down."""
    bot = SchedulingBot(getattr(request, "param", 0))
    yield bot
    await bot.database.close()


@pytest.fixture
def env(simcord_env):
    return simcord_env


def fired_keys(env):
    return [key for key, _ in env.bot.fired]


async def test_a_timer_fires_at_its_time_and_not_before(env):
    start = env.now()
    await env.bot.scheduler.schedule("ping", "a", start + timedelta(hours=5), guild_id=None)
    await env.advance_time(5 * 3600 - 1)
    assert fired_keys(env) == []
    await env.advance_time(1)
    assert env.bot.fired == [("a", (start + timedelta(hours=5)).timestamp())]


async def test_a_sooner_timer_wakes_the_sleeping_loop(env):
    start = env.now()
    await env.bot.scheduler.schedule("ping", "late", start + timedelta(days=2), guild_id=None)
    await env.advance_time(60)
    await env.bot.scheduler.schedule("ping", "soon", start + timedelta(minutes=2), guild_id=None)
    await env.advance_time(60)
    assert env.bot.fired == [("soon", (start + timedelta(minutes=2)).timestamp())]
    await env.advance_time(2 * 86400)
    assert fired_keys(env) == ["soon", "late"]


async def test_an_idle_loop_keeps_sleeping_and_still_serves_new_timers(env):
    await env.advance_time(3 * 86400)
    await env.bot.scheduler.schedule("ping", "b", env.now() + timedelta(seconds=30), guild_id=None)
    await env.advance_time(30)
    assert fired_keys(env) == ["b"]


@pytest.mark.parametrize("simcord_bot", [2], indirect=True)
async def test_the_loop_outlives_a_failing_database_read(env, caplog):
    await env.bot.scheduler.schedule("ping", "c", env.now() + timedelta(seconds=10), guild_id=None)
    await env.advance_time(10)
    assert fired_keys(env) == []
    await env.advance_time(60)
    assert fired_keys(env) == ["c"]
    assert "reading the timers failed" in caplog.text
