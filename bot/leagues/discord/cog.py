"""`/league` for members and `/league-mod` for moderators.

Members join and leave a league, read a season's standings (an image of its divisions,
with arrows for who moves) and a member's history across seasons. Moderators create a
league, pause and resume it, end it and substitute a player; the group is hidden from
everyone else by its default permissions, and every command runs the same
`moderators_only` check as the tournaments' (a widened permission or a stale client
cannot slip past it). Seasons begin and end by themselves on the scheduler
(`bot/leagues/seasons.py`); nothing here polls.
"""

from __future__ import annotations

import io
from collections.abc import Awaitable, Callable

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.discord.game_choices import GAME_CHOICES
from bot.core.discord.listing import fitting
from bot.core.discord.members import cached_name
from bot.core.discord.moderators import moderators_only
from bot.core.discord.option_suggestions import suggest_options
from bot.core.discord.place import channel_here, channel_id_of, guild_id_of
from bot.core.discord.readers import private_words
from bot.core.errors import NotPermitted
from bot.core.option_text import MAX_OPTIONS, parse_options
from bot.leagues.discord.numbers import Number
from bot.leagues.discord.presenter import (
    history_text,
    league_name,
    standings_picture,
)
from bot.leagues.records import League, LeaguePlan
from bot.leagues.service import (
    MAX_BREAK_HOURS,
    MAX_DIVISION,
    MAX_NAME,
    MAX_SEASON_DAYS,
    MIN_DIVISION,
    LeagueService,
)
from bot.tournaments.entrant_names import EntrantNames, NameOf, name_getter
from bot.tournaments.registration import MAX_TIME_CONTROL
from i18n import Words

LEAGUE_NUMBER = "The league's number, as in /league list"


class Leagues(commands.Cog):
    league = app_commands.Group(
        name="league", description="Leagues in this server", guild_only=True
    )

    def __init__(self, bot: commands.Bot, service: LeagueService, names: EntrantNames) -> None:
        self.bot = bot
        self.service = service
        self.names = names

    @league.command(name="list")
    async def list_leagues(self, interaction: discord.Interaction) -> None:
        """The leagues of this server that have not ended."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        said = private_words(interaction)
        lines = []
        for league in await self.service.in_guild(guild_id_of(interaction)):
            lines.append(
                said(
                    "league-listed",
                    id=str(league.id),
                    name=league_name(league, said),
                    game=said(f"command-choice-{league.plan.game_id}"),
                    members=await self.service.member_count(league.id),
                    status=league.status.value,
                    season=league.season,
                )
            )
        await interaction.followup.send(
            "\n".join(fitting(lines)) or said("league-none"),
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    @league.command(name="join")
    @app_commands.describe(league=LEAGUE_NUMBER)
    async def join(self, interaction: discord.Interaction, league: Number) -> None:
        """Join a league: you play from its next season on."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        user = interaction.user
        joined = await self.service.join(guild_id_of(interaction), league, user.id)
        await self.names.keep(guild_id_of(interaction), user.id, user.display_name)
        said = private_words(interaction)
        await interaction.followup.send(
            said("league-joined", name=league_name(joined, said)), ephemeral=True
        )

    @league.command(name="leave")
    @app_commands.describe(league=LEAGUE_NUMBER)
    async def leave(self, interaction: discord.Interaction, league: Number) -> None:
        """Leave a league: at once between seasons, else when the season ends."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        later = await self.service.leave(guild_id_of(interaction), league, interaction.user.id)
        said = private_words(interaction)
        found = await self.service.get(guild_id_of(interaction), league)
        message = "league-leaving" if later else "league-left"
        await interaction.followup.send(
            said(message, name=league_name(found, said)), ephemeral=True
        )

    @league.command(name="standings")
    @app_commands.describe(
        league=LEAGUE_NUMBER,
        season="Which season (the latest by default)",
        division="Which division (yours by default, else the top one)",
    )
    async def standings(
        self,
        interaction: discord.Interaction,
        league: Number,
        season: app_commands.Range[int, 1, 10_000] | None = None,
        division: app_commands.Range[int, 1, 10_000] | None = None,
    ) -> None:
        """A season's divisions, points and who moves up or down."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        guild_id = guild_id_of(interaction)
        table = await self.service.standings(
            guild_id, league, interaction.user.id, season, division
        )
        found = await self.service.get(guild_id, league)
        said = private_words(interaction)
        users = [row.user_id for d in table.shown for row in d.rows]
        png, description = await standings_picture(
            found, table, await self._names(guild_id, users, said), said
        )
        image = discord.File(io.BytesIO(png), filename="league.png", description=description)
        message = "league-standings-final" if table.final else "league-standings-live"
        await interaction.followup.send(
            said(message, season=table.season, divisions=table.divisions),
            file=image,
            ephemeral=True,
        )

    @league.command(name="history")
    @app_commands.describe(league=LEAGUE_NUMBER, member="Whose seasons (yours by default)")
    async def history(
        self,
        interaction: discord.Interaction,
        league: Number,
        member: discord.Member | None = None,
    ) -> None:
        """A member's seasons in a league: divisions, places and points."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        whose = member or interaction.user
        places = await self.service.history(guild_id_of(interaction), league, whose.id)
        await interaction.followup.send(
            history_text(places, whose.mention, private_words(interaction)),
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )

    async def _names(self, guild_id: int, users: list[int], said: Words) -> NameOf:
        """Display names for the image: the member cache, else the names kept from
        the members' own interactions (the bot asks for no members intent)."""
        kept = await self.names.of_entrants(guild_id, users)
        return name_getter(cached_name(self.bot.get_guild(guild_id)), kept, said)


