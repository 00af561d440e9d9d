"""`/tournament` for members and `/tournament-mod` for moderators.

Members join and leave with the buttons under a tournament's post and look up what is
on. Moderators create, start, adjust and cancel, and enter the computer: by a command of
its own (`add-computer`, `remove-computer`) rather than an option of `create`, so any
levels can be entered or taken out one by one while registration is open, each logged
like a member's drop, and `create` keeps its options. The moderator group is hidden from
everyone else by its default permissions (Manage Server, which a server can widen in
its integration settings), and every command runs the same `moderators_only` check as
`/mod`, so a widened permission or a stale client cannot slip past it.

The service is wired in the composition root (`bot/services.py`): table threads, boards
and posts through the Discord host (`discord_host.py`), results from `MatchEnded`, and
round deadlines as timers on the bot's shared scheduler (nothing here polls).
"""

from __future__ import annotations

import contextlib
import logging
from datetime import timedelta

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.discord.game_choices import GAME_CHOICES, LEVEL_CHOICES
from bot.core.discord.listing import fitting
from bot.core.discord.markup import timestamp
from bot.core.discord.moderators import moderators_only
from bot.core.discord.option_suggestions import suggest_options
from bot.core.discord.place import channel_here, channel_id_of, guild_id_of
from bot.core.discord.readers import private_words
from bot.core.errors import NotPermitted
from bot.core.option_text import MAX_OPTIONS, parse_options
from bot.core.rated_levels import level_name
from bot.tournaments.discord.numbers import Number
from bot.tournaments.discord.wording import format_name, log_line, tournament_name
from bot.tournaments.entrant_names import EntrantNames
from bot.tournaments.moderation import MAX_TABLE_KEY
from bot.tournaments.pairing.formats import FormatKind
from bot.tournaments.records import ModeratorAction, TournamentPlan
from bot.tournaments.registration import (
    MAX_NAME,
    MAX_ROUND_DAYS,
    MAX_SWISS_ROUNDS,
    MAX_TIME_CONTROL,
)
from bot.tournaments.service import TournamentService
from i18n import Words

log = logging.getLogger(__name__)

MAX_REGISTRATION_HOURS = 24 * 60
MAX_EXTENSION_HOURS = 24 * 60

TOURNAMENT_NUMBER = "The tournament's number, as in its post and /tournament list"

FORMAT_CHOICES = [app_commands.Choice(name=kind.value, value=kind.value) for kind in FormatKind]


