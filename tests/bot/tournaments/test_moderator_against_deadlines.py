"""A moderator's decision racing the round deadline on the same table (issue 26, defect
10): as the bot runs them, with `MatchEnded` handled in the background after the
deadline has ended the games, and in every order the tournament's lock lets them take.

Whichever comes first, the moderator either sees the decision applied or is told the
game was decided already: never "recorded" with the table keeping the deadline's
result. In Swiss and round robin a decision is a correction at any time; in an
elimination bracket only while no later table depends on it.
"""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from datetime import timedelta

import pytest

from bot.core.errors import Conflict
from bot.core.events import EventBus
from bot.tournaments.records import TournamentStatus
from tests.bot.tournaments.test_tournament_service import GUILD, MOD, build, open_event, start

pytestmark = pytest.mark.postgres

Step = Callable[[], Awaitable[object]]


async def in_order(service, tournament_id: int, *steps: Step) -> list[object]:
    """Run `steps` so that each takes the tournament's lock in the order given (each
    queues behind the one before while the test holds the lock), then let the
    background work they start finish; their outcomes, an exception as itself."""
    tasks = []
    async with service.locks.hold(tournament_id):
        for step in steps:
            tasks.append(asyncio.ensure_future(step()))
            while service.locks.queue(tournament_id) <= len(tasks):  # noqa: ASYNC110 (no event to wait on)
                await asyncio.sleep(0)
    return await asyncio.gather(*tasks, return_exceptions=True)


@pytest.fixture
def bot_like_events(tasks):
    """Events as the bot delivers them: after the use case, in the background."""
    return EventBus(tasks)


async def settled(service, tasks) -> None:
    while await tasks.drain():
        await service.rounds.settled()
    await service.rounds.settled()


@pytest.fixture
def running(database, clock, bot_like_events, host, scheduler, tasks):  # noqa: PLR0917 (fixtures)
    """`await running(fmt)`: a four-player event of `fmt` whose round 1 deadline has
    just passed, its timer not fired yet."""

    async def make(fmt):
        return await running_event(database, clock, bot_like_events, host, scheduler, tasks, fmt)

    return make


async def running_event(database, clock, events, host, scheduler, tasks, fmt):  # noqa: PLR0917
    service, _, _ = build(database, clock, events, host, scheduler=scheduler)
    tournament = await open_event(
        service, fmt, [41, 42, 43, 44], rounds=2 if fmt == "swiss" else None
    )
    snap = await start(service, tournament.id, MOD)
    await settled(service, tasks)
    table = sorted(snap.current_tables(), key=lambda t: t.key)[0]
    worse = max(table.first_seed, table.second_seed)
    clock.advance(days=3, seconds=1)  # the round deadline has passed
    return service, tournament.id, table.key, snap.user_of(worse), worse


def result(service, tournament_id, key, winner_id) -> Step:
    return lambda: service.moderation.set_result(GUILD, tournament_id, MOD, key, winner_id)


def deadline(scheduler) -> Step:
    return scheduler.fire_due


async def table_of(service, tournament_id, key):
    snap = await service.snapshot(GUILD, tournament_id)
    return next(t for t in snap.tables if t.key == key)


@pytest.mark.parametrize("fmt", ["swiss", "single-elimination"])
@pytest.mark.parametrize("moderator_first", [False, True], ids=["deadline-first", "mod-first"])
async def test_a_result_given_as_the_deadline_fires_is_the_tables_result(
    running, scheduler, tasks, fmt, moderator_first
):
    service, tid, key, winner_id, winner_seed = await running(fmt)
    steps = [deadline(scheduler), result(service, tid, key, winner_id)]
    outcomes = await in_order(service, tid, *(reversed(steps) if moderator_first else steps))
    await settled(service, tasks)

    assert not any(isinstance(outcome, Exception) for outcome in outcomes), outcomes
    table = await table_of(service, tid, key)
    assert (table.finished, table.winner_seed) == (True, winner_seed)
    snap = await service.snapshot(GUILD, tid)
    assert snap.tournament.current_round == 2, "the round still closed"
    if fmt == "single-elimination":
        final = next(t for t in snap.current_tables() if t.second_seed is not None)
        assert winner_seed in (final.first_seed, final.second_seed)


@pytest.mark.parametrize("fmt", ["swiss", "single-elimination"])
async def test_a_result_given_once_the_deadline_closed_the_round_is_corrected_or_refused(
    running, scheduler, tasks, fmt
):
    service, tid, key, winner_id, winner_seed = await running(fmt)
    await scheduler.fire_due()
    await settled(service, tasks)
    decided = await table_of(service, tid, key)
    assert decided.winner_seed != winner_seed

    if fmt == "swiss":
        await service.moderation.set_result(GUILD, tid, MOD, key, winner_id)
        assert (await table_of(service, tid, key)).winner_seed == winner_seed
        return
    with pytest.raises(Conflict) as refused:
        await service.moderation.set_result(GUILD, tid, MOD, key, winner_id)
    assert refused.value.message.id == "tourney-result-settled"
    assert (await table_of(service, tid, key)).winner_seed == decided.winner_seed
    logged = [a.action for a in await service.moderation.log(GUILD, tid)]
    assert "result" not in logged, "a refused decision is not logged as taken"


@pytest.mark.parametrize("moderator_first", [False, True], ids=["deadline-first", "mod-first"])
async def test_an_extension_asked_as_the_deadline_fires_is_refused_in_either_order(
    running, scheduler, tasks, moderator_first
):
    service, tid, _, _, _ = await running("swiss")

    def extend() -> Awaitable[object]:
        return service.moderation.extend(GUILD, tid, MOD, timedelta(hours=5))

    steps = [deadline(scheduler), extend]
    outcomes = await in_order(service, tid, *(reversed(steps) if moderator_first else steps))
    await settled(service, tasks)
    refused = [o for o in outcomes if isinstance(o, Conflict)]
    assert [o.message.id for o in refused] == ["tourney-round-closing"], outcomes
    snap = await service.snapshot(GUILD, tid)
    assert snap.tournament.status == TournamentStatus.RUNNING
    assert snap.tournament.current_round == 2, "the deadline closed round 1"
