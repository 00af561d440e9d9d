"""Tournaments as use cases, in three parts over one shared context:

* `registration.py`: create, join, leave;
* `rounds.py`: the start, pairing, opening tables, results, deadlines, the champion;
* `moderation.py`: extend, decide or correct a game, drop, substitute, cancel, the log.

Transport-free like the match service: Discord is reached only through the
`TournamentHost` port (threads, boards, announcements as facts, the tournament's post).
Every change holds the tournament's lock (the rule is written in `context.py`), and
every id a member passes is looked up with the server it came from.

`TournamentService` builds the parts and keeps the few reads the cogs share; cogs call
the part that owns a use case (`service.moderation.cancel(...)`).
"""

from __future__ import annotations

import random
from collections.abc import Callable

import games
from bot.core.matches import MatchService
from bot.core.records import Match
from bot.core.scheduler import Scheduler
from bot.core.time_source import TimeSource
from bot.ratings.service import RatedPolicy, RatingService
from bot.tournaments.context import TournamentContext
from bot.tournaments.entrant_names import EntrantNames
from bot.tournaments.host import TournamentHost
from bot.tournaments.moderation import Moderation
from bot.tournaments.records import Tournament
from bot.tournaments.registration import Registration
from bot.tournaments.rounds import Rounds
from bot.tournaments.snapshot import Snapshot
from bot.tournaments.storage.tournament_store import SqlTournamentStore
from bot.tournaments.table_seats import TableSeats
from games import Game


class TournamentService:
    def __init__(
        self,
        store: SqlTournamentStore,
        matches: MatchService,
        ratings: RatingService,
        host: TournamentHost,
        *,
        clock: TimeSource,
        scheduler: Scheduler,
        rng: random.Random,
        seats: TableSeats,
        names: EntrantNames,
        game_lookup: Callable[[str], Game] = games.get,
    ) -> None:
        self._context = TournamentContext(
            store, matches, ratings, host, clock, scheduler, rng, game_lookup, seats
        )
        self.locks = self._context.locks
        """The per-tournament locks every change holds (the rule is in `context.py`)."""
        self.registration = Registration(self._context)
        self.rounds = Rounds(self._context)
        self.moderation = Moderation(self._context, self.rounds)
        self.names = names
        """The entrants' display names, which the bracket and the standings are drawn with."""

    async def get(self, guild_id: int, tournament_id: int) -> Tournament:
        return await self._context.find(guild_id, tournament_id)

    async def snapshot(self, guild_id: int, tournament_id: int) -> Snapshot:
        await self._context.find(guild_id, tournament_id)
        return await self._context.snapshot(tournament_id)

    async def of_match(self, match_id: int) -> int | None:
        """The tournament a match is a table of, if any."""
        found = await self._context.store.table_of_match(match_id)
        return None if found is None else found[0]

    async def open_in_guild(self, guild_id: int) -> list[Tournament]:
        return await self._context.store.in_guild(guild_id)


def rated_policy(store: SqlTournamentStore) -> RatedPolicy:
    """The rating policy of the app: every match counts except an unrated tournament's."""

    async def is_rated(match: Match) -> bool:
        return not await store.is_unrated_match(match.id)

    return is_rated
