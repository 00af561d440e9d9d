"""The `tournament` option of the moderators' commands: a number, with the server's open
and running tournaments offered as it is typed (`#3 Cup · Draughtnauts`), so nobody has
to look the number up in `/tournament list` first."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.core.discord.readers import private_words
from bot.core.discord.served import served
from bot.core.suggestions import CHOICE_TEXT, CHOICES
from bot.tournaments.discord.wording import tournament_name
from bot.tournaments.records import Tournament
from i18n import Words


class TournamentNumber(app_commands.Transformer):
    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.integer

    async def transform(self, interaction: discord.Interaction, value: int) -> int:
        del interaction
        return int(value)

    async def autocomplete(
        self, interaction: discord.Interaction, value: int | float | str
    ) -> list[app_commands.Choice[int]]:
        """The tournaments whose number starts with what was typed, newest first."""
        said = private_words(interaction)
        typed = str(value or "").strip().lstrip("#")
        found = await served(interaction.client).tournaments.open_in_guild(interaction.guild_id)
        return [
            app_commands.Choice(name=choice_name(t, said), value=t.id)
            for t in found
            if str(t.id).startswith(typed)
        ][:CHOICES]


def choice_name(tournament: Tournament, said: Words) -> str:
    """'#3 Spring Cup · Draughtnauts': the number, the name (the reader's word for an
    unnamed one) and the game's title, cut to Discord's limit for a choice."""
    game = said(f"command-choice-{tournament.plan.game_id}")
    return f"#{tournament.id} {tournament_name(tournament, said)} · {game}"[:CHOICE_TEXT]


Number = app_commands.Transform[int, TournamentNumber]
"""The annotation of a `tournament` option."""
