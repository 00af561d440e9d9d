"""What the three parts of the tournament service share: the store, the ports, the
clock, the lock rule, and the few steps every part takes.

The lock rule (for everyone who adds a use case):

* Every method that changes a tournament holds that tournament's lock
  (`async with context.locks.hold(tournament_id)`) from its first read to its last
  write, and reads the tournament again inside it: two moderators, a moderator and a
  finished game, or a deadline and a resignation, never interleave their steps.
* Ending a match under the lock is fine: its `MatchEnded` comes back inline, in the
  same task, and the lock is re-entrant for its holder (`locks.py`).
* Nothing slow runs under the lock: a round's threads and boards open in a background
  task (`rounds.py`), which takes the lock only to attach each match.

Every tournament id a member passes is looked up with the server it was used in
(`find`): another server's tournament is refused with the same words as a missing one,
so ids from elsewhere reveal nothing, not even that they exist.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from bot.core.errors import Conflict, NotFound
from bot.core.matches import MatchService
from bot.core.scheduler import Scheduler
from bot.core.time_source import TimeSource
from bot.ratings.service import RatingService
from bot.tournaments.host import TournamentHost
from bot.tournaments.locks import TournamentLocks
from bot.tournaments.records import ActionKind, Tournament, TournamentStatus
from bot.tournaments.snapshot import Snapshot
from bot.tournaments.storage.tournament_store import SqlTournamentStore
from bot.tournaments.table_seats import TableSeats
from games import Game


@dataclass(slots=True)
class TournamentContext:
    store: SqlTournamentStore
    matches: MatchService
    ratings: RatingService
    host: TournamentHost
    clock: TimeSource
    scheduler: Scheduler
    rng: random.Random
    game: Callable[[str], Game]
    seats: TableSeats
    locks: TournamentLocks = field(default_factory=TournamentLocks)

    async def find(self, guild_id: int, tournament_id: int) -> Tournament:
        """The tournament `tournament_id` of server `guild_id`; a missing one and another
        server's are refused alike."""
        tournament = await self.store.get(tournament_id)
        if tournament is None or tournament.guild_id != guild_id:
            raise NotFound("tourney-not-found", id=str(tournament_id))
        return tournament

    async def registering(self, guild_id: int, tournament_id: int) -> Tournament:
        tournament = await self.find(guild_id, tournament_id)
        if tournament.status != TournamentStatus.REGISTRATION:
            raise Conflict("tourney-registration-over")
        return tournament

    async def running(self, guild_id: int, tournament_id: int) -> Tournament:
        tournament = await self.find(guild_id, tournament_id)
        if tournament.status != TournamentStatus.RUNNING:
            raise Conflict("tourney-not-running")
        return tournament

    async def snapshot(self, tournament_id: int) -> Snapshot:
        tournament = await self.store.get(tournament_id)
        assert tournament is not None, "snapshots are taken of tournaments found before"
        return Snapshot(
            tournament,
            await self.store.entrants(tournament_id),
            await self.store.tables(tournament_id),
        )

    async def refresh(self, tournament_id: int) -> None:
        """Bring the tournament's post up to date (post it if it has none yet)."""
        snap = await self.snapshot(tournament_id)
        message_id = await self.host.refresh(snap)
        if message_id != snap.tournament.message_id:
            await self.store.set_message(tournament_id, message_id)

    async def record(
        self,
        tournament: Tournament,
        moderator_id: int,
        action: ActionKind,
        detail: Mapping[str, Any] | None = None,
    ) -> None:
        await self.store.record_action(
            tournament.id, moderator_id, action, detail or {}, self.clock()
        )
