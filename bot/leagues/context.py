"""What the parts of the league service share: the store, the ports, the clock, the
lock rule and the look-up every member's id goes through.

The lock rule is the tournaments' (`bot/tournaments/context.py`): every change of a
league holds its lock (`locks.hold(league_id)`, re-entrant for its task) from its first
read to its last write and reads the league again inside it, so a season's timer fired
twice, a moderator's pause and a division's last game never interleave. Every league
id a member passes is looked up with the server it was used in (`find`): another
server's league is refused with the same words as a missing one.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.core.errors import NotFound
from bot.core.scheduler import Scheduler
from bot.core.time_source import TimeSource
from bot.leagues.host import LeagueHost
from bot.leagues.records import League
from bot.leagues.storage.league_store import SqlLeagueStore
from bot.ratings.service import RatingService
from bot.tournaments.locks import TournamentLocks
from bot.tournaments.service import TournamentService


@dataclass(slots=True)
class LeagueContext:
    store: SqlLeagueStore
    tournaments: TournamentService
    ratings: RatingService
    host: LeagueHost
    clock: TimeSource
    scheduler: Scheduler
    locks: TournamentLocks = field(default_factory=TournamentLocks)
    """Keyed by league id: the same re-entrant per-key lock tournaments hold."""

    async def find(self, guild_id: int, league_id: int) -> League:
        """League `league_id` of server `guild_id`; a missing one and another server's
        are refused alike."""
        league = await self.store.get(league_id)
        if league is None or league.guild_id != guild_id:
            raise NotFound("league-not-found", id=str(league_id))
        return league
