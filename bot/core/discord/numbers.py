"""An option that names a thing of the server by its number (a tournament, a league),
with the server's things offered as it is typed (`#3 Cup · Draughtnauts`), so nobody
has to look the number up first. A feature says which things to offer and how each is
called; the typing, the filtering and Discord's limits are here."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.core.discord.readers import private_words
from bot.core.suggestions import CHOICE_TEXT, CHOICES
from i18n import Words


class NumberOption(app_commands.Transformer):
    """An integer option whose autocomplete offers `offered`'s things."""

    @property
    def type(self) -> discord.AppCommandOptionType:
        return discord.AppCommandOptionType.integer

    async def transform(self, interaction: discord.Interaction, value: int) -> int:
        del interaction
        return int(value)

    async def offered(self, interaction: discord.Interaction, said: Words) -> list[tuple[int, str]]:
        """The server's things, newest first: each one's number and how the reader
        calls it."""
        raise NotImplementedError

    async def autocomplete(
        self, interaction: discord.Interaction, value: int | float | str
    ) -> list[app_commands.Choice[int | float | str]]:
        """The things whose number starts with what was typed, newest first."""
        typed = str(value or "").strip().lstrip("#")
        choices: list[app_commands.Choice[int | float | str]] = [
            app_commands.Choice(name=f"#{number} {called}"[:CHOICE_TEXT], value=number)
            for number, called in await self.offered(interaction, private_words(interaction))
            if str(number).startswith(typed)
        ]
        return choices[:CHOICES]
