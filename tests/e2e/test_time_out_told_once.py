"""Issue 26, defect 9, as it was seen with two processes on one shard: a 10-minute
control, a move, and both processes firing what fell due while nobody was looking (the
reminder and the time-out of every match at once). Each time-out is announced once,
whichever process fires it, and each winner is told once."""

from __future__ import annotations

import asyncio
import random
from collections import Counter

import pytest

from bot.core.shard_ownership import ShardOwnership
from bot.core.storage.database import Database
from bot.notifications.notices import OutOfTime
from bot.services import Services
from tests.bot.conftest import ManualClock
from tests.bot.pace_helpers import RecordingCourier, RecordingHost

pytestmark = pytest.mark.postgres

GUILD = 4242
PLAYERS = {"dark": 601, "light": 602}
MATCHES = 30


@pytest.fixture
async def two_processes(database_url):
    clock = ManualClock()
    stacks, couriers = [], [RecordingCourier(), RecordingCourier()]
    for courier in couriers:
        database = await Database.open(database_url)
        stacks.append(
            Services.build(
                database,
                clock,
                random.Random(3),
                courier=courier,
                host=RecordingHost(),
                shards=ShardOwnership(1, frozenset({0})),
            )
        )
    yield clock, stacks, couriers
    for stack in stacks:
        await stack.tasks.close()
        await stack.database.close()


async def test_a_time_out_two_processes_find_due_is_announced_once(two_processes):
    clock, (first, second), couriers = two_processes
    for number in range(MATCHES):
        match = await first.matches.create_match(
            GUILD, 7000 + number, "draughtnauts", {}, number, PLAYERS, time_control="10m"
        )
        move = first.matches.state(match).suggest("", 1)[0]
        await first.matches.play(match.id, PLAYERS["dark"], move)
    await first.notifications.set_notify(PLAYERS["dark"], on=True)
    clock.advance(minutes=11)

    await asyncio.gather(first.scheduler.fire_due(), second.scheduler.fire_due())
    await asyncio.gather(first.scheduler.fire_due(), second.scheduler.fire_due())
    for stack in (first, second):
        await stack.tasks.drain()

    told = Counter(
        notice.place.match_id
        for courier in couriers
        for notice in courier.in_match
        if isinstance(notice, OutOfTime)
    )
    assert len(told) == MATCHES
    assert set(told.values()) == {1}, f"{sum(told.values()) - MATCHES} announced twice"
    direct = [
        notice
        for courier in couriers
        for _, notices in courier.direct
        for notice in notices
        if isinstance(notice, OutOfTime)
    ]
    assert len(direct) == MATCHES
