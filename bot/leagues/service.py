"""Leagues as use cases, transport-free: a moderator creates one, members join and
leave, and everyone reads the standings and their history. Seasons move on by
themselves (`seasons.py`); moderators pause, resume, end and substitute
(`moderation.py`). Each division of a season is a tournament of its own, run by the
tournament service (pairings, tables, threads, deadlines, results), so a league adds
only what lasts across seasons: who is in, where they play, and who moves.

Discord is reached only through the `LeagueHost` port, with facts; every league id a
member passes is looked up with the server it came from.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from datetime import timedelta

import games
from bot.clocks.model import TimeControl
from bot.core.errors import Conflict, InvalidRequest, NotFound
from bot.core.match_terms import member_options
from bot.core.scheduler import Scheduler
from bot.core.time_source import TimeSource
from bot.leagues.context import LeagueContext
from bot.leagues.host import LeagueHost
from bot.leagues.moderation import LeagueModeration
from bot.leagues.news import Opened
from bot.leagues.records import League, LeaguePlan, LeagueStatus, Moved, Place
from bot.leagues.rollover import movement, movers_of
from bot.leagues.seasons import Seasons
from bot.leagues.standings import DivisionTable, Row, SeasonTable
from bot.leagues.storage.league_store import AlreadyMember, SqlLeagueStore
from bot.ratings.service import RatingService
from bot.tournaments.registration import MAX_TIME_CONTROL, checked_name
from bot.tournaments.service import TournamentService
from games import Game

MAX_NAME = 60
"""Characters of a league's name: its divisions' tournaments are called after it, with
the season and division (`Spring 2.1`), within a tournament name's 80."""
MAX_SEASON_DAYS = 365
MIN_DIVISION, MAX_DIVISION = 2, 64
MAX_BREAK_HOURS = 24 * 60
SHOWN_DIVISIONS = 3
"""Divisions in one standings image: the one asked for and its neighbours."""


