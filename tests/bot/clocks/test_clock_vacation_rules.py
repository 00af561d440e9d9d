"""The vacations' edges: a vacation lasts a day at least and may take the whole allowance
left, an allowance cut below what was taken leaves nothing, the end timer belongs to the
member's server, and a member's clocks on another server keep running (mutation tests
of bot/clocks/vacations.py)."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.clocks.vacations import VACATION_END
from bot.core.errors import InvalidRequest, NotFound, NotPermitted
from bot.core.places import MatchPlace
from bot.core.storage.timer_store import TimerStore
from bot.notifications.notices import VacationNotice
from tests.bot.pace_helpers import ALICE, GUILD, configure, race

pytestmark = pytest.mark.postgres

ELSEWHERE = 2


@pytest.mark.parametrize("days", [0, -1])
async def test_a_vacation_of_no_days_is_refused(pace, days):
    with pytest.raises(InvalidRequest, match="at least one day"):
        await pace.vacations.start(GUILD, ALICE, days)
    assert await pace.vacations.current(GUILD, ALICE) is None


async def test_a_vacation_may_take_all_the_allowance_left(pace):
    await configure(pace, vacation_days_per_month=3)
    away = await pace.vacations.start(GUILD, ALICE, 3)
    assert away.ends_at - away.starts_at == timedelta(days=3)
    assert await pace.vacations.allowance_left(GUILD, ALICE) == timedelta(0)


async def test_an_allowance_cut_below_the_days_taken_leaves_none(pace):
    await pace.vacations.start(GUILD, ALICE, 5)
    await configure(pace, vacation_days_per_month=2)
    assert await pace.vacations.allowance_left(GUILD, ALICE) == timedelta(0)


async def test_the_end_timer_belongs_to_the_members_server(pace, database):
    away = await pace.vacations.start(GUILD, ALICE, 2)
    timer = await TimerStore(database).get(VACATION_END, str(away.id))
    assert (timer.due_at, timer.guild_id) == (away.ends_at, GUILD)
    assert timer.payload == {"guild_id": GUILD, "user_id": ALICE}


async def test_a_vacation_stops_the_members_clocks_on_its_server_only(pace, matches, clock):
    here = await race(matches)
    there = await race(matches, guild=ELSEWHERE, channel=20)
    await pace.vacations.start(GUILD, ALICE, 2)
    assert (await pace.clocks.clock(here)).is_paused
    assert not (await pace.clocks.clock(there)).is_paused
    clock.advance(days=2)
    await pace.scheduler.fire_due()
    assert not (await pace.clocks.clock(here)).is_paused


async def test_coming_back_early_cancels_the_end_of_the_vacation(pace, clock, courier, database):
    away = await pace.vacations.start(GUILD, ALICE, 3)
    clock.advance(days=1)
    await pace.vacations.end(GUILD, ALICE)
    assert await TimerStore(database).get(VACATION_END, str(away.id)) is None
    told = len(courier.in_match)
    clock.advance(days=2)
    assert await pace.scheduler.fire_due() == 0
    assert len(courier.in_match) == told


async def test_coming_back_without_a_vacation_is_refused_as_such(pace):
    with pytest.raises(NotFound, match="You are not on vacation"):
        await pace.vacations.end(GUILD, ALICE)


async def test_the_days_taken_this_month_count_against_the_next_vacation(pace, clock):
    await configure(pace, vacation_days_per_month=5)
    await pace.vacations.start(GUILD, ALICE, 3)
    clock.advance(days=3)
    await pace.scheduler.fire_due()
    with pytest.raises(NotPermitted, match="more vacation than you have left"):
        await pace.vacations.start(GUILD, ALICE, 3)


async def test_a_vacation_ending_on_one_server_leaves_the_other_servers_clocks_stopped(
    pace, matches, clock
):
    here = await race(matches)
    there = await race(matches, guild=ELSEWHERE, channel=20)
    await pace.vacations.start(GUILD, ALICE, 2)
    await pace.vacations.start(ELSEWHERE, ALICE, 5)
    clock.advance(days=2)
    await pace.scheduler.fire_due()
    assert not (await pace.clocks.clock(here)).is_paused
    assert (await pace.clocks.clock(there)).is_paused


async def test_coming_back_early_restarts_the_clocks_here_and_tells_the_match(
    pace, matches, clock, courier
):
    here = await race(matches)
    there = await race(matches, guild=ELSEWHERE, channel=20)
    await pace.vacations.start(GUILD, ALICE, 3)
    await pace.vacations.start(ELSEWHERE, ALICE, 3)
    clock.advance(days=1)
    await pace.vacations.end(GUILD, ALICE)
    assert not (await pace.clocks.clock(here)).is_paused
    assert (await pace.clocks.clock(there)).is_paused
    assert courier.in_match[-1] == VacationNotice(MatchPlace.of(here), ALICE, None)
