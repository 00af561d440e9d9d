"""A move passes the clock on from the clock this process stored last, without reading
it (`ClockStore.remembered`), written only where the row still holds that clock
(`put_over`); a clock changed meanwhile by another process is passed on as the row
holds it."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.clocks.model import TimeControl
from bot.clocks.storage.clock_store import ClockStore
from tests.bot.pace_helpers import ALICE, configure, race

pytestmark = pytest.mark.postgres


async def clock_reads_during(database, work) -> list[str]:
    sent: list[str] = []
    await database.trace(lambda sql, *_values: sent.append(sql))  # PostgreSQL's has values
    try:
        await work
    finally:
        await database.trace(None)
    return [sql for sql in sent if sql.startswith("SELECT") and "pace_clocks" in sql]


async def test_a_move_passes_the_clock_on_without_reading_it(pace, matches, database, clock):
    match = await race(matches)
    clock.advance(hours=1)
    assert await clock_reads_during(database, matches.play(match.id, ALICE, "+1")) == []
    reading = await ClockStore(database).get(match.id)
    assert (reading.to_move, reading.ply, reading.used) == ("second", 1, timedelta(0))


async def test_a_clock_another_process_changed_is_passed_on_as_the_row_holds_it(
    pace, matches, database, clock
):
    await configure(pace, default_control=TimeControl.parse("1d+7d"))
    match = await race(matches)
    elsewhere = ClockStore(database)  # another process's store
    stored = await elsewhere.get(match.id)
    clock.advance(hours=5)
    paused = stored.pause(clock.now)  # that process paused the clock five hours in
    await elsewhere.put(match.id, paused)
    clock.advance(hours=25)  # past the day a move has: the running clock ate reserve
    await matches.play(match.id, ALICE, "+1")
    expected = paused.after_move(clock.now, "second", paused=False).at_ply(1)
    from_memory = stored.after_move(clock.now, "second", paused=False).at_ply(1)
    assert expected != from_memory  # the test tells the two apart
    assert await elsewhere.get(match.id) == expected


async def test_put_over_writes_only_over_the_clock_it_names(pace, matches, database, clock):
    match = await race(matches)
    store = ClockStore(database)
    was = await store.get(match.id)
    once = was.with_reminders_sent(1)
    assert await store.put_over(match.id, once, was)
    assert not await store.put_over(match.id, was.with_reminders_sent(2), was)
    assert store.remembered(match.id) is None  # a refused guess is not kept
    paused = once.pause(clock.now)  # no running_since: NULL in the row
    await store.put(match.id, paused)
    assert await store.put_over(match.id, paused.with_reminders_sent(2), paused)
    assert await ClockStore(database).get(match.id) == paused.with_reminders_sent(2)
