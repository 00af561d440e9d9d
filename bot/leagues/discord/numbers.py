"""The `league` option of the league commands: a number, with the server's leagues
offered as it is typed (`#2 Spring · Draughtnauts`)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.core.discord.readers import private_words
from bot.core.discord.served import served
from bot.core.suggestions import CHOICE_TEXT, CHOICES
from bot.leagues.discord.presenter import league_name


class LeagueNumber(app_commands.Transformer):
    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.integer

    async def transform(self, interaction: discord.Interaction, value: int) -> int:
        del interaction
        return int(value)

    async def autocomplete(
        self, interaction: discord.Interaction, value: int | float | str
    ) -> list[app_commands.Choice[int]]:
        """The leagues whose number starts with what was typed, newest first."""
        said = private_words(interaction)
        typed = str(value or "").strip().lstrip("#")
        found = await served(interaction.client).leagues.in_guild(interaction.guild_id)
        return [
            app_commands.Choice(
                name=f"#{league.id} {league_name(league, said)}"
                f" · {said(f'command-choice-{league.plan.game_id}')}"[:CHOICE_TEXT],
                value=league.id,
            )
            for league in found
            if str(league.id).startswith(typed)
        ][:CHOICES]


Number = app_commands.Transform[int, LeagueNumber]
"""The annotation of a `league` option."""
