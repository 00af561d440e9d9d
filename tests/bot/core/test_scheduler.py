"""The scheduler's firing rules, driven by hand: order, replacement, failures, restarts.
(Its sleeping loop under a virtual clock is in test_scheduler_loop.py.)"""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.core.scheduler import Scheduler
from bot.core.timer_store import TimerStore

pytestmark = pytest.mark.postgres


def recording(fired, name):
    async def handler(timer):
        fired.append((name, timer.key, timer.payload))

    return handler


async def test_due_timers_fire_earliest_first_and_only_once(database, clock):
    scheduler = Scheduler(TimerStore(database), clock)
    fired = []
    scheduler.on("ping", recording(fired, "ping"))
    await scheduler.schedule(
        "ping", "late", clock.now + timedelta(hours=2), {"n": 2}, guild_id=None
    )
    await scheduler.schedule(
        "ping", "early", clock.now + timedelta(hours=1), {"n": 1}, guild_id=None
    )
    clock.advance(hours=1, minutes=59)
    assert await scheduler.fire_due() == 1
    clock.advance(hours=1)
    assert await scheduler.fire_due() == 1
    assert await scheduler.fire_due() == 0
    assert fired == [("ping", "early", {"n": 1}), ("ping", "late", {"n": 2})]


async def test_scheduling_a_kind_and_key_again_moves_the_timer(database, clock):
    scheduler = Scheduler(TimerStore(database), clock)
    fired = []
    scheduler.on("ping", recording(fired, "ping"))
    await scheduler.schedule("ping", "a", clock.now + timedelta(hours=1), guild_id=None)
    await scheduler.schedule("ping", "a", clock.now + timedelta(hours=3), guild_id=None)
    clock.advance(hours=2)
    assert await scheduler.fire_due() == 0
    await scheduler.cancel("ping", "a")
    clock.advance(hours=2)
    assert await scheduler.fire_due() == 0
    assert fired == []


async def test_a_handler_may_schedule_its_own_next_occurrence(database, clock):
    timers = TimerStore(database)
    scheduler = Scheduler(timers, clock)

    async def every_hour(timer):
        await scheduler.schedule(
            "tick", timer.key, timer.due_at + timedelta(hours=1), guild_id=None
        )

    scheduler.on("tick", every_hour)
    await scheduler.schedule("tick", "t", clock.now, guild_id=None)
    assert await scheduler.fire_due() == 1
    assert (await timers.get("tick", "t")).due_at == clock.now + timedelta(hours=1)


async def test_a_failing_or_unknown_timer_is_dropped_and_the_rest_still_fire(
    database, clock, caplog
):
    scheduler = Scheduler(TimerStore(database), clock)
    fired = []

    async def broken(timer):
        raise RuntimeError("boom")

    scheduler.on("broken", broken)
    scheduler.on("ping", recording(fired, "ping"))
    await scheduler.schedule("broken", "x", clock.now, guild_id=None)
    await scheduler.schedule("nobody-handles", "y", clock.now, guild_id=None)
    await scheduler.schedule("ping", "z", clock.now, guild_id=None)
    assert await scheduler.fire_due() == 3
    assert fired == [("ping", "z", {})]
    assert await scheduler.fire_due() == 0
    assert "timer broken/x failed" in caplog.text
    assert "no handler" in caplog.text


async def test_timers_outlive_the_scheduler_that_set_them(database, clock):
    await Scheduler(TimerStore(database), clock).schedule("ping", "k", clock.now, guild_id=None)
    fired = []
    successor = Scheduler(TimerStore(database), clock)
    successor.on("ping", recording(fired, "ping"))
    assert await successor.fire_due() == 1
    assert fired == [("ping", "k", {})]


async def test_more_due_timers_than_one_batch_all_fire(database, clock):
    scheduler = Scheduler(TimerStore(database), clock)
    fired = []
    scheduler.on("ping", recording(fired, "ping"))
    for number in range(250):
        await scheduler.schedule(
            "ping", str(number), clock.now - timedelta(seconds=number), guild_id=None
        )
    assert await scheduler.fire_due() == 250
    assert fired[0][1] == "249"


def test_one_handler_per_kind(database, clock):
    scheduler = Scheduler(TimerStore(database), clock)
    scheduler.on("ping", recording([], "a"))
    try:
        scheduler.on("ping", recording([], "b"))
    except ValueError as refused:
        assert "already" in str(refused)
    else:
        raise AssertionError("a second handler was accepted")
