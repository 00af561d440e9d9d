"""The clock keeper's turns and claims at the keeper's level (real stores, a clock of
the test's own): a turn given to a player on vacation starts paused (at the start, after
a takeback), only the player on move pauses the clock, a match ended by the rules
freezes it, timers of an ended match do nothing, the computer's clock never runs out,
and a claim is refused to whoever may not make it."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.clocks.keeper import REMINDER, TIMEOUT, ClockKeeper, read_time_control
from bot.clocks.listing import OngoingMatches
from bot.clocks.model import TimeControl
from bot.clocks.storage.clock_store import ClockStore
from bot.clocks.storage.match_queries import PaceMatchQueries
from bot.clocks.storage.settings_store import PaceSettingsStore
from bot.core.errors import NotFound, NotPermitted
from bot.core.storage.timer_store import TimerStore
from bot.notifications.languages import MemberLanguages
from bot.notifications.service import Notifications
from bot.notifications.storage.member_language_store import MemberLanguageStore
from bot.notifications.storage.prefs_store import MemberPrefsStore
from i18n import Message
from tests.bot.pace_helpers import ALICE, BOB, GUILD, race

pytestmark = pytest.mark.postgres

CAROL = 303


async def test_a_match_started_by_a_player_on_vacation_starts_with_the_clock_paused(pace, matches):
    await pace.vacations.start(GUILD, ALICE, 3)
    match = await race(matches)
    assert (await pace.clocks.clock(match)).is_paused


async def test_a_vacation_of_the_player_not_on_move_leaves_the_clock_running(pace, matches):
    match = await race(matches)
    await pace.vacations.start(GUILD, BOB, 3)
    assert not (await pace.clocks.clock(match)).is_paused


async def test_a_takeback_gives_the_turn_back_fresh(pace, matches, clock):
    match = await race(matches)
    clock.advance(hours=5)
    await matches.play(match.id, ALICE, "+1")
    clock.advance(hours=2)
    back = await matches.take_back_last_move(match.id, moves_on_record=1)
    reading = await pace.clocks.clock(back)
    assert (reading.to_move, reading.ply) == ("first", 0)
    assert reading.deadline() == clock.now + timedelta(days=3)


async def test_a_takeback_gives_the_turn_back_paused_to_a_player_away(pace, matches, clock):
    match = await race(matches)
    await matches.play(match.id, ALICE, "+1")
    await pace.vacations.start(GUILD, ALICE, 3)
    back = await matches.take_back_last_move(match.id, moves_on_record=1)
    assert (await pace.clocks.clock(back)).is_paused
    clock.advance(hours=2)
    await pace.vacations.end(GUILD, ALICE)
    assert (await pace.clocks.clock(back)).deadline() == clock.now + timedelta(days=3)


async def test_a_match_won_by_the_rules_freezes_the_clock_and_drops_its_timers(
    pace, matches, clock, database
):
    match = await race(matches, target=2)
    clock.advance(hours=1)
    made = await matches.play(match.id, ALICE, "+2")
    assert not made.match.is_ongoing
    reading = await pace.clocks.clock(made.match)
    assert (reading.is_paused, reading.ply) == (True, 0)
    assert await TimerStore(database).get(TIMEOUT, str(match.id)) is None


async def test_timers_set_again_for_an_ended_match_do_nothing(
    pace, matches, clock, courier, database
):
    match = await race(matches)
    await matches.resign(match.id, BOB)
    clock.advance(days=4)
    for kind in (REMINDER, TIMEOUT):
        await pace.scheduler.schedule(kind, str(match.id), clock.now, guild_id=GUILD)
    await pace.scheduler.fire_due()
    assert courier.in_match == []
    assert await TimerStore(database).get(TIMEOUT, str(match.id)) is None


async def test_a_claim_is_refused_on_an_ended_match_and_to_a_spectator(pace, matches, clock):
    match = await race(matches)
    clock.advance(days=4)
    with pytest.raises(NotPermitted) as refused:
        await pace.clocks.claim_win(match.id, CAROL, match.channel_id)
    assert refused.value.message == Message("pace-claim-players-only")
    ended = await pace.clocks.claim_win(match.id, BOB, match.channel_id)
    assert ended.result.reason == Message("match-reason-timeout", seat="first")
    with pytest.raises(NotFound) as refused:
        await pace.clocks.claim_win(match.id, BOB, match.channel_id)
    assert refused.value.message == Message("pace-none-running")


async def test_the_control_a_match_was_created_with_is_kept_and_read_back(pace, matches):
    match = await matches.create_match(
        GUILD, 10, "race", {}, 0, {"first": ALICE, "second": BOB}, time_control="1d+2d"
    )
    assert await pace.clocks.control_of(match) == read_time_control("1d+2d")
    assert read_time_control("1d+2d") == TimeControl(timedelta(days=1), timedelta(days=2))


async def test_a_match_without_a_clock_has_no_control_and_is_played_and_taken_back(
    matches, database, tasks, request
):
    del database, tasks  # opened for the keeper composed below, on the loop
    match = await race(matches)  # before the clocks take part in the matches
    pace = request.getfixturevalue("pace")
    assert await pace.clocks.control_of(match) is None
    await matches.play(match.id, ALICE, "+1")
    back = await matches.take_back_last_move(match.id, moves_on_record=1)
    assert await pace.clocks.clock(back) is None


async def test_timers_of_a_clock_out_of_step_with_its_match_do_nothing(
    pace, matches, clock, courier, database
):
    # A clock stored for another ply (written by a bot that lost the change) decides
    # nothing: its time-out is not told, its reminders not sent.
    match = await race(matches)
    stale = (await pace.clocks.clock(match)).at_ply(1)
    await ClockStore(database).put(match.id, stale)
    clock.advance(days=4)
    await pace.scheduler.fire_due()
    assert courier.in_match == []


@pytest.fixture
def computer_second(database, matches, scheduler, courier, clock):
    """A keeper for whom Bob is the computer (the seats `untimed` names), composed as
    the bot composes it but for that, and without vacations."""
    clocks = ClockStore(database)
    notifications = Notifications(
        MemberPrefsStore(database),
        scheduler,
        courier,
        clock,
        OngoingMatches(PaceMatchQueries(database), matches, clocks, clock).waiting_for,
        languages=MemberLanguages(MemberLanguageStore(database)),
    )
    keeper = ClockKeeper(
        clocks,
        PaceSettingsStore(database),
        matches,
        scheduler,
        notifications,
        courier,
        clock,
        untimed=lambda match, seat: match.seats[seat] == BOB,
    )
    matches.add_participant(keeper)
    return keeper


async def test_the_computers_clock_never_runs_out(
    computer_second, matches, scheduler, clock, courier
):
    match = await race(matches)
    await matches.play(match.id, ALICE, "+1")
    clock.advance(days=4)
    await scheduler.fire_due()
    assert courier.in_match == []
    with pytest.raises(NotPermitted) as refused:
        await computer_second.claim_win(match.id, ALICE, match.channel_id)
    assert refused.value.message == Message("pace-never-runs-out")
    await matches.play(match.id, BOB, "+1")
    clock.advance(days=4)
    await scheduler.fire_due()
    assert [type(notice).__name__ for notice in courier.in_match] == ["Reminder", "OutOfTime"]
