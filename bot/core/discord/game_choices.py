"""The game choice every command that names a game offers (challenge, rules, ratings,
tournaments, server defaults): one list, so a new game appears everywhere at once; and
the computer's levels, which `/computer play` and a tournament's seats both offer.
Each is named by its title as its rules page heads it (`command-choice-<id>` in the
commands catalogues, which the tree's translator gives Discord in every language)."""

from __future__ import annotations

import discord
from discord import app_commands

import ai
import games
from i18n import ENGLISH, words

GAME_CHOICES = [
    app_commands.Choice(name=words(ENGLISH)(f"command-choice-{game_id}"), value=game_id)
    for game_id in games.GAME_IDS
]

LEVEL_CHOICES = [app_commands.Choice(name=level, value=level) for level in ai.LEVELS]


def chosen_game(interaction: discord.Interaction) -> str | None:
    """The game chosen so far in the command an autocomplete asks for (its `game`
    option), or None before one is chosen."""
    game = getattr(interaction.namespace, "game", None)
    game_id = getattr(game, "value", game)
    return None if game_id is None else str(game_id)
