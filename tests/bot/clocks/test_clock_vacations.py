"""Vacations: clocks stand still, opponents are told, the monthly allowance holds."""

from __future__ import annotations

import asyncio
import sqlite3
from datetime import timedelta

import pytest

from bot.clocks.keeper import ClockKeeper
from bot.core.errors import Conflict, NotFound, NotPermitted
from bot.core.places import MatchPlace
from bot.notifications.notices import VacationNotice
from tests.bot.pace_helpers import ALICE, BOB, GUILD, configure, race

pytestmark = pytest.mark.postgres


async def test_a_vacation_pauses_the_running_clock_and_tells_the_match(
    pace, matches, clock, courier
):
    match = await race(matches)
    clock.advance(days=1)
    away = await pace.vacations.start(GUILD, ALICE, 5)
    assert courier.in_match[-1] == VacationNotice(MatchPlace.of(match), ALICE, away.ends_at)
    clock.advance(days=4)
    await pace.scheduler.fire_due()
    reading = await pace.clocks.clock(match)
    assert reading.is_paused
    assert reading.left("first", clock.now) == timedelta(days=2)
    assert (await matches.get(match.id)).is_ongoing


async def test_the_clock_runs_again_when_the_vacation_ends(pace, matches, clock, courier):
    match = await race(matches)
    await pace.vacations.start(GUILD, ALICE, 2)
    clock.advance(days=2)
    await pace.scheduler.fire_due()
    assert courier.in_match[-1] == VacationNotice(MatchPlace.of(match), ALICE, None)
    reading = await pace.clocks.clock(match)
    assert reading.deadline() == clock.now + timedelta(days=3)


async def test_a_turn_passed_to_a_player_on_vacation_starts_paused(pace, matches, clock):
    match = await race(matches)
    await pace.vacations.start(GUILD, BOB, 3)
    await matches.play(match.id, ALICE, "+1")
    assert (await pace.clocks.clock(match)).is_paused


async def test_the_monthly_allowance_is_enforced_and_early_returns_give_days_back(pace, clock):
    await configure(pace, vacation_days_per_month=5)
    with pytest.raises(NotPermitted, match="more vacation than you have left"):
        await pace.vacations.start(GUILD, ALICE, 6)
    await pace.vacations.start(GUILD, ALICE, 4)
    assert await pace.vacations.allowance_left(GUILD, ALICE) == timedelta(days=1)
    with pytest.raises(Conflict, match="already on vacation"):
        await pace.vacations.start(GUILD, ALICE, 1)
    clock.advance(days=1)
    await pace.vacations.end(GUILD, ALICE)
    assert await pace.vacations.allowance_left(GUILD, ALICE) == timedelta(days=4)
    with pytest.raises(NotFound):
        await pace.vacations.end(GUILD, ALICE)


async def test_the_allowance_is_new_each_calendar_month(pace, clock):
    await configure(pace, vacation_days_per_month=3)
    await pace.vacations.start(GUILD, ALICE, 3)
    clock.advance(days=30)  # the test clock starts on 1 March: this is 31 March
    assert await pace.vacations.allowance_left(GUILD, ALICE) == timedelta(0)
    clock.advance(days=1)
    assert await pace.vacations.allowance_left(GUILD, ALICE) == timedelta(days=3)


async def test_a_vacation_that_fails_half_way_leaves_nothing_behind(
    pace, matches, clock, courier, monkeypatch
):
    """The vacation, its end timer and the clocks it pauses commit together; the
    opponents are told only once it holds."""
    match = await race(matches)

    async def locked(*_args, **_kwargs):
        raise sqlite3.OperationalError("database is locked")

    monkeypatch.setattr(ClockKeeper, "set_paused", locked)
    with pytest.raises(sqlite3.OperationalError):
        await pace.vacations.start(GUILD, ALICE, 5)
    monkeypatch.undo()
    assert await pace.vacations.current(GUILD, ALICE) is None
    assert not (await pace.clocks.clock(match)).is_paused
    assert courier.in_match == []
    assert await pace.vacations.allowance_left(GUILD, ALICE) == timedelta(days=14)


async def test_two_requests_at_once_take_one_vacation(pace):
    """The checks run in the transaction that stores the vacation: of two requests
    arriving together, one starts it and the other is refused, never both."""
    allowance = await pace.vacations.allowance_left(GUILD, ALICE)
    first, second = await asyncio.gather(
        pace.vacations.start(GUILD, ALICE, 3),
        pace.vacations.start(GUILD, ALICE, 3),
        return_exceptions=True,
    )
    started = [r for r in (first, second) if not isinstance(r, Exception)]
    refused = [r for r in (first, second) if isinstance(r, Conflict)]
    assert (len(started), len(refused)) == (1, 1)
    assert await pace.vacations.allowance_left(GUILD, ALICE) == allowance - timedelta(days=3)
    ended = await asyncio.gather(
        pace.vacations.end(GUILD, ALICE), pace.vacations.end(GUILD, ALICE), return_exceptions=True
    )
    assert sorted(type(r).__name__ for r in ended) == ["NotFound", "Vacation"]


async def test_a_move_reads_no_vacation_from_the_database_once_known(pace, matches, database):
    """Every move asks whether the player whose turn begins is away: the answer comes
    from memory, and stays right when a vacation begins or ends."""
    match = await race(matches)
    assert await pace.vacations.current(GUILD, BOB) is None
    sent: list[str] = []
    await database.trace(lambda sql, *_values: sent.append(sql))
    await matches.play(match.id, ALICE, "+1")
    await database.trace(None)
    assert not [sql for sql in sent if "pace_vacations" in sql]
    away = await pace.vacations.start(GUILD, ALICE, 2)
    assert await pace.vacations.current(GUILD, ALICE) == away
    await pace.vacations.end(GUILD, ALICE)
    assert await pace.vacations.current(GUILD, ALICE) is None