class LeagueService:
    def __init__(
        self,
        store: SqlLeagueStore,
        tournaments: TournamentService,
        ratings: RatingService,
        host: LeagueHost,
        *,
        clock: TimeSource,
        scheduler: Scheduler,
        game_lookup: Callable[[str], Game] = games.get,
    ) -> None:
        self._context = LeagueContext(store, tournaments, ratings, host, clock, scheduler)
        self._game = game_lookup
        self.seasons = Seasons(self._context)
        self.moderation = LeagueModeration(self._context, self.seasons)
        self.locks = self._context.locks

    # ------------------------------------------------------------ creating

    async def create(
        self, guild_id: int, channel_id: int, moderator_id: int, plan: LeaguePlan
    ) -> League:
        """Open a league in the channel; its first season begins once the registration
        window (`break_hours`) is over."""
        context = self._context
        checked = self._checked(plan)
        now = context.clock()
        league = await context.store.create(
            guild_id=guild_id,
            channel_id=channel_id,
            plan=checked,
            next_start=now + timedelta(hours=checked.break_hours),
            created_by=moderator_id,
            now=now,
        )
        await self.seasons.arm(league)
        assert league.next_start is not None
        await context.host.announce(league, Opened(league.next_start))
        return league

    def _checked(self, plan: LeaguePlan) -> LeaguePlan:
        game = self._game(plan.game_id)
        options = member_options(game, plan.options).to_json()
        if len(plan.name.strip()) > MAX_NAME:
            raise InvalidRequest("tourney-name-too-long", most=MAX_NAME)
        if not 1 <= plan.season_days <= MAX_SEASON_DAYS:
            raise InvalidRequest("league-season-days", most=MAX_SEASON_DAYS)
        if not MIN_DIVISION <= plan.division_size <= MAX_DIVISION:
            raise InvalidRequest("league-division-size", least=MIN_DIVISION, most=MAX_DIVISION)
        half = plan.division_size // 2
        if not (0 <= plan.promoted <= half and 0 <= plan.relegated <= half):
            raise InvalidRequest("league-movers", most=half)
        if not 1 <= plan.break_hours <= MAX_BREAK_HOURS:
            raise InvalidRequest("league-break-hours", most=MAX_BREAK_HOURS)
        if plan.time_control is not None:
            if len(plan.time_control) > MAX_TIME_CONTROL:
                raise InvalidRequest("tourney-time-control-form")
            TimeControl.parse(plan.time_control)
        return replace(plan, name=checked_name(plan.name), options=options)

    # ------------------------------------------------------------ members

    async def join(self, guild_id: int, league_id: int, user_id: int) -> League:
        """Enter the league: from the next season on (placed by rating)."""
        context = self._context
        async with context.locks.hold(league_id):
            league = await context.find(guild_id, league_id)
            if league.status == LeagueStatus.ENDED:
                raise Conflict("league-over")
            try:
                await context.store.add_member(league_id, user_id, context.clock())
            except AlreadyMember:
                raise Conflict("league-already-member") from None
            return league

    async def leave(self, guild_id: int, league_id: int, user_id: int) -> bool:
        """Leave the league: at once between seasons; at the end of a season under way
        for someone playing it (True: they leave then)."""
        context = self._context
        async with context.locks.hold(league_id):
            league = await context.find(guild_id, league_id)
            members = {m.user_id: m for m in await context.store.members(league_id)}
            member = members.get(user_id)
            if member is None or member.leaving:
                raise NotFound("league-not-member")
            playing = league.season_ends is not None and any(
                p.user_id == user_id for p in await context.store.places(league_id, league.season)
            )
            if playing:
                await context.store.mark_leaving(league_id, user_id)
            else:
                await context.store.remove_member(league_id, user_id)
            return playing

    # ------------------------------------------------------------ reading

    async def get(self, guild_id: int, league_id: int) -> League:
        return await self._context.find(guild_id, league_id)

    async def in_guild(self, guild_id: int) -> list[League]:
        return await self._context.store.in_guild(guild_id)

    async def member_count(self, league_id: int) -> int:
        return len(await self._context.store.members(league_id))

    async def history(self, guild_id: int, league_id: int, user_id: int) -> list[Place]:
        """The member's seasons in the league, the latest first."""
        await self._context.find(guild_id, league_id)
        return await self._context.store.history(league_id, user_id)

    async def standings(
        self,
        guild_id: int,
        league_id: int,
        user_id: int,
        season: int | None = None,
        division: int | None = None,
    ) -> SeasonTable:
        """Season `season` (the latest by default) around division `division` (the
        reader's own by default, else the top)."""
        context = self._context
        league = await context.find(guild_id, league_id)
        if league.season == 0:
            raise NotFound("league-not-begun")
        number = league.season if season is None else season
        if not 1 <= number <= league.season:
            raise NotFound("league-no-such-season", season=number)
        places = await context.store.places(league_id, number)
        count = max((p.division for p in places), default=0)
        if division is None:
            division = next((p.division for p in places if p.user_id == user_id), 1)
        if not 1 <= division <= count:
            raise NotFound("league-no-such-division", division=division, most=count)
        first = max(1, min(division - 1, count - SHOWN_DIVISIONS + 1))
        wanted = range(first, min(count, first + SHOWN_DIVISIONS - 1) + 1)
        final = not (number == league.season and league.season_ends is not None)
        tables = [await self._division(league, number, d, count) for d in wanted]
        return SeasonTable(number, count, tuple(tables), final)

    async def _division(
        self, league: League, season: int, number: int, count: int
    ) -> DivisionTable:
        divisions = await self._context.store.divisions(league.id, season)
        division = next(d for d in divisions if d.number == number)
        if division.tournament_id is None:
            return DivisionTable(number, ())
        snap = await self._context.tournaments.snapshot(league.guild_id, division.tournament_id)
        standings = snap.standings()
        return DivisionTable(
            number,
            tuple(
                Row(
                    row.rank,
                    snap.user_of(row.entry),
                    row.points,
                    row.wins,
                    row.draws,
                    row.losses,
                    self._heading(league, number, row.rank, len(standings), count),
                )
                for row in standings
            ),
        )

    @staticmethod
    def _heading(league: League, number: int, rank: int, length: int, count: int) -> Moved:
        return movement(number, rank, length, count, movers_of(league.plan))
