"""Every kind of timer the scheduler knows (`Scheduler.kinds`, the bot's own registry),
each made for real through the bot in SimCord (tests/e2e/timer_kinds.py):

* fired late, twice at once, and once more after a restart (a process that died after
  its handler ran and before the timer was finished): one announcement, one effect;
* its handler failing on a real dependency (the database refusing a write, Discord
  answering 500): the timer comes back after the scheduler's backoff and does its
  work once (issue 26, defect 7).
"""

from __future__ import annotations

import asyncio

import pytest

from bot.core.scheduler import FIRST_RETRY
from bot.core.storage.timer_store import TimerStore
from tests.e2e.timer_kinds import SCENARIOS, World

pytestmark = pytest.mark.postgres

LATE = 30 * 60


@pytest.fixture(autouse=True)
def patient(env):
    """The computer thinks in another process, which can outlast SimCord's default wait."""
    env.settle_timeout = 30.0


@pytest.fixture
def world(env, guild, lobby, alice, bob, moderator):  # noqa: PLR0917 (fixtures)
    return World(env, guild, lobby, alice, bob, moderator)


def test_every_kind_of_timer_has_a_scenario(simcord_env):
    kinds = simcord_env.bot.services.scheduler.kinds
    assert kinds, "no timer kind registered"
    assert sorted(kinds - SCENARIOS.keys()) == [], "a timer kind nobody walks"


async def stored(world: World, kind: str):
    rows = await world.env.bot.services.database.fetch_all(
        "SELECT kind, key FROM pace_timers WHERE kind = ?", (kind,)
    )
    timers = TimerStore(world.env.bot.services.database)
    return [await timers.get(row["kind"], row["key"]) for row in rows]


@pytest.mark.parametrize("kind", sorted(SCENARIOS))
async def test_a_timer_fired_late_twice_at_once_and_after_a_restart_acts_once(
    env, make_bot, world, kind
):
    scenario = SCENARIOS[kind]
    scheduler = env.bot.services.scheduler
    await scheduler.stop()  # the bot is down while the timer falls due
    await scenario.arrange(world)
    await env.advance_time(LATE)
    due = await stored(world, kind)
    assert due, f"no {kind} timer was stored"

    for timer in due:
        await asyncio.gather(scheduler.fire(timer), scheduler.fire(timer))
    await env.settle()
    # The process dies before finishing them: what it still had running in the
    # background is lost, and each row stays as its handler left it (fired once more
    # by the next process, unless the handler replaced or removed it).
    await env.bot.services.tasks.close()
    await env.restart_bot(make_bot())
    await env.advance_time(LATE)

    assert await scenario.effects(world) == 1


@pytest.mark.parametrize("kind", sorted(SCENARIOS))
async def test_a_timer_whose_handler_fails_comes_back_and_acts_once(env, make_bot, world, kind):
    scenario = SCENARIOS[kind]
    await env.bot.services.scheduler.stop()  # the bot is down while the timer falls due
    await scenario.arrange(world)
    await scenario.break_it(world)
    await env.restart_bot(make_bot())
    await env.advance_time(5)
    assert await scenario.effects(world) == 0, "the broken dependency did not stop it"

    await scenario.heal(world)
    assert scenario.comes_back_within >= 2 * FIRST_RETRY.total_seconds()
    await env.advance_time(scenario.comes_back_within)
    assert await scenario.effects(world) == 1
