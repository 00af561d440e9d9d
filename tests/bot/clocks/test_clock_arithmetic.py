"""The clock of a match: time per move, the reserve behind it, pauses and reminders."""

from datetime import UTC, datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st

from bot.clocks.model import Clock, TimeControl

T0 = datetime(2026, 3, 1, 12, tzinfo=UTC)
DAY = timedelta(days=1)
HOUR = timedelta(hours=1)
SEATS = ("dark", "light")


def fresh(control: str = "3d+2d", *, paused: bool = False) -> Clock:
    return Clock.start(TimeControl.parse(control), SEATS, "dark", T0, paused=paused)


def test_a_fresh_turn_has_the_time_per_move_plus_the_reserve():
    clock = fresh()
    assert clock.left("dark", T0) == 5 * DAY
    assert clock.left("dark", T0 + DAY) == 4 * DAY
    assert clock.left("light", T0 + DAY) == 5 * DAY
    assert clock.deadline() == T0 + 5 * DAY


def test_a_move_within_the_time_per_move_keeps_the_reserve():
    clock = fresh().after_move(T0 + 2 * DAY, "light", paused=False)
    assert clock.to_move == "light"
    assert clock.reserves["dark"] == 2 * DAY
    assert clock.left("dark", T0 + 2 * DAY) == 5 * DAY


def test_time_beyond_the_time_per_move_comes_out_of_the_reserve_for_good():
    clock = fresh().after_move(T0 + 4 * DAY, "light", paused=False)
    assert clock.reserves["dark"] == DAY
    back = clock.after_move(T0 + 5 * DAY, "dark", paused=False)
    assert back.left("dark", T0 + 5 * DAY) == 4 * DAY


def test_time_is_out_once_the_whole_budget_is_used():
    clock = fresh()
    assert not clock.is_out_of_time(T0 + 5 * DAY - timedelta(seconds=1))
    assert clock.is_out_of_time(T0 + 5 * DAY)
    assert clock.left("dark", T0 + 9 * DAY) == timedelta(0)
    assert clock.reserve_left("dark", T0 + 9 * DAY) == timedelta(0)


def test_reserve_left_counts_what_the_running_turn_has_eaten():
    clock = fresh()
    assert clock.reserve_left("dark", T0 + 3 * DAY + 6 * HOUR) == DAY + 18 * HOUR
    assert clock.reserve_left("light", T0 + 4 * DAY) == 2 * DAY


def test_a_paused_clock_stands_still_and_has_no_deadline():
    clock = fresh().pause(T0 + DAY)
    assert clock.is_paused
    assert clock.deadline() is None
    assert clock.left("dark", T0 + 10 * DAY) == 4 * DAY
    resumed = clock.resume(T0 + 10 * DAY)
    assert resumed.deadline() == T0 + 14 * DAY


def test_pause_and_resume_are_idempotent():
    paused = fresh().pause(T0 + DAY)
    assert paused.pause(T0 + 2 * DAY) == paused
    running = fresh()
    assert running.resume(T0 + DAY) == running


def test_a_turn_can_start_paused_when_its_player_is_away():
    clock = fresh().after_move(T0 + HOUR, "light", paused=True)
    assert clock.is_paused
    assert clock.left("light", T0 + 30 * DAY) == 5 * DAY


def test_begin_turn_charges_nobody():
    clock = fresh().begin_turn("dark", T0 + 4 * DAY, paused=False)
    assert clock.reserves == {"dark": 2 * DAY, "light": 2 * DAY}
    assert clock.deadline() == T0 + 9 * DAY


def test_reminders_fall_at_their_share_of_the_budget_and_reset_each_turn():
    shares = (0.5, 0.9)
    clock = fresh("10m")
    assert clock.next_reminder_at(shares) == T0 + timedelta(minutes=5)
    assert clock.due_reminder(shares, T0 + timedelta(minutes=4)) == 0
    assert clock.due_reminder(shares, T0 + timedelta(minutes=9)) == 2
    clock = clock.with_reminders_sent(1)
    assert clock.next_reminder_at(shares) == T0 + timedelta(minutes=9)
    assert clock.with_reminders_sent(2).next_reminder_at(shares) is None
    after = clock.after_move(T0 + timedelta(minutes=6), "light", paused=False)
    assert after.reminders_sent == 0


def test_a_paused_clock_plans_no_reminder():
    assert fresh().pause(T0).next_reminder_at((0.5,)) is None


pauses = st.lists(st.tuples(st.integers(0, 10_000), st.integers(0, 10_000)), max_size=6)


@given(stretches=pauses, gap=st.integers(0, 50_000))
def test_pausing_never_counts_the_paused_time(stretches, gap):
    """Used time equals the sum of the running stretches, however the turn is cut up."""
    clock, now, running = fresh("1d"), T0, timedelta(0)
    for run, pause in stretches:
        now += timedelta(seconds=run)
        running += timedelta(seconds=run)
        clock = clock.pause(now)
        now += timedelta(seconds=pause)
        clock = clock.resume(now)
    now += timedelta(seconds=gap)
    assert clock.used_at(now) == running + timedelta(seconds=gap)
    assert clock.deadline() == now - clock.used_at(now) + clock.budget()


@given(turns=st.lists(st.integers(0, 10 * 86_400), min_size=1, max_size=12))
def test_reserves_only_ever_shrink_and_never_go_negative(turns):
    clock, now = fresh("1d+3d"), T0
    for seconds in turns:
        before = dict(clock.reserves)
        now += timedelta(seconds=seconds)
        other = "light" if clock.to_move == "dark" else "dark"
        clock = clock.after_move(now, other, paused=False)
        assert all(timedelta(0) <= clock.reserves[s] <= before[s] for s in SEATS)
