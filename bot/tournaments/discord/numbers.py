"""The `tournament` option of the moderators' commands: a number, with the server's open
and running tournaments offered as it is typed (`#3 Cup · Draughtnauts`), so nobody has
to look the number up in `/tournament list` first."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.core.discord.numbers import NumberOption
from bot.core.discord.place import guild_id_of
from bot.core.discord.served import served
from bot.tournaments.discord.wording import tournament_name
from bot.tournaments.records import Tournament
from i18n import Words


class TournamentNumber(NumberOption):
    async def offered(self, interaction: discord.Interaction, said: Words) -> list[tuple[int, str]]:
        found = await served(interaction.client).tournaments.open_in_guild(guild_id_of(interaction))
        return [(t.id, choice_name(t, said)) for t in found]


def choice_name(tournament: Tournament, said: Words) -> str:
    """'Spring Cup · Draughtnauts': the name (the reader's word for an unnamed one) and
    the game's title."""
    game = said(f"command-choice-{tournament.plan.game_id}")
    return f"{tournament_name(tournament, said)} · {game}"


Number = app_commands.Transform[int, TournamentNumber]
"""The annotation of a `tournament` option."""
