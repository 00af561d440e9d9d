"""What a clock's turn carries over and what it starts afresh, the bounds of a time
control, and how a span is worded: the cases the arithmetic tests leave open."""

from datetime import timedelta

import pytest

from bot.clocks.model import TimeControl, TimeControlError, duration_message
from i18n import Message
from tests.bot.clocks.test_clock_arithmetic import DAY, HOUR, T0, fresh


def test_a_clock_started_paused_is_not_running():
    clock = fresh(paused=True)
    assert clock.is_paused and clock.deadline() is None


def test_a_time_out_told_is_not_handled_again_until_the_next_turn():
    clock = fresh()
    assert clock.time_out_at() == clock.deadline()
    told = clock.told_out_of_time()
    assert told.out_of_time_told and told.time_out_at() is None
    taken_back = told.begin_turn("dark", T0 + DAY, paused=False)
    assert not taken_back.out_of_time_told
    assert taken_back.time_out_at() == T0 + 6 * DAY


def test_a_new_turn_starts_with_nothing_used_even_after_a_pause():
    clock = fresh().pause(T0 + DAY).resume(T0 + 2 * DAY)
    assert clock.used == DAY
    moved = clock.after_move(T0 + 3 * DAY, "light", paused=False)
    assert moved.left("light", T0 + 3 * DAY) == 5 * DAY


def test_the_next_reminder_counts_the_time_used_before_a_pause():
    clock = fresh().pause(T0 + DAY).resume(T0 + 2 * DAY)
    # Half of the five days' budget is reached after 1.5 more days of running.
    assert clock.next_reminder_at([0.5]) == T0 + 2 * DAY + DAY + 12 * HOUR


def test_a_reserve_may_be_as_long_as_the_longest_time_per_move():
    assert TimeControl.parse("1d+30d").reserve == 30 * DAY
    with pytest.raises(TimeControlError):
        TimeControl.parse("1d+31d")


def test_an_unreadable_control_is_quoted_by_its_first_twenty_characters():
    with pytest.raises(TimeControlError) as refused:
        TimeControl.parse("x" * 30)
    assert refused.value.message == Message("pace-not-a-control", text="x" * 20)


@pytest.mark.parametrize(
    ("span", "said"),
    [
        (HOUR, Message("pace-hours", count=1)),
        (timedelta(minutes=59), Message("pace-minutes", count=59)),
    ],
)
def test_a_span_is_worded_in_its_largest_whole_unit(span, said):
    assert duration_message(span) == said
