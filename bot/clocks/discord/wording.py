"""The clocks in Discord's words, for the board message and `/clock`: who is on vacation
until when (a Discord timestamp); each side's time is `bot/clocks/clock_line.py`'s."""

from __future__ import annotations

from datetime import datetime

from bot.core.discord.markup import timestamp
from bot.core.records import Match, Seat
from i18n import Words


def away_line(match: Match, seat: Seat, until: datetime, said: Words) -> str:
    return said("pace-away", seat=match.seat_name(seat), until=timestamp(until))
