"""Whatever happens in whatever order (moves, moves that crash half-way, time passing,
timers firing, claims), the clock of an ongoing match is the clock of the match as it
stands, and a win on time goes only to the opponent of a player whose time truly ran
out."""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import tempfile
from datetime import timedelta
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.core.background import BackgroundTasks
from bot.core.errors import ServiceError
from bot.core.events import EventBus
from bot.core.matches import MatchService
from bot.core.records import EndHow
from bot.core.scheduler import Scheduler
from bot.core.storage.database import Database
from bot.core.storage.match_store import SqlMatchStore
from bot.core.storage.timer_store import TimerStore
from tests.bot.conftest import AtOnce, ManualClock, assemble_pace, race_lookup
from tests.bot.pace_helpers import RecordingCourier, configure, race
from tests.long_inputs import short_and_long

PER_MOVE = timedelta(days=3)

ACTIONS = st.one_of(
    st.just(("move",)),
    st.just(("crash",)),
    st.just(("claim",)),
    st.tuples(st.just("wait"), st.integers(min_value=1, max_value=60)),
)


class Crash(sqlite3.OperationalError):
    """A failure inside the move's transaction, after the clock was written."""


async def scenario(actions: list[tuple], automatic: bool) -> None:
    with tempfile.TemporaryDirectory() as folder:
        database = await Database.open(Path(folder) / "property.sqlite3")
        try:
            await run(database, actions, automatic)
        finally:
            await database.close()


async def run(database: Database, actions: list[tuple], automatic: bool) -> None:
    clock = ManualClock()
    events = EventBus(AtOnce())
    scheduler = Scheduler(TimerStore(database), clock)
    matches = MatchService(SqlMatchStore(database), events, clock, game_lookup=race_lookup)
    pace = assemble_pace(
        database, BackgroundTasks(), events, matches, scheduler, RecordingCourier(), clock
    )
    await configure(pace, automatic_timeout=automatic)
    match = await race(matches, target=1000)
    turn_began = clock()
    crash_next = False
    original_schedule = scheduler.schedule

    async def schedule(*args, **kwargs):
        if crash_next:
            raise Crash("database is locked")
        await original_schedule(*args, **kwargs)

    scheduler.schedule = schedule
    for action in actions:
        match = await matches.get(match.id)
        if not match.is_ongoing:
            break
        to_move = matches.state(match).to_move
        if action[0] in {"move", "crash"}:
            crash_next = action[0] == "crash"
            try:
                await matches.play(match.id, match.seats[to_move], "+1")
                turn_began = clock()
            except (Crash, ServiceError):
                pass
            crash_next = False
        elif action[0] == "claim":
            with contextlib.suppress(ServiceError):
                await pace.clocks.claim_win(
                    match.id, match.seats[match.other_seat(to_move)], match.channel_id
                )
        else:
            clock.advance(hours=action[1])
            await scheduler.fire_due()
        match = await matches.get(match.id)
        if match.is_ongoing:
            kept = await pace.clocks.clock(match)
            assert kept.ply == len(match.moves)
            assert kept.to_move == matches.state(match).to_move
        elif match.result.how is EndHow.TIMEOUT:
            loser = matches.state(match).to_move
            assert match.result.winner == match.other_seat(loser)
            assert clock() - turn_began >= PER_MOVE


@settings(
    max_examples=40,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(
    actions=short_and_long(st.lists, ACTIONS, long_from=20, max_size=25), automatic=st.booleans()
)
def test_clock_and_match_never_disagree(actions, automatic):
    asyncio.run(scenario(actions, automatic))
