"""What the clock keeper says, at the keeper's level (real stores, a clock of the test's
own): the player to move, reminders and time running out reach opted-in members by
direct message too; a post that fails is said again by the timer's retry; a timer set
again when nothing new is due says nothing; the server's own shares decide reminders."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.clocks.keeper import REMINDER, TIMEOUT
from bot.core.places import MatchPlace
from bot.core.scheduler import FIRST_RETRY
from bot.core.storage.timer_store import TimerStore
from bot.notifications.notices import OutOfTime, Reminder, YourMove
from tests.bot.pace_helpers import ALICE, BOB, GUILD, RecordingCourier, configure, race

pytestmark = pytest.mark.postgres


class FailingCourier(RecordingCourier):
    """Refuses the next `failures` posts to a match, as Discord does when it is down."""

    failures = 0

    async def to_match(self, notice) -> None:
        if self.failures:
            self.failures -= 1
            raise OSError("Discord is down")
        await super().to_match(notice)


@pytest.fixture
def courier():
    return FailingCourier()


async def through(pace, clock, *, hours: int, then: tuple[int, ...] = ()) -> None:
    """Fire what is due after `hours`, then after each of `then` hours more."""
    for step in (hours, *then):
        clock.advance(hours=step)
        await pace.scheduler.fire_due()


async def test_opted_in_players_hear_their_move_their_reminder_and_a_claim_by_message(
    pace, matches, clock, courier
):
    await pace.notifications.set_notify(ALICE, on=True)
    await pace.notifications.set_notify(BOB, on=True)
    match = await race(matches)
    made = await matches.play(match.id, ALICE, "+2")
    place = MatchPlace.of(made.match)
    await through(pace, clock, hours=36, then=(29, 7))
    assert courier.direct == [
        (BOB, [YourMove(place, BOB, ALICE, "+2")]),
        (BOB, [Reminder(place, BOB, 50, timedelta(hours=36))]),
        (BOB, [Reminder(place, BOB, 90, timedelta(hours=7))]),
        (ALICE, [OutOfTime(place, "second", BOB, ALICE, "race", 1)]),
    ]


async def test_a_reminder_whose_post_failed_is_posted_by_the_retry(pace, matches, clock, courier):
    match = await race(matches)
    clock.advance(hours=36)
    courier.failures = 1
    await pace.scheduler.fire_due()
    assert courier.in_match == []
    assert (await pace.clocks.clock(match)).reminders_sent == 0
    clock.advance(minutes=1)
    await pace.scheduler.fire_due()
    left = timedelta(hours=36) - FIRST_RETRY
    assert courier.in_match == [Reminder(MatchPlace.of(match), ALICE, 50, left)]
    clock.advance(hours=30)
    await pace.scheduler.fire_due()
    assert [notice.percent for notice in courier.in_match] == [50, 90]


async def test_a_time_out_whose_post_failed_is_posted_by_the_retry(pace, matches, clock, courier):
    match = await race(matches)
    await through(pace, clock, hours=36, then=(29,))
    clock.advance(hours=7)
    courier.failures = 1
    await pace.scheduler.fire_due()
    assert not (await pace.clocks.clock(match)).out_of_time_told
    clock.advance(minutes=1)
    await pace.scheduler.fire_due()
    assert courier.in_match[-1] == OutOfTime(MatchPlace.of(match), "first", ALICE, BOB, "race")
    assert (await pace.clocks.clock(match)).out_of_time_told


async def test_timers_set_again_when_nothing_new_is_due_say_nothing_and_replan(
    pace, matches, clock, courier, database
):
    # A timer set again meanwhile (another process, a retry) fires with nothing new to
    # say: the reminder already sent, the time-out already told or not yet reached.
    match = await race(matches)
    key, timers = str(match.id), TimerStore(database)
    clock.advance(hours=1)
    await pace.scheduler.schedule(TIMEOUT, key, clock.now, guild_id=GUILD)
    await pace.scheduler.fire_due()
    assert (await timers.get(TIMEOUT, key)).due_at == match.created_at + timedelta(days=3)
    clock.advance(hours=35)
    await pace.scheduler.fire_due()
    await pace.scheduler.schedule(REMINDER, key, clock.now, guild_id=GUILD)
    await pace.scheduler.fire_due()
    clock.advance(days=2)
    await pace.scheduler.fire_due()
    await pace.scheduler.schedule(TIMEOUT, key, clock.now, guild_id=GUILD)
    await pace.scheduler.fire_due()
    assert [type(notice).__name__ for notice in courier.in_match] == [
        "Reminder",
        "Reminder",
        "OutOfTime",
    ]


async def test_the_servers_own_shares_decide_the_reminders_and_timers_name_the_server(
    pace, matches, clock, courier, database
):
    await configure(pace, reminder_shares=(0.25,))
    match = await race(matches)
    assert (await TimerStore(database).get(REMINDER, str(match.id))).guild_id == GUILD
    assert (await TimerStore(database).get(TIMEOUT, str(match.id))).guild_id == GUILD
    clock.advance(hours=18)
    await pace.scheduler.fire_due()
    assert courier.in_match == [Reminder(MatchPlace.of(match), ALICE, 25, timedelta(hours=54))]
