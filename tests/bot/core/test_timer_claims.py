"""Timers shared by several processes over one database, each with its own connection
(on SQLite and on PostgreSQL): a process fires only its shards' timers, a timer two
processes both own fires once, and a claim whose process died runs out so the timer
still fires."""

from __future__ import annotations

import asyncio
from collections import Counter
from datetime import timedelta

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.core.scheduler import CLAIM, Scheduler
from bot.core.shard_ownership import ShardOwnership
from bot.core.storage.database import Database
from bot.core.storage.timer_store import TimerStore
from tests.timer_race import meet

pytestmark = pytest.mark.postgres

SHARD_ZERO_GUILD = 881_000_000_000_000_001
SHARD_ONE_GUILD = SHARD_ZERO_GUILD + (1 << 22)


def of_two(*ids: int) -> ShardOwnership:
    return ShardOwnership(2, frozenset(ids))


@pytest.fixture
async def second_connection(database_url, database):
    """Another process's view of the test's database: a connection of its own."""
    other = await Database.open(database_url)
    yield other
    await other.close()


def recording_scheduler(database, clock, shards, fired, *, meeting=None):
    """A scheduler that records the keys it fires; with `meeting` (its own event, the
    other scheduler's), its first timer waits for the other's (`tests.timer_race`)."""
    scheduler = Scheduler(TimerStore(database, shards), clock)

    async def record(timer):
        if meeting is not None:
            await meet(*meeting)
        fired.append(timer.key)

    scheduler.on("probe", record)
    return scheduler


@given(st.integers(min_value=0, max_value=2**63 - 1), st.integers(min_value=1, max_value=16))
def test_every_server_belongs_to_exactly_one_shard_and_its_process(guild_id, count):
    processes = [ShardOwnership(count, frozenset({shard})) for shard in range(count)]
    owners = [process for process in processes if process.owns(guild_id)]
    assert len(owners) == 1
    assert owners[0].ids == {(guild_id >> 22) % count}


def test_a_timer_without_a_server_belongs_to_shard_zero():
    assert of_two(0).owns(None)
    assert not of_two(1).owns(None)


async def test_each_process_fires_only_its_own_shards_timers(database, second_connection, clock):
    fired_zero, fired_one = [], []
    zero = recording_scheduler(database, clock, of_two(0), fired_zero)
    one = recording_scheduler(second_connection, clock, of_two(1), fired_one)
    for key, guild_id in [("a", SHARD_ZERO_GUILD), ("b", SHARD_ONE_GUILD), ("c", None)]:
        await zero.schedule("probe", key, clock.now, guild_id=guild_id)
    assert await one.fire_due() == 1
    assert await zero.fire_due() == 2
    assert (sorted(fired_zero), fired_one) == (["a", "c"], ["b"])


async def test_the_earliest_due_time_is_that_of_the_owned_shards(database, clock):
    timers = TimerStore(database, of_two(1))
    await timers.put("probe", "other", clock.now, guild_id=SHARD_ZERO_GUILD)
    assert await timers.earliest_due_at() is None
    await timers.put("probe", "mine", clock.now + timedelta(hours=1), guild_id=SHARD_ONE_GUILD)
    assert await timers.earliest_due_at() == clock.now + timedelta(hours=1)


async def test_a_thousand_timers_two_owners_race_for_fire_once_each(
    database, second_connection, clock
):
    fired = []
    both = of_two(0, 1)
    one, two = asyncio.Event(), asyncio.Event()
    first = recording_scheduler(database, clock, both, fired, meeting=(one, two))
    second = recording_scheduler(second_connection, clock, both, fired, meeting=(two, one))
    for number in range(1000):
        guild_id = SHARD_ZERO_GUILD if number % 2 else SHARD_ONE_GUILD
        await first.schedule("probe", str(number), clock.now, guild_id=guild_id)
    counts = await asyncio.gather(first.fire_due(), second.fire_due())
    assert sum(counts) == 1000
    assert min(counts) > 0, "the two did not race: one fired everything"
    assert Counter(fired) == Counter(str(number) for number in range(1000))


async def test_a_claim_whose_process_died_runs_out_and_the_timer_fires(
    database, second_connection, clock
):
    await TimerStore(database).put("probe", "held", clock.now, guild_id=None)
    died = await TimerStore(database).claim_due(clock.now, 10, clock.now + CLAIM)
    assert [timer.key for timer in died] == ["held"]
    fired = []
    survivor = recording_scheduler(second_connection, clock, ShardOwnership.whole(), fired)
    assert await survivor.fire_due() == 0
    clock.advance(seconds=CLAIM.total_seconds() - 1)
    assert await survivor.fire_due() == 0
    clock.advance(seconds=1)
    assert await survivor.fire_due() == 1
    assert fired == ["held"]


async def test_timers_stored_under_one_shard_count_are_restamped_for_another(database, clock):
    await TimerStore(database).put("probe", "b", clock.now, guild_id=SHARD_ONE_GUILD)
    fired = []
    one = recording_scheduler(database, clock, of_two(1), fired)
    assert await one.fire_due() == 0, "stamped for one process, it sits on shard 0"
    await TimerStore(database, of_two(1)).stamp_shards()
    assert await one.fire_due() == 1
    assert fired == ["b"]


async def test_a_process_that_shares_the_timers_naps_briefly(database, clock):
    alone = Scheduler(TimerStore(database), clock)
    shared = Scheduler(TimerStore(database, of_two(1)), clock)
    assert alone._longest_nap == timedelta(hours=6)
    assert shared._longest_nap == timedelta(minutes=1)


async def test_the_earliest_due_time_is_one_index_lookup_per_owned_shard(tmp_path):
    """SQLite's query plan (PostgreSQL's plans are checked on a populated database by
    tests/e2e/test_query_plans.py)."""
    database = await Database.open(f"sqlite:///{tmp_path / 'plan.sqlite3'}")
    timers = TimerStore(database, ShardOwnership(4, frozenset({1, 3})))
    sent = []
    await database.trace(sent.append)
    await timers.earliest_due_at()
    await database.trace(None)
    async with database.reading() as conn:
        query = next(statement for statement in sent if statement.startswith("SELECT"))
        plan = await conn.execute_fetchall(f"EXPLAIN QUERY PLAN {query}")
    await database.close()
    reads = [row[3] for row in plan if "pace_timers" in row[3]]
    assert (
        reads == ["SEARCH pace_timers USING COVERING INDEX pace_timers_by_shard_due (shard=?)"] * 2
    )
