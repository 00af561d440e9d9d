"""The bot's event bus: handlers run after `publish` returns, in order per match, and
the bot can wait for them or cancel them."""

from __future__ import annotations

import asyncio
from datetime import UTC, datetime

from bot.core.background import BackgroundTasks
from bot.core.events import EventBus, MatchStarted
from bot.core.records import Match, MatchStatus


def started(match_id: int) -> MatchStarted:
    now = datetime(2026, 3, 1, tzinfo=UTC)
    return MatchStarted(
        Match(
            id=match_id,
            guild_id=1,
            channel_id=2,
            game_id="race",
            options={},
            seed=0,
            seats={"a": 10, "b": 11},
            status=MatchStatus.ONGOING,
            origin="challenge",
            position="",
            moves=(),
            version=1,
            created_at=now,
            updated_at=now,
        )
    )


async def test_handlers_run_after_publish_returns_and_in_order_per_match():
    tasks = BackgroundTasks()
    bus = EventBus(tasks)
    heard = []

    async def slow_then_fast(event):
        if event.match.id == 1 and not heard:
            await asyncio.sleep(0.01)
        heard.append(event.match.id)

    bus.subscribe(MatchStarted, slow_then_fast)
    await bus.publish(started(1))
    assert heard == []
    await bus.publish(started(1))
    await bus.publish(started(2))
    await tasks.drain()
    assert heard == [2, 1, 1]


async def test_a_failing_handler_does_not_stop_the_next_and_close_cancels_the_rest():
    tasks = BackgroundTasks()
    bus = EventBus(tasks)
    heard = []

    async def fails(event):
        raise RuntimeError("boom")

    async def records(event):
        heard.append(event.match.id)

    async def never_ends(event):
        await asyncio.Event().wait()

    bus.subscribe(MatchStarted, fails)
    bus.subscribe(MatchStarted, records)
    bus.subscribe(MatchStarted, never_ends)
    await bus.publish(started(7))
    await asyncio.sleep(0)
    await asyncio.sleep(0)
    assert heard == [7]
    await tasks.close()
    await tasks.drain()
