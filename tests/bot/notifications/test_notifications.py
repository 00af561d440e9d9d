"""Direct messages: only for members who opted in, held through quiet hours in their
own time zone, and a daily digest at their local time."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.core.errors import InvalidRequest
from bot.core.places import MatchPlace
from bot.notifications.local_time import zone_suggestions
from bot.notifications.notices import Reminder, YourMove
from tests.bot.pace_helpers import ALICE, BOB, GUILD, race

pytestmark = pytest.mark.postgres


async def test_nobody_gets_a_direct_message_without_opting_in(pace, matches, courier):
    match = await race(matches)
    await matches.play(match.id, ALICE, "+1")
    assert courier.direct == []


async def test_opted_in_members_hear_it_is_their_move(pace, matches, courier):
    await pace.notifications.set_notify(BOB, on=True)
    match = await race(matches)
    await matches.play(match.id, ALICE, "+2")
    assert courier.direct == [(BOB, [YourMove(MatchPlace.of(match), BOB, ALICE, "+2")])]


async def test_quiet_hours_hold_messages_until_they_end_in_local_time(
    pace, matches, clock, courier
):
    # The test clock starts at 12:00 UTC, which is 21:00 in Tokyo.
    await pace.notifications.set_notify(BOB, on=True)
    await pace.notifications.set_time_zone(BOB, "Asia/Tokyo")
    await pace.notifications.set_quiet_hours(BOB, "20:00", "07:30")
    match = await race(matches)
    await matches.play(match.id, ALICE, "+1")
    clock.advance(hours=1)
    reminder = Reminder(MatchPlace.of(match), BOB, 50, timedelta(days=1))
    await pace.notifications.tell(BOB, reminder)
    assert courier.direct == []
    clock.advance(hours=9, minutes=29)
    await pace.scheduler.fire_due()
    assert courier.direct == []
    clock.advance(minutes=1)
    await pace.scheduler.fire_due()
    [(user, notices)] = courier.direct
    assert user == BOB
    assert clock.now == datetime(2026, 3, 1, 22, 30, tzinfo=UTC)
    assert notices == [YourMove(MatchPlace.of(match), BOB, ALICE, "+1"), reminder]


async def test_the_digest_lists_the_matches_waiting_at_the_chosen_local_time(
    pace, matches, clock, courier
):
    await pace.notifications.set_time_zone(ALICE, "Europe/Paris")
    await pace.notifications.set_digest(ALICE, on=True, at="08:00")
    await race(matches, channel=10)
    waiting_for_bob = await race(matches, channel=11)
    await matches.play(waiting_for_bob.id, ALICE, "+1")
    clock.advance(hours=18)
    await pace.scheduler.fire_due()
    assert courier.direct == []
    clock.advance(hours=1)
    await pace.scheduler.fire_due()
    [(user, [digest])] = courier.direct
    assert user == ALICE
    assert [entry.place.channel_id for entry in digest.entries] == [10]
    assert digest.entries[0].waiting_for == ALICE
    clock.advance(days=1)
    await pace.scheduler.fire_due()
    assert len(courier.direct) == 2


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda n: n.set_time_zone(ALICE, "Mars/Olympus"), "not a time zone"),
        (lambda n: n.set_quiet_hours(ALICE, "22:00", None), "both the start and the end"),
        (lambda n: n.set_digest(ALICE, on=True, at="nine"), "not a time of day"),
    ],
)
async def test_bad_choices_are_refused_with_a_reason(pace, change, words):
    with pytest.raises(InvalidRequest, match=words):
        await change(pace.notifications)


async def test_held_messages_are_dropped_if_the_member_opts_out_meanwhile(pace, clock, courier):
    await pace.notifications.set_notify(BOB, on=True)
    await pace.notifications.set_quiet_hours(BOB, "11:00", "13:00")
    await pace.notifications.tell(BOB, YourMove(MatchPlace(1, GUILD, 10), BOB, ALICE, "+1"))
    await pace.notifications.set_notify(BOB, on=False)
    clock.advance(hours=1)
    await pace.scheduler.fire_due()
    assert courier.direct == []


async def test_a_held_notice_is_kept_as_ids_not_markup(pace, matches, database):
    await pace.notifications.set_notify(BOB, on=True)
    await pace.notifications.set_quiet_hours(BOB, "11:00", "13:00")
    match = await race(matches)
    await matches.play(match.id, ALICE, "+1")
    [row] = await database.fetch_all("SELECT notice FROM pace_held_messages")
    assert "<@" not in row[0]
    assert "https://" not in row[0]


@pytest.mark.parametrize(
    "typed",
    ["America", "x" * 300, "../../etc/passwd", "Europe/", "\ud800", "٢٢:٠٠", ""],
)
async def test_a_zone_that_is_no_zone_is_refused_briefly(pace, typed):
    """A folder of the zone database or an overlong name used to reach the file system
    and fail with an error nobody could act on."""
    with pytest.raises(InvalidRequest, match="not a time zone I know") as refused:
        await pace.notifications.set_time_zone(ALICE, typed)
    assert len(refused.value.reason) < 160


async def test_zone_names_are_read_in_any_case(pace):
    prefs = await pace.notifications.set_time_zone(ALICE, " america/new_york ")
    assert prefs.zone.key == "America/New_York"


@pytest.mark.parametrize("typed", ["٢٢:٠٠", "24:00", "7", "x" * 5000])
async def test_times_of_day_take_ascii_digits_only(pace, typed):
    with pytest.raises(InvalidRequest, match="not a time of day") as refused:
        await pace.notifications.set_digest(ALICE, on=True, at=typed)
    assert len(refused.value.reason) < 120


def test_zone_suggestions_follow_what_is_typed():
    assert zone_suggestions("paris") == ["Europe/Paris"]
    assert "America/New_York" in zone_suggestions("new york")
    assert len(zone_suggestions("")) == 25
