"""What moderators do to a running league: pause it between seasons, resume it, end
it, and hand a player's place to a substitute. Authorization is the tournaments': the
cogs run `moderators_only`, and every league id is looked up with the server it came
from (`LeagueContext.find`)."""

from __future__ import annotations

from datetime import timedelta

from bot.core.errors import Conflict, NotFound
from bot.leagues.context import LeagueContext
from bot.leagues.news import Ended
from bot.leagues.records import League, LeagueStatus
from bot.leagues.seasons import Seasons


class LeagueModeration:
    def __init__(self, context: LeagueContext, seasons: Seasons) -> None:
        self._context = context
        self._seasons = seasons

    async def pause(self, guild_id: int, league_id: int, moderator_id: int) -> League:
        """No new season begins until a moderator resumes; a season under way plays
        out."""
        del moderator_id
        context = self._context
        async with context.locks.hold(league_id):
            league = await context.find(guild_id, league_id)
            if league.status not in (LeagueStatus.OPEN, LeagueStatus.RUNNING):
                raise Conflict("league-not-running")
            await context.store.set_status(league_id, LeagueStatus.PAUSED, None)
            if league.season_ends is None:
                await self._seasons.arm(await context.find(guild_id, league_id))
            return await context.find(guild_id, league_id)

    async def resume(self, guild_id: int, league_id: int, moderator_id: int) -> League:
        """Back to its seasons: one under way goes on; between seasons the next begins
        after a new registration window."""
        del moderator_id
        context = self._context
        async with context.locks.hold(league_id):
            league = await context.find(guild_id, league_id)
            if league.status != LeagueStatus.PAUSED:
                raise Conflict("league-not-paused")
            if league.season_ends is not None:
                await context.store.set_status(league_id, LeagueStatus.RUNNING, None)
            else:
                starts = context.clock() + timedelta(hours=league.plan.break_hours)
                await context.store.set_status(league_id, LeagueStatus.OPEN, starts)
            league = await context.find(guild_id, league_id)
            await self._seasons.arm(league)
            await self._seasons.move_on(league_id)  # a season that ended meanwhile
            return await context.find(guild_id, league_id)

    async def end(self, guild_id: int, league_id: int, moderator_id: int) -> None:
        """End the league for good; a season under way is called off."""
        context = self._context
        async with context.locks.hold(league_id):
            league = await context.find(guild_id, league_id)
            if league.status == LeagueStatus.ENDED:
                raise Conflict("league-over")
            await context.store.end(league_id)
            await self._seasons.arm(await context.find(guild_id, league_id))
            if league.season_ends is not None:
                await self._seasons.cancel_divisions(league, moderator_id)
            await context.host.announce(league, Ended())

    async def substitute(
        self, guild_id: int, league_id: int, moderator_id: int, old_id: int, new_id: int
    ) -> None:
        """`new_id` takes `old_id`'s place in the season under way (their division's
        points and pairings, as a tournament substitute) and in the league."""
        context = self._context
        async with context.locks.hold(league_id):
            league = await context.find(guild_id, league_id)
            if league.season_ends is None or league.status == LeagueStatus.ENDED:
                raise Conflict("league-no-season")
            members = {m.user_id for m in await context.store.members(league_id)}
            if new_id in members:
                raise Conflict("league-substitute-already-in")
            places = await context.store.places(league_id, league.season)
            place = next((p for p in places if p.user_id == old_id), None)
            if place is None:
                raise NotFound("league-member-not-playing")
            division = next(
                d
                for d in await context.store.divisions(league_id, league.season)
                if d.number == place.division
            )
            if division.tournament_id is None:
                raise Conflict("league-division-opening")
            await context.tournaments.moderation.substitute(
                guild_id, division.tournament_id, moderator_id, old_id, new_id
            )
            await context.store.substitute(league_id, league.season, old_id, new_id)