class Tournaments(commands.Cog):
    tournament = app_commands.Group(
        name="tournament", description="Tournaments in this server", guild_only=True
    )

    def __init__(self, service: TournamentService) -> None:
        self.service = service

    @tournament.command(name="list")
    async def list_open(self, interaction: discord.Interaction) -> None:
        """Tournaments taking players or under way here."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        found = await self.service.open_in_guild(guild_id_of(interaction))
        said = private_words(interaction)
        lines = fitting(
            [
                said(
                    "tourney-listed",
                    id=str(t.id),
                    name=tournament_name(t, said),
                    game=said(f"command-choice-{t.plan.game_id}"),
                    format=format_name(t.plan.format),
                    status=t.status.value,
                )
                for t in found
            ]
        )
        await interaction.followup.send(
            "\n".join(lines) or said("tourney-none-open"),
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )


@app_commands.default_permissions(manage_guild=True)
@app_commands.guild_only()
class TournamentModeration(commands.GroupCog, group_name="tournament-mod"):
    """Create, run and adjust tournaments; every action is recorded."""

    def __init__(self, service: TournamentService) -> None:
        self.service = service
        super().__init__()

    @app_commands.command(name="create")
    @moderators_only
    @app_commands.describe(
        name="What to call it",
        game="The game",
        format="How players are paired",
        rounds="Swiss only: the number of rounds",
        options="Game options as key=value pairs separated by spaces",
        time_control="Time per move for every game, e.g. 3d or 3d+7d",
        round_days="Days each round lasts before its deadline",
        registration_hours="How long members can join",
        rated="Whether the games count for ratings",
        duplicate_deals="Card game only: every table of a round gets the same deal",
        premoves="Whether players may queue answers to expected moves (/premove)",
    )
    @app_commands.choices(game=GAME_CHOICES, format=FORMAT_CHOICES)
    @app_commands.autocomplete(options=suggest_options)
    async def create(
        self,
        interaction: discord.Interaction,
        *,
        game: app_commands.Choice[str],
        format: app_commands.Choice[str],
        name: app_commands.Range[str, 1, MAX_NAME] | None = None,
        rounds: app_commands.Range[int, 1, MAX_SWISS_ROUNDS] | None = None,
        options: app_commands.Range[str, 1, MAX_OPTIONS] | None = None,
        time_control: app_commands.Range[str, 1, MAX_TIME_CONTROL] | None = None,
        round_days: app_commands.Range[int, 1, MAX_ROUND_DAYS] = 3,
        registration_hours: app_commands.Range[int, 1, MAX_REGISTRATION_HOURS] = 24,
        rated: bool = True,
        duplicate_deals: bool = False,
        premoves: bool = True,
    ) -> None:
        """Open a tournament in this channel for members to join."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        if not isinstance(channel_here(interaction), discord.TextChannel):
            raise NotPermitted("tourney-text-channel-only")  # it holds the tables' threads
        plan = TournamentPlan(
            name=name or "",
            game_id=game.value,
            options=parse_options(options),
            format=format.value,
            swiss_rounds=rounds,
            time_control=time_control,
            round_days=round_days,
            rated=rated,
            duplicate_deals=duplicate_deals,
            premoves=premoves,
        )
        tournament = await self.service.registration.create(
            guild_id_of(interaction),
            channel_id_of(interaction),
            interaction.user.id,
            plan,
            timedelta(hours=registration_hours),
        )
        await interaction.followup.send(
            private_words(interaction)("tourney-created", id=str(tournament.id)), ephemeral=True
        )

    @app_commands.command(name="add-computer")
    @moderators_only
    @app_commands.describe(
        tournament=TOURNAMENT_NUMBER, level="How hard the computer plays; each level enters once"
    )
    @app_commands.choices(level=LEVEL_CHOICES)
    async def add_computer(
        self, interaction: discord.Interaction, tournament: Number, level: app_commands.Choice[str]
    ) -> None:
        """Enter the computer as a player before the start."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.service.moderation.add_computer(
            guild_id_of(interaction), tournament, interaction.user.id, level.value
        )
        said = private_words(interaction)
        await interaction.followup.send(
            said("tourney-computer-added", level=level_name(level.value)), ephemeral=True
        )

    @app_commands.command(name="remove-computer")
    @moderators_only
    @app_commands.describe(tournament=TOURNAMENT_NUMBER, level="Which level to take out")
    @app_commands.choices(level=LEVEL_CHOICES)
    async def remove_computer(
        self, interaction: discord.Interaction, tournament: Number, level: app_commands.Choice[str]
    ) -> None:
        """Take the computer at a level out (once started, its game in progress is lost)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.service.moderation.remove_computer(
            guild_id_of(interaction), tournament, interaction.user.id, level.value
        )
        said = private_words(interaction)
        await interaction.followup.send(
            said("tourney-computer-removed", level=level_name(level.value)), ephemeral=True
        )

    @app_commands.command(name="start")
    @moderators_only
    @app_commands.describe(tournament=TOURNAMENT_NUMBER)
    async def start(self, interaction: discord.Interaction, tournament: Number) -> None:
        """Close registration, seed by rating and pair the first round."""
        # Pairing a big field takes seconds: say so at once, rather than "thinking".
        said = private_words(interaction)
        await interaction.response.send_message(
            said("tourney-pairing-round", round=1), ephemeral=True
        )
        try:
            snap = await self.service.rounds.start(
                guild_id_of(interaction), tournament, interaction.user.id
            )
        except Exception:
            with contextlib.suppress(discord.HTTPException):
                await interaction.delete_original_response()  # the refusal follows
            raise
        await interaction.edit_original_response(
            content=said("tourney-started-reply", players=len(snap.entrants))
        )

    @app_commands.command(name="extend")
    @moderators_only
    @app_commands.describe(
        tournament=TOURNAMENT_NUMBER, hours="How many hours to add to the current round's deadline"
    )
    async def extend(
        self,
        interaction: discord.Interaction,
        tournament: Number,
        hours: app_commands.Range[int, 1, MAX_EXTENSION_HOURS],
    ) -> None:
        """Push back the deadline of the current round."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        updated = await self.service.moderation.extend(
            guild_id_of(interaction), tournament, interaction.user.id, timedelta(hours=hours)
        )
        assert updated.round_deadline is not None
        await interaction.followup.send(
            private_words(interaction)(
                "tourney-extended",
                round=updated.current_round,
                closes=timestamp(updated.round_deadline),
            ),
            ephemeral=True,
        )

    @app_commands.command(name="result")
    @moderators_only
    @app_commands.describe(
        tournament=TOURNAMENT_NUMBER,
        table="The game's key, as in the round announcement (e.g. R2-1, W1-2)",
        winner="Who won; leave empty for a draw",
    )
    async def result(
        self,
        interaction: discord.Interaction,
        tournament: Number,
        table: app_commands.Range[str, 1, MAX_TABLE_KEY],
        winner: discord.Member | None = None,
    ) -> None:
        """Decide or correct the result of a game."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        winner_id = None if winner is None else winner.id
        await self.service.moderation.set_result(
            guild_id_of(interaction), tournament, interaction.user.id, table, winner_id
        )
        await interaction.followup.send(
            private_words(interaction)("tourney-result-recorded"), ephemeral=True
        )

    @app_commands.command(name="drop")
    @moderators_only
    @app_commands.describe(tournament=TOURNAMENT_NUMBER, member="The player who leaves")
    async def drop(
        self, interaction: discord.Interaction, tournament: Number, member: discord.Member
    ) -> None:
        """Take a player out of the tournament (a game in progress is lost)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.service.moderation.drop(
            guild_id_of(interaction), tournament, interaction.user.id, member.id
        )
        await interaction.followup.send(
            private_words(interaction)("tourney-dropped", player=member.mention), ephemeral=True
        )

    @app_commands.command(name="substitute")
    @moderators_only
    @app_commands.describe(
        tournament=TOURNAMENT_NUMBER,
        leaving="The player who leaves",
        joining="Who takes their place",
    )
    async def substitute(
        self,
        interaction: discord.Interaction,
        tournament: Number,
        leaving: discord.Member,
        joining: discord.Member,
    ) -> None:
        """Hand a player's place, points and pairings to someone else."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        names, guild_id = self.service.names, guild_id_of(interaction)
        # Noted first (in memory): the substitution redraws the bracket with the
        # newcomer's name; kept once it is done, so a refusal stores nothing.
        names.note(guild_id, joining.id, joining.display_name)
        await self.service.moderation.substitute(
            guild_id, tournament, interaction.user.id, leaving.id, joining.id
        )
        await names.keep(guild_id, joining.id, joining.display_name)
        await interaction.followup.send(
            private_words(interaction)(
                "tourney-substituted", joining=joining.mention, leaving=leaving.mention
            ),
            ephemeral=True,
        )

    @app_commands.command(name="cancel")
    @moderators_only
    @app_commands.describe(tournament=TOURNAMENT_NUMBER)
    async def cancel(self, interaction: discord.Interaction, tournament: Number) -> None:
        """Call the tournament off; games in progress are aborted."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.service.moderation.cancel(
            guild_id_of(interaction), tournament, interaction.user.id
        )
        await interaction.followup.send(
            private_words(interaction)("tourney-cancelled-reply"), ephemeral=True
        )

    @app_commands.command(name="log")
    @moderators_only
    @app_commands.describe(tournament=TOURNAMENT_NUMBER)
    async def log(self, interaction: discord.Interaction, tournament: Number) -> None:
        """Every moderator action on the tournament, with who and when."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        actions = await self.service.moderation.log(guild_id_of(interaction), tournament)
        await interaction.followup.send(
            log_text(actions, private_words(interaction)),
            ephemeral=True,
            allowed_mentions=discord.AllowedMentions.none(),
        )


def log_text(actions: list[ModeratorAction], said: Words) -> str:
    """The log, oldest first; when it would not fit in one message, the newest part."""
    newest_first = fitting([log_line(action, said) for action in reversed(actions)])
    return "\n".join(reversed(newest_first)) or said("tourney-log-empty")


class EntrantNameWatch(commands.Cog):
    """Notes the display name of every member who interacts in a server, in memory
    only: the next bracket or standings drawn with them read it (`EntrantNames`)."""

    def __init__(self, names: EntrantNames) -> None:
        self.names = names

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        user, guild_id = interaction.user, interaction.guild_id
        if guild_id is not None and isinstance(user, discord.Member):
            self.names.note(guild_id, user.id, user.display_name)
