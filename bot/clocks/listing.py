"""A member's ongoing matches: whose turn it is in each and how much time is left, for
the `/matches` list and the daily digest."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from bot.clocks.clock_store import ClockStore
from bot.clocks.match_queries import PaceMatchQueries
from bot.clocks.model import format_duration
from bot.core.matches import MatchService
from bot.core.records import Match, Seat
from bot.core.time_source import TimeSource
from bot.notifications.service import match_link


@dataclass(frozen=True, slots=True)
class OngoingEntry:
    match: Match
    title: str
    to_move: Seat
    time_left: timedelta | None
    """None when the match has no clock."""

    @property
    def waiting_for(self) -> int:
        return self.match.seats[self.to_move]

    def line(self) -> str:
        players = " vs ".join(f"<@{user}>" for user in self.match.seats.values())
        clock = "" if self.time_left is None else f", {format_duration(self.time_left)} left"
        link = match_link(self.match)
        return f"{self.title}: {players}, <@{self.waiting_for}> to move{clock}: {link}"


class OngoingMatches:
    def __init__(
        self,
        queries: PaceMatchQueries,
        matches: MatchService,
        clocks: ClockStore,
        now: TimeSource,
    ) -> None:
        self._queries = queries
        self._matches = matches
        self._clocks = clocks
        self._now = now

    async def of_member(self, user_id: int, guild_id: int | None = None) -> list[OngoingEntry]:
        entries = []
        now = self._now()
        for match_id in await self._queries.ongoing_ids_of(user_id, guild_id):
            match = await self._matches.get(match_id)
            to_move = self._matches.snapshot(match).to_move
            clock = await self._clocks.get(match_id)
            left = None if clock is None else clock.left(to_move, now)
            entries.append(OngoingEntry(match, self._matches.game(match).title, to_move, left))
        return entries

    async def digest_lines(self, user_id: int) -> list[str]:
        """One line per match, on any server, where `user_id` is to move."""
        return [
            entry.line() for entry in await self.of_member(user_id) if entry.waiting_for == user_id
        ]
