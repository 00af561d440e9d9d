"""The clocks in words, wherever they are read (a board message, `/clock`, the match
page): the control, and each side's time, the reserve shown apart when there is one."""

from __future__ import annotations

from datetime import datetime

from bot.clocks.model import Clock
from bot.core.records import Match
from i18n import Words
from i18n.durations import format_duration


def clock_line(match: Match, clock: Clock, now: datetime, said: Words) -> str:
    """One line: 'Clock (3d a move): Dark 2d 4h (running) · Light 3d'."""
    sides = []
    for seat in match.seats:
        values: dict[str, object] = {
            "seat": match.seat_name(seat),
            "left": format_duration(clock.left(seat, now), said),
        }
        if clock.control.reserve:
            values["reserve"] = format_duration(clock.reserve_left(seat, now), said)
        state = "idle"
        if seat == clock.to_move:
            state = "paused" if clock.is_paused else "running"
        kind = "pace-side-with-reserve" if clock.control.reserve else "pace-side"
        sides.append(said(kind, state=state, **values))
    return said("pace-line", control=clock.control.describe(said), sides=" · ".join(sides))
