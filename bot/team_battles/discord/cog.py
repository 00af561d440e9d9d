"""`/team-battle-mod` for moderators: open a team battle between two or more roles in
this channel, or call one off. Members join with the button under the battle's post
(`buttons.py`). The group is hidden from everyone else by its default permissions, and
every command runs the `moderators_only` check, as the tournaments' do."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.discord.game_choices import GAME_CHOICES
from bot.core.discord.moderators import moderators_only
from bot.core.discord.numbers import NumberOption
from bot.core.discord.option_suggestions import suggest_options
from bot.core.discord.place import channel_here, channel_id_of, guild_id_of
from bot.core.discord.readers import private_words
from bot.core.discord.served import served
from bot.core.errors import NotPermitted
from bot.core.option_text import MAX_OPTIONS, parse_options
from bot.team_battles.records import BattlePlan
from bot.team_battles.service import MAX_MINUTES, MAX_TOP, TeamBattles
from bot.tournaments.registration import MAX_TIME_CONTROL
from i18n import Words

BATTLE_NUMBER = "The battle's number, as in its post"


class BattleNumber(NumberOption):
    async def offered(self, interaction: discord.Interaction, said: Words) -> list[tuple[int, str]]:
        found = await served(interaction.client).team_battles.in_guild(guild_id_of(interaction))
        return [(b.id, said(f"command-choice-{b.plan.game_id}")) for b in found]


Number = app_commands.Transform[int, BattleNumber]


@app_commands.default_permissions(manage_guild=True)
@app_commands.guild_only()
class TeamBattleModeration(commands.GroupCog, group_name="team-battle-mod"):
    """Open and call off team battles."""

    def __init__(self, service: TeamBattles) -> None:
        self.service = service
        super().__init__()

    @app_commands.command(name="create")
    @moderators_only
    @app_commands.describe(
        game="The game",
        first="A team: everyone with this role",
        second="Another team",
        third="Another team (optional)",
        fourth="Another team (optional)",
        minutes="How long the battle lasts",
        top="How many of each team's best players score for it",
        time_control="Time per move for every game, e.g. 10m",
        options="Game options as key=value pairs separated by spaces",
    )
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.autocomplete(options=suggest_options)
    async def create(
        self,
        interaction: discord.Interaction,
        *,
        game: app_commands.Choice[str],
        first: discord.Role,
        second: discord.Role,
        third: discord.Role | None = None,
        fourth: discord.Role | None = None,
        minutes: app_commands.Range[int, 1, MAX_MINUTES] = 60,
        top: app_commands.Range[int, 1, MAX_TOP] = 5,
        time_control: app_commands.Range[str, 1, MAX_TIME_CONTROL] | None = None,
        options: app_commands.Range[str, 1, MAX_OPTIONS] | None = None,
    ) -> None:
        """Open a team battle between roles in this channel; members join with its button."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        if not isinstance(channel_here(interaction), discord.TextChannel):
            raise NotPermitted("tourney-text-channel-only")  # it holds the games' threads
        teams = tuple(role.id for role in (first, second, third, fourth) if role is not None)
        plan = BattlePlan(game.value, parse_options(options), time_control, teams, top)
        battle = await self.service.create(
            guild_id_of(interaction), channel_id_of(interaction), interaction.user.id, plan, minutes
        )
        await interaction.followup.send(
            private_words(interaction)("battle-created", id=str(battle.id)), ephemeral=True
        )

    @app_commands.command(name="cancel")
    @moderators_only
    @app_commands.describe(battle=BATTLE_NUMBER)
    async def cancel(self, interaction: discord.Interaction, battle: Number) -> None:
        """Call a team battle off; nobody wins it."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.service.cancel(guild_id_of(interaction), battle, interaction.user.id)
        await interaction.followup.send(
            private_words(interaction)("battle-cancelled-reply"), ephemeral=True
        )
