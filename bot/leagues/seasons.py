"""Seasons beginning and ending by themselves, on one timer per league.

A `seasons` timer, keyed by the league, is the league's only wait. What it does
when it fires is read from the stored league, so a timer fired twice, late, or again
after a restart repeats nothing:

* an open league whose next season is due begins it: the divisions are planned
  (`rollover.plan_season`, in a worker: a big league's plan is CPU work), stored whole
  in one guarded statement, and then each division is opened as a tournament of its
  own (round robin, Swiss when large) and started; the timer moves to the season's end;
* a running league opens any division a crash left unopened, and ends the season once
  every division's tournament is over (otherwise it looks again a day later: a round's
  deadline ends every late game, so a season cannot hang);
* a paused or ended league does nothing.

The end of a division's last game ends the season at once (`on_match_ended`, heard
after the tournaments recorded it); the timer is the backstop for the endings no game
announces (a moderator's decision, a division whose players all dropped).
"""

from __future__ import annotations

import contextlib
from collections import defaultdict
from datetime import timedelta

from bot.core.errors import Conflict
from bot.core.events import MatchEnded
from bot.core.storage.timer_store import Timer
from bot.core.worker_pool import run_off_loop
from bot.leagues.context import LeagueContext
from bot.leagues.news import Postponed, SeasonBegun, SeasonEnded
from bot.leagues.records import League, LeagueStatus, Moved
from bot.leagues.rollover import (
    division_format,
    movement,
    movers_of,
    plan_season,
    rounds_of,
)
from bot.tournaments.records import TournamentPlan, TournamentStatus

LEAGUE_SEASON = "seasons"
LOOK_AGAIN = timedelta(days=1)
"""How long a season past its planned end waits before the timer looks again."""
MIN_PLAYERS = 2
OVER = (TournamentStatus.FINISHED, TournamentStatus.CANCELLED)


