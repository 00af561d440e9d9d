"""The `league` option of the league commands: a number, with the server's leagues
offered as it is typed (`#2 Spring · Draughtnauts`)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.core.discord.numbers import NumberOption
from bot.core.discord.place import guild_id_of
from bot.core.discord.served import served
from bot.leagues.discord.presenter import league_name
from i18n import Words


class LeagueNumber(NumberOption):
    async def offered(self, interaction: discord.Interaction, said: Words) -> list[tuple[int, str]]:
        found = await served(interaction.client).leagues.in_guild(guild_id_of(interaction))
        return [
            (
                league.id,
                f"{league_name(league, said)} · {said(f'command-choice-{league.plan.game_id}')}",
            )
            for league in found
        ]


Number = app_commands.Transform[int, LeagueNumber]
"""The annotation of a `league` option."""
