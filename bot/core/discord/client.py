"""The bot an interaction reached, typed, for buttons and checks.

discord.py types `interaction.client` as a bare `discord.Client`, so `.services` read
from it is unchecked and an editor's go-to-definition stops there. Every interaction
this bot handles reaches a `BoardroomBot` (`bot/app.py`), the one that built the
services; these two accessors say so once. (`bot.app` is imported for the type checker
only: it imports the buttons, which import this.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, cast

import discord

if TYPE_CHECKING:
    from bot.app import BoardroomBot
    from bot.services import Services


def bot_of(interaction: discord.Interaction) -> BoardroomBot:
    """The bot that received `interaction`."""
    return cast("BoardroomBot", interaction.client)


def services_of(interaction: discord.Interaction) -> Services:
    """The services of the bot that received `interaction`."""
    return bot_of(interaction).services