@app_commands.default_permissions(manage_guild=True)
@app_commands.guild_only()
class LeagueModeration(commands.GroupCog, group_name="league-mod"):
    """Create and run leagues."""

    def __init__(self, service: LeagueService, names: EntrantNames) -> None:
        self.service = service
        self.names = names
        super().__init__()

    @app_commands.command(name="create")
    @moderators_only
    @app_commands.describe(
        game="The game",
        name="What to call it",
        options="Game options as key=value pairs separated by spaces",
        time_control="Time per move for every game, e.g. 3d or 3d+7d",
        season_days="Days each season lasts",
        division_size="Players per division (larger ones play Swiss)",
        promoted="How many of each division move up at a season's end",
        relegated="How many of each division move down at a season's end",
        registration_hours="How long members can join before each season",
    )
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.autocomplete(options=suggest_options)
    async def create(
        self,
        interaction: discord.Interaction,
        *,
        game: app_commands.Choice[str],
        name: app_commands.Range[str, 1, MAX_NAME] | None = None,
        options: app_commands.Range[str, 1, MAX_OPTIONS] | None = None,
        time_control: app_commands.Range[str, 1, MAX_TIME_CONTROL] | None = None,
        season_days: app_commands.Range[int, 1, MAX_SEASON_DAYS] = 28,
        division_size: app_commands.Range[int, MIN_DIVISION, MAX_DIVISION] = 8,
        promoted: app_commands.Range[int, 0, MAX_DIVISION // 2] = 2,
        relegated: app_commands.Range[int, 0, MAX_DIVISION // 2] = 2,
        registration_hours: app_commands.Range[int, 1, MAX_BREAK_HOURS] = 72,
    ) -> None:
        """Open a league in this channel, playing season after season."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        if not isinstance(channel_here(interaction), discord.TextChannel):
            raise NotPermitted("tourney-text-channel-only")  # it holds the games' threads
        plan = LeaguePlan(
            name=name or "",
            game_id=game.value,
            options=parse_options(options),
            time_control=time_control,
            season_days=season_days,
            division_size=division_size,
            promoted=promoted,
            relegated=relegated,
            break_hours=registration_hours,
        )
        league = await self.service.create(
            guild_id_of(interaction), channel_id_of(interaction), interaction.user.id, plan
        )
        await interaction.followup.send(
            private_words(interaction)("league-created", id=str(league.id)), ephemeral=True
        )

    @app_commands.command(name="pause")
    @moderators_only
    @app_commands.describe(league=LEAGUE_NUMBER)
    async def pause(self, interaction: discord.Interaction, league: Number) -> None:
        """Begin no new season until resumed; the season under way plays out."""
        await self._switch(interaction, self.service.moderation.pause, league, "league-paused")

    @app_commands.command(name="resume")
    @moderators_only
    @app_commands.describe(league=LEAGUE_NUMBER)
    async def resume(self, interaction: discord.Interaction, league: Number) -> None:
        """Let a paused league go on with its seasons."""
        await self._switch(interaction, self.service.moderation.resume, league, "league-resumed")

    @app_commands.command(name="end")
    @moderators_only
    @app_commands.describe(league=LEAGUE_NUMBER)
    async def end(self, interaction: discord.Interaction, league: Number) -> None:
        """End a league for good; a season under way is called off."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.service.moderation.end(guild_id_of(interaction), league, interaction.user.id)
        await interaction.followup.send(
            private_words(interaction)("league-ended-reply"), ephemeral=True
        )

    @app_commands.command(name="substitute")
    @moderators_only
    @app_commands.describe(
        league=LEAGUE_NUMBER, leaving="The player who leaves", joining="Who takes their place"
    )
    async def substitute(
        self,
        interaction: discord.Interaction,
        league: Number,
        leaving: discord.Member,
        joining: discord.Member,
    ) -> None:
        """Hand a player's place this season, and in the league, to someone else."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        names, guild_id = self.names, guild_id_of(interaction)
        names.note(guild_id, joining.id, joining.display_name)
        await self.service.moderation.substitute(
            guild_id, league, interaction.user.id, leaving.id, joining.id
        )
        await names.keep(guild_id, joining.id, joining.display_name)
        await interaction.followup.send(
            private_words(interaction)(
                "league-substituted", joining=joining.mention, leaving=leaving.mention
            ),
            ephemeral=True,
        )

    @staticmethod
    async def _switch(
        interaction: discord.Interaction,
        change: Callable[[int, int, int], Awaitable[League]],
        league: int,
        done: str,
    ) -> None:
        """Pause or resume: the change, then the private answer `done` naming the league."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        changed = await change(guild_id_of(interaction), league, interaction.user.id)
        said = private_words(interaction)
        await interaction.followup.send(said(done, name=league_name(changed, said)), ephemeral=True)
