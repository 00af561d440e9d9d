"""The clocks in words, for the board message and `/clock`: the control, each side's
time (the reserve shown apart when there is one), who is on vacation until when."""

from __future__ import annotations

from datetime import datetime

from bot.clocks.model import Clock, format_duration
from bot.core.discord_text import timestamp
from bot.core.records import Match, Seat


def clock_line(match: Match, clock: Clock, now: datetime) -> str:
    """One line: 'Clock (3d a move): dark 2d 4h (running) · light 3d'."""
    sides = []
    for seat in match.seats:
        text = f"{seat} {format_duration(clock.left(seat, now))}"
        if clock.control.reserve:
            text += f" (reserve {format_duration(clock.reserve_left(seat, now))})"
        if seat == clock.to_move:
            text += " (paused)" if clock.is_paused else " (running)"
        sides.append(text)
    return f"Clock ({clock.control.describe()}): " + " · ".join(sides)


def away_line(seat: Seat, until: datetime) -> str:
    return f"{seat} is on vacation until {timestamp(until)}."
