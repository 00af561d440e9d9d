"""The clocks' lines on every board message: each side's time, and who is away."""

from __future__ import annotations

import discord

from bot.clocks.clock_line import clock_line
from bot.clocks.discord.wording import away_line
from bot.clocks.keeper import ClockKeeper
from bot.clocks.vacations import Vacations
from bot.core.discord.channels import channel_of
from bot.core.discord.readers import channel_words
from bot.core.records import Match
from bot.core.time_source import TimeSource
from i18n import Words


class ClockNotes:
    def __init__(
        self, client: discord.Client, clocks: ClockKeeper, vacations: Vacations, clock: TimeSource
    ) -> None:
        self._client = client
        self._clocks = clocks
        self._vacations = vacations
        self._clock = clock

    async def __call__(self, match: Match) -> list[str]:
        """The lines the board message shows under its status, in its channel's
        language: the clock, vacations."""
        channel = await channel_of(self._client, match.channel_id)
        return await self.lines(match, await channel_words(self._client, channel))

    async def lines(self, match: Match, said: Words) -> list[str]:
        clock = await self._clocks.clock(match)
        if clock is None or not match.is_ongoing:
            return []
        lines = [clock_line(match, clock, self._clock(), said)]
        for seat, user in match.seats.items():
            away = await self._vacations.current(match.guild_id, user)
            if away is not None:
                lines.append(away_line(match, seat, away.ends_at, said))
        return lines
