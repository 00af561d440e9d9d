"""The scheduler's firing rules, driven by hand: order, replacement, failures, restarts.
(Its sleeping loop under a virtual clock is in test_scheduler_loop.py.)"""

from __future__ import annotations

import itertools
from datetime import timedelta

import pytest

from bot.core.scheduler import FIRST_RETRY, LONGEST_RETRY, Scheduler, retry_after
from bot.core.storage.timer_store import TimerStore

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


async def test_a_failing_or_unknown_timer_comes_back_and_the_rest_still_fire(
    database, clock, caplog
):
    timers = TimerStore(database)
    scheduler = Scheduler(timers, clock)
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
    assert "timer broken/x failed (0 before in a row); again in 0:01:00" in caplog.text
    assert "nobody-handles/y has no handler" in caplog.text
    for kind, key in (("broken", "x"), ("nobody-handles", "y")):
        kept = await timers.get(kind, key)
        assert (kept.due_at, kept.failures) == (clock.now + FIRST_RETRY, 1)


async def test_a_timer_that_keeps_failing_backs_off_to_hourly_and_is_never_lost(database, clock):
    timers = TimerStore(database)
    scheduler = Scheduler(timers, clock)
    attempts = []

    async def fails_nine_times(timer):
        attempts.append(clock.now)
        if len(attempts) < 10:
            raise RuntimeError("database is locked")

    scheduler.on("flaky", fails_nine_times)
    start = clock.now
    await scheduler.schedule("flaky", "k", start, guild_id=None)
    for _ in range(6 * 60):
        await scheduler.fire_due()
        clock.advance(minutes=1)
    waits = [int((b - a).total_seconds() // 60) for a, b in itertools.pairwise(attempts)]
    assert waits == [1, 2, 4, 8, 16, 32, 60, 60, 60]
    assert await timers.get("flaky", "k") is None, "the success finished it"


@pytest.mark.parametrize("failures", [0, 1, 5, 6, 7, 100, 10**9])
def test_the_backoff_doubles_and_stops_at_its_cap(failures):
    expected = min(LONGEST_RETRY, FIRST_RETRY * 2 ** min(failures, 20))
    assert retry_after(failures) == expected


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


async def test_a_timer_its_handler_took_before_failing_still_comes_back(database, clock):
    timers = TimerStore(database)
    scheduler = Scheduler(timers, clock)
    tries = []

    async def takes_then_fails(timer):
        tries.append(timer.failures)
        assert await scheduler.take(timer)
        if len(tries) == 1:
            raise RuntimeError("Discord answered 500")

    scheduler.on("once", takes_then_fails)
    await scheduler.schedule("once", "k", clock.now, {"n": 1}, guild_id=None)
    assert await scheduler.fire_due() == 1
    back = await timers.get("once", "k")
    assert (back.due_at, back.payload, back.failures) == (clock.now + FIRST_RETRY, {"n": 1}, 1)
    clock.advance(minutes=1)
    assert await scheduler.fire_due() == 1
    assert tries == [0, 1]
    assert await timers.get("once", "k") is None
