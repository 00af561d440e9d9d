"""A round closed by its deadline in one process against a moderator's result for a
table of that round given in another (two tournament stacks, each with its own
database connection, scheduler, background tasks and per-tournament lock, over one
database): one after the other in both orders, and at the same time.

Exactly one effect on the table: the moderator is either told the result was taken,
and the table has it, or refused, and the table keeps the deadline's. The round closes
once (round 2 paired once, announced once, by one of the two), every round-1 table is
decided, and an elimination bracket's next round seats the round-1 winners the tables
record."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

import pytest

from bot.core.background import BackgroundTasks
from bot.core.errors import Conflict
from bot.core.events import EventBus
from bot.core.scheduler import Scheduler
from bot.core.storage.database import Database
from bot.core.storage.timer_store import TimerStore
from bot.tournaments.news import RoundBegun
from tests.bot.pace_helpers import RecordingHost
from tests.bot.tournaments.test_tournament_service import GUILD, MOD, build, open_event, start

pytestmark = pytest.mark.postgres


@dataclass
class Process:
    database: Database
    tasks: BackgroundTasks
    host: RecordingHost
    scheduler: Scheduler
    service: object

    async def settled(self) -> None:
        """The background work its steps started (events, tables opened) done."""
        while await self.tasks.drain():
            await self.service.rounds.settled()
        await self.service.rounds.settled()


@pytest.fixture
async def two_processes(database_url, clock):
    made = []
    for _ in range(2):
        database = await Database.open(database_url)
        tasks, host = BackgroundTasks(), RecordingHost()
        scheduler = Scheduler(TimerStore(database), clock)
        service, _, _ = build(database, clock, EventBus(tasks), host, scheduler=scheduler)
        made.append(Process(database, tasks, host, scheduler, service))
    yield made
    for process in made:
        await process.tasks.close()
        await process.database.close()


async def overdue_round(process: Process, clock, fmt: str):
    """A four-player event of `fmt` whose round 1 deadline has just passed; its id, a
    table's key, and the worse seed of that table (whom the moderator makes win)."""
    service = process.service
    tournament = await open_event(
        service, fmt, [41, 42, 43, 44], rounds=2 if fmt == "swiss" else None
    )
    snap = await start(service, tournament.id, MOD)
    await process.settled()
    table = sorted(snap.current_tables(), key=lambda t: t.key)[0]
    worse = max(table.first_seed, table.second_seed)
    clock.advance(days=3, seconds=1)
    return tournament.id, table.key, worse, snap.user_of(worse)


async def outcome(step) -> object:
    try:
        return await step
    except Conflict as refused:
        return refused


TOGETHER_TRIES = 3
"""How often each way of racing at once is run: which interleaving comes is chance."""
ORDERS = ["deadline-first", "moderator-first"]
ORDERS += ["together", "together-moderator-sent-first"] * TOGETHER_TRIES


@pytest.mark.parametrize("fmt", ["swiss", "single-elimination"])
@pytest.mark.parametrize("order", ORDERS)
async def test_a_round_closed_in_one_process_against_a_result_given_in_the_other(
    two_processes, clock, fmt, order
):
    closing, moderating = two_processes
    tid, key, worse, winner_id = await overdue_round(closing, clock, fmt)

    def close():
        return closing.scheduler.fire_due()

    def decide():
        return moderating.service.moderation.set_result(GUILD, tid, MOD, key, winner_id)

    if order == "together":
        _, said = await asyncio.gather(outcome(close()), outcome(decide()))
    elif order == "together-moderator-sent-first":
        said, _ = await asyncio.gather(outcome(decide()), outcome(close()))
    else:
        steps = [(close, closing), (decide, moderating)]
        said = None
        for step, process in steps if order == "deadline-first" else reversed(steps):
            answer = await outcome(step())
            await process.settled()
            said = answer if step is decide else said
    for process in two_processes:
        await process.settled()

    snap = await closing.service.snapshot(GUILD, tid)
    table = next(t for t in snap.tables if t.key == key)
    assert table.finished
    if isinstance(said, Conflict):
        assert said.message.id == "tourney-result-settled"
        assert table.winner_seed != worse, "refused, yet the table has the moderator's result"
    else:
        assert said is None
        assert table.winner_seed == worse, "taken, yet the table keeps the deadline's result"
    assert snap.tournament.current_round == 2
    first_round = [t for t in snap.tables if t.round == 1]
    assert all(t.finished for t in first_round if t.second_seed is not None)
    second_round = [t for t in snap.tables if t.round == 2]
    assert len(second_round) == (2 if fmt == "swiss" else 1), second_round
    begun = [
        news
        for process in two_processes
        for news in process.host.announcements
        if isinstance(news, RoundBegun) and news.number == 2
    ]
    assert len(begun) == 1, begun
    if fmt == "single-elimination":
        winners = {t.winner_seed for t in first_round}
        final = second_round[0]
        assert {final.first_seed, final.second_seed} == winners
