"""Autocomplete for the `seat` of a command that names a game (`/challenge`, `/computer
play`): the chosen game's seats by their names in the member's language, each choosing
the seat's id; a name or id typed by hand is read too (`bot.core.seat_names`)."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.core.discord.game_choices import chosen_game
from bot.core.discord.readers import private_words
from bot.core.seat_names import seat_suggestions
from bot.core.suggestions import CHOICES


async def suggest_seats(
    interaction: discord.Interaction, current: str
) -> list[app_commands.Choice[str]]:
    """The autocomplete callback: the game is the one chosen in the same command."""
    offered = seat_suggestions(chosen_game(interaction), current, private_words(interaction))
    return [app_commands.Choice(name=name, value=seat) for name, seat in offered][:CHOICES]
