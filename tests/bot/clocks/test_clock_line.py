"""The clocks in words: each side's time in seat order, the reserve apart when the
control has one, and only the side to move marked as running or paused."""

from __future__ import annotations

from datetime import timedelta

from bot.clocks.clock_line import clock_line
from bot.clocks.model import Clock, TimeControl
from i18n import Words
from tests.bot.pace_helpers import race

ENGLISH = Words("en")


async def test_the_side_to_move_runs_and_the_other_waits(matches, clock):
    match = await race(matches)
    running = Clock.start(TimeControl.parse("3d"), match.seats, "first", clock.now, paused=False)
    clock.advance(hours=5)
    assert clock_line(match, running, clock.now, ENGLISH) == (
        "Clock (3d a move): first 2d 19h (running) · second 3d"
    )


async def test_a_paused_clock_with_a_reserve_shows_each_sides_reserve(matches, clock):
    match = await race(matches)
    paused = Clock(
        TimeControl.parse("1d+2d"),
        "second",
        timedelta(hours=30),
        None,
        {"first": timedelta(days=2), "second": timedelta(days=1)},
    )
    assert clock_line(match, paused, clock.now, ENGLISH) == (
        "Clock (1d a move + 2d reserve): first 3d (reserve 2d) · second 18h (reserve 18h) (paused)"
    )


async def test_a_running_reserve_drains_once_the_time_per_move_is_used(matches, clock):
    match = await race(matches)
    control = TimeControl.parse("1d+2d")
    running = Clock.start(control, match.seats, "first", clock.now, paused=False)
    clock.advance(hours=30)
    assert clock_line(match, running, clock.now, ENGLISH) == (
        "Clock (1d a move + 2d reserve): first 1d 18h (reserve 1d 18h) (running)"
        " · second 3d (reserve 2d)"
    )
