"""Quiet hours and daily times in a member's own time zone, across DST changes."""

from datetime import UTC, datetime, time, timedelta
from zoneinfo import ZoneInfo

import pytest
from hypothesis import given
from hypothesis import strategies as st

from bot.notifications.local_time import QuietHours, next_local_time

PARIS = ZoneInfo("Europe/Paris")
NEW_YORK = ZoneInfo("America/New_York")
NIGHT = QuietHours(time(22), time(8))


def at(zone, *args):
    return datetime(*args, tzinfo=zone).astimezone(UTC)


def test_outside_quiet_hours_a_message_goes_at_once():
    now = at(PARIS, 2026, 6, 1, 12)
    assert NIGHT.release(now, PARIS) == now


@pytest.mark.parametrize("hour", [22, 23, 0, 3, 7])
def test_inside_quiet_hours_a_message_waits_for_the_morning(hour):
    day = 1 if hour >= 22 else 2
    now = at(PARIS, 2026, 6, day, hour, 30)
    assert NIGHT.release(now, PARIS) == at(PARIS, 2026, 6, 2, 8)


def test_a_daytime_window_works_too():
    lunch = QuietHours(time(12), time(14))
    assert lunch.release(at(PARIS, 2026, 6, 1, 13), PARIS) == at(PARIS, 2026, 6, 1, 14)
    assert lunch.release(at(PARIS, 2026, 6, 1, 11), PARIS) == at(PARIS, 2026, 6, 1, 11)


def test_an_empty_window_never_holds_anything():
    never = QuietHours(time(9), time(9))
    now = at(PARIS, 2026, 6, 1, 9)
    assert never.release(now, PARIS) == now


def test_the_morning_after_a_spring_forward_night_is_an_hour_shorter():
    # 2026-03-08: New York jumps from 02:00 to 03:00.
    now = at(NEW_YORK, 2026, 3, 7, 23)
    assert NIGHT.release(now, NEW_YORK) - now == timedelta(hours=8)


def test_a_daily_time_skipped_by_the_jump_lands_just_after_it():
    now = at(NEW_YORK, 2026, 3, 8, 1)
    released = next_local_time(now, NEW_YORK, time(2, 30))
    assert released.astimezone(NEW_YORK).time() == time(3, 30)


def test_a_daily_time_that_happens_twice_is_taken_the_first_time():
    # 2026-11-01: New York goes back from 02:00 to 01:00.
    now = at(NEW_YORK, 2026, 11, 1, 0)
    released = next_local_time(now, NEW_YORK, time(1, 30))
    assert released - now == timedelta(hours=1, minutes=30)


zones = st.sampled_from(["UTC", "Europe/Paris", "America/New_York", "Australia/Lord_Howe"])
moments = st.datetimes(datetime(2026, 1, 1), datetime(2028, 1, 1), timezones=st.just(UTC))
clock_times = st.times()


def shown_on(day, wanted, zone):
    """The UTC moment of `wanted` on local `day` (zoneinfo's reading of a skipped time)."""
    return datetime.combine(day, wanted, tzinfo=zone).astimezone(UTC)


@given(zone=zones, now=moments, wanted=clock_times)
def test_next_local_time_is_the_first_later_moment_showing_that_time(zone, now, wanted):
    zone = ZoneInfo(zone)
    found = next_local_time(now, zone, wanted)
    local = found.astimezone(zone)
    assert found > now
    assert shown_on(local.date() - timedelta(days=1), wanted, zone) <= now
    skipped = shown_on(local.date(), wanted, zone).astimezone(zone).time() != wanted
    assert local.time() == wanted or skipped


@given(zone=zones, now=moments, start=clock_times, end=clock_times)
def test_release_is_never_early_and_lies_outside_the_window(zone, now, start, end):
    zone = ZoneInfo(zone)
    quiet = QuietHours(start, end)
    released = quiet.release(now, zone)
    assert released >= now
    assert not quiet.contains(released.astimezone(zone).time())
