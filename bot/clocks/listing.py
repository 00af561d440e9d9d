"""A member's ongoing matches: whose turn it is in each and how much time is left, for
the `/matches` list and the daily digest (facts; `notifications/discord/wording.py` words
them)."""

from __future__ import annotations

from bot.clocks.storage.clock_store import ClockStore
from bot.clocks.storage.match_queries import PaceMatchQueries
from bot.core.matches import MatchService
from bot.core.places import MatchPlace, WaitingMatch
from bot.core.time_source import TimeSource


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

    async def of_member(self, user_id: int, guild_id: int | None = None) -> list[WaitingMatch]:
        entries = []
        now = self._now()
        for match_id in await self._queries.ongoing_ids_of(user_id, guild_id):
            match = await self._matches.get(match_id)
            to_move = self._matches.state(match).to_move
            if to_move is None:  # its game is over: nobody waits on it
                continue
            clock = await self._clocks.get(match_id)
            entries.append(
                WaitingMatch(
                    place=MatchPlace.of(match),
                    title=self._matches.game(match).title,
                    players=tuple(match.seats.values()),
                    to_move=to_move,
                    waiting_for=match.seats[to_move],
                    time_left=None if clock is None else clock.left(to_move, now),
                )
            )
        return entries

    async def waiting_for(self, user_id: int) -> list[WaitingMatch]:
        """The matches, on any server, where `user_id` is to move (the digest)."""
        return [entry for entry in await self.of_member(user_id) if entry.waiting_for == user_id]