class Seasons:
    def __init__(self, context: LeagueContext) -> None:
        self._context = context
        context.scheduler.on(LEAGUE_SEASON, self._on_timer)

    async def arm(self, league: League) -> None:
        """Set the league's timer for its next moment (a season's start or end)."""
        due = league.next_start if league.status == LeagueStatus.OPEN else league.season_ends
        if due is None:
            await self._context.scheduler.cancel(LEAGUE_SEASON, str(league.id))
            return
        await self._context.scheduler.schedule(
            LEAGUE_SEASON, str(league.id), due, guild_id=league.guild_id
        )

    async def _on_timer(self, timer: Timer) -> None:
        league_id = int(timer.key)
        async with self._context.locks.hold(league_id):
            await self.move_on(league_id)

    async def move_on(self, league_id: int) -> None:
        """Whatever is due for the league now; under its lock."""
        context = self._context
        league = await context.store.get(league_id)
        if league is None or league.status == LeagueStatus.ENDED:
            return
        if league.season_ends is not None:  # a season under way (running or paused)
            await self._open_divisions(league)
            if await self._over(league):
                await self._close(league)
            elif league.status == LeagueStatus.RUNNING:
                due = max(league.season_ends, context.clock() + LOOK_AGAIN)
                await context.scheduler.schedule(
                    LEAGUE_SEASON, str(league_id), due, guild_id=league.guild_id
                )
            return
        if league.status != LeagueStatus.OPEN or league.next_start is None:
            return
        if league.next_start > context.clock():
            await self.arm(league)
            return
        await self._begin(league)

    # ------------------------------------------------------------ beginning

    async def _begin(self, league: League) -> None:
        context = self._context
        members = [m.user_id for m in await context.store.members(league.id) if not m.leaving]
        if len(members) < MIN_PLAYERS:
            starts = context.clock() + timedelta(hours=league.plan.break_hours)
            await context.store.set_status(league.id, LeagueStatus.OPEN, starts)
            await self.arm(await self._reread(league))
            await context.host.announce(league, Postponed(starts))
            return
        finished = await self._finished(league) if league.season else []
        ratings = {
            user: (await context.ratings.rating(league.guild_id, league.plan.game_id, user)).mu
            for user in members
        }
        plan = league.plan
        season = await run_off_loop(
            plan_season,
            finished,
            members,
            ratings,
            plan.division_size,
            movers_of(plan),
        )
        number = league.season + 1
        ends = context.clock() + timedelta(days=plan.season_days)
        async with context.store.transaction(
            league.guild_id
        ):  # the season and its timer, or neither
            if not await context.store.begin_season(
                league.id, number, ends, season.divisions, season.moved
            ):
                return
            await context.scheduler.schedule(
                LEAGUE_SEASON, str(league.id), ends, guild_id=league.guild_id
            )
        league = await self._reread(league)
        await context.host.announce(
            league, SeasonBegun(number, len(members), len(season.divisions))
        )
        await self._open_divisions(league)

    async def _finished(self, league: League) -> list[list[int]]:
        """The last season's divisions, each in its final order."""
        places = await self._context.store.places(league.id, league.season)
        by_division: dict[int, list[tuple[int, int]]] = defaultdict(list)
        for place in places:
            by_division[place.division].append((place.final_rank or 0, place.user_id))
        return [[user for _, user in sorted(by_division[d])] for d in sorted(by_division)]

    async def _open_divisions(self, league: League) -> None:
        """Open every division of the season as a tournament and start it; a division
        stored but not opened (a crash in between) is opened now, one started but not
        paired is started now."""
        context = self._context
        tournaments = context.tournaments
        places = await context.store.places(league.id, league.season)
        for division in await context.store.divisions(league.id, league.season):
            tournament_id = division.tournament_id
            if tournament_id is None:
                players = [p.user_id for p in places if p.division == division.number]
                async with context.store.transaction(
                    league.guild_id
                ):  # opened and attached, or neither
                    tournament = await tournaments.registration.create_entered(
                        league.guild_id,
                        league.channel_id,
                        league.created_by,
                        self._division_plan(league, division.number, len(players)),
                        players,
                    )
                    await context.store.attach_division(
                        league.id, league.season, division.number, tournament.id
                    )
                tournament_id = tournament.id
            tournament = await tournaments.get(league.guild_id, tournament_id)
            if tournament.status == TournamentStatus.REGISTRATION:
                await tournaments.rounds.start(league.guild_id, tournament_id, league.created_by)

    @staticmethod
    def _division_plan(league: League, number: int, players: int) -> TournamentPlan:
        plan = league.plan
        kind, rounds = division_format(players)
        called = plan.name or f"#{league.id}"
        return TournamentPlan(
            name=f"{called} {league.season}.{number}",
            game_id=plan.game_id,
            options=plan.options,
            format=kind.value,
            swiss_rounds=rounds,
            time_control=plan.time_control,
            round_days=max(1, plan.season_days // rounds_of(players)),
            rated=True,
            duplicate_deals=False,
        )

    # ------------------------------------------------------------ ending

    async def on_match_ended(self, event: MatchEnded) -> None:
        """A division's game ended (the tournaments recorded it first): if that was the
        season's last, end the season now."""
        context = self._context
        tournament_id = await context.tournaments.of_match(event.match.id)
        if tournament_id is None:
            return
        found = await context.store.season_of_tournament(tournament_id)
        if found is None:
            return
        league_id, season = found
        async with context.locks.hold(league_id):
            league = await context.store.get(league_id)
            if league is None or league.season != season or league.season_ends is None:
                return
            if await self._over(league):
                await self._close(league)

    async def _over(self, league: League) -> bool:
        divisions = await self._context.store.divisions(league.id, league.season)
        for division in divisions:
            if division.tournament_id is None:
                return False
            tournaments = self._context.tournaments
            tournament = await tournaments.get(league.guild_id, division.tournament_id)
            if tournament.status not in OVER:
                return False
        return True

    async def _close(self, league: League) -> None:
        """Record every division's final order and points, announce who moves, and open
        the league for the next season (a paused one waits for its moderators)."""
        context = self._context
        results: list[tuple[int, int, float]] = []
        up: list[int] = []
        down: list[int] = []
        divisions = await context.store.divisions(league.id, league.season)
        champion = None
        for division in divisions:
            assert division.tournament_id is not None
            snap = await context.tournaments.snapshot(league.guild_id, division.tournament_id)
            standings = snap.standings()
            for row in standings:
                user = snap.user_of(row.entry)
                results.append((user, row.rank, row.points))
                moved = movement(
                    division.number,
                    row.rank,
                    len(standings),
                    len(divisions),
                    movers_of(league.plan),
                )
                (up if moved == Moved.UP else down if moved == Moved.DOWN else []).append(user)
            if division.number == 1 and standings:
                champion = snap.user_of(standings[0].entry)
        paused = league.status == LeagueStatus.PAUSED
        next_start = None if paused else context.clock() + timedelta(hours=league.plan.break_hours)
        async with context.store.transaction(league.guild_id):
            if not await context.store.close_season(league.id, league.season, results, next_start):
                return
            if next_start is None:
                await context.scheduler.cancel(LEAGUE_SEASON, str(league.id))
            else:
                await context.scheduler.schedule(
                    LEAGUE_SEASON, str(league.id), next_start, guild_id=league.guild_id
                )
        await context.host.announce(
            league, SeasonEnded(league.season, champion, tuple(up), tuple(down), next_start)
        )

    async def cancel_divisions(self, league: League, moderator_id: int) -> None:
        """Call off the season's divisions still being played (the league ends)."""
        tournaments = self._context.tournaments
        for division in await self._context.store.divisions(league.id, league.season):
            if division.tournament_id is not None:
                with contextlib.suppress(Conflict):
                    await tournaments.moderation.cancel(
                        league.guild_id, division.tournament_id, moderator_id
                    )

    async def _reread(self, league: League) -> League:
        found = await self._context.store.get(league.id)
        assert found is not None
        return found
