"""The clock keeper: reminders at their share of the time, once each; time running out
losing at once or opening a claim; stale timers re-planning."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.clocks.keeper import REMINDER, TIMEOUT
from bot.core.errors import Conflict, NotPermitted
from bot.core.places import MatchPlace
from bot.core.records import EndHow
from bot.core.storage.timer_store import TimerStore
from bot.notifications.notices import OutOfTime, Reminder
from i18n import Message
from tests.bot.pace_helpers import ALICE, BOB, configure, race

pytestmark = pytest.mark.postgres


async def test_reminders_come_at_half_and_ninety_percent_and_never_twice(
    pace, matches, clock, courier
):
    match = await race(matches)
    clock.advance(hours=35)
    assert await pace.scheduler.fire_due() == 0
    clock.advance(hours=1)
    await pace.scheduler.fire_due()
    assert courier.in_match == [Reminder(MatchPlace.of(match), ALICE, 50, timedelta(hours=36))]
    clock.advance(hours=10)
    assert await pace.scheduler.fire_due() == 0
    clock.advance(hours=19)
    await pace.scheduler.fire_due()
    assert len(courier.in_match) == 2
    assert courier.in_match[1].percent == 90
    clock.advance(hours=2)
    await pace.scheduler.fire_due()
    assert len(courier.in_match) == 2


async def test_a_move_resets_the_reminders_for_the_next_turn(pace, matches, clock, courier):
    match = await race(matches)
    clock.advance(hours=40)
    await pace.scheduler.fire_due()
    await matches.play(match.id, ALICE, "+1")
    clock.advance(hours=36)
    await pace.scheduler.fire_due()
    assert [notice.user_id for notice in courier.in_match] == [ALICE, BOB]


async def test_with_automatic_timeouts_running_out_loses_at_once(pace, matches, clock):
    await configure(pace, automatic_timeout=True)
    match = await race(matches)
    clock.advance(days=3)
    await pace.scheduler.fire_due()
    ended = await matches.get(match.id)
    assert ended.result.winner == "second"
    assert ended.result.how is EndHow.TIMEOUT
    assert ended.result.reason == Message("match-reason-timeout", seat="first")


async def test_otherwise_the_opponent_is_offered_a_claim(pace, matches, clock, courier):
    match = await race(matches)
    clock.advance(days=3)
    await pace.scheduler.fire_due()
    assert (await matches.get(match.id)).is_ongoing
    assert courier.in_match[-1] == OutOfTime(
        MatchPlace.of(match), "first", ALICE, BOB, match.game_id
    )
    ended = await pace.clocks.claim_win(match.id, BOB, match.channel_id)
    assert (ended.result.winner, ended.result.how) == ("second", EndHow.TIMEOUT)


async def test_a_claim_before_time_is_out_is_refused(pace, matches, clock):
    match = await race(matches)
    clock.advance(days=2)
    with pytest.raises(Conflict, match="still has one day on the clock"):
        await pace.clocks.claim_win(match.id, BOB, match.channel_id)
    with pytest.raises(NotPermitted, match="your turn now: there is no win to claim"):
        await pace.clocks.claim_win(match.id, ALICE, match.channel_id)


async def test_a_move_after_the_claim_was_offered_withdraws_it(pace, matches, clock):
    match = await race(matches)
    clock.advance(days=3, hours=1)
    await pace.scheduler.fire_due()
    with pytest.raises(NotPermitted, match="your own clock"):  # out of time: bob may claim
        await pace.clocks.claim_win(match.id, ALICE, match.channel_id)
    await matches.play(match.id, ALICE, "+1")
    with pytest.raises(NotPermitted, match="your turn now: there is no win to claim"):
        await pace.clocks.claim_win(match.id, BOB, match.channel_id)


async def test_the_end_of_a_match_freezes_its_clock_and_drops_its_timers(
    pace, matches, clock, database
):
    match = await race(matches)
    clock.advance(hours=2)
    await matches.resign(match.id, ALICE)
    frozen = await pace.clocks.clock(match)
    assert frozen.is_paused
    timers = TimerStore(database)
    assert await timers.get(REMINDER, str(match.id)) is None
    assert await timers.get(TIMEOUT, str(match.id)) is None
