"""Where an interaction happened, for the commands and buttons that only work in a
server.

discord.py types an interaction's server and channel as optional: a direct message has
no server. Every command that reads them is `guild_only`, and every button sits under
a message in a server's channel, so these accessors say it once, typed; should that
ever fail, they refuse as the guild-only check does (`NoPrivateMessage`, which the
error handler words for the member).
"""

from __future__ import annotations

import discord
from discord import app_commands

from bot.core.discord.channels import Postable


def guild_id_of(interaction: discord.Interaction) -> int:
    """The id of the server the interaction happened in."""
    if interaction.guild_id is None:
        raise app_commands.NoPrivateMessage
    return interaction.guild_id


def channel_here(interaction: discord.Interaction) -> Postable:
    """The server channel (or thread) the interaction happened in, to post in."""
    channel = interaction.channel
    if not isinstance(channel, Postable):
        raise app_commands.NoPrivateMessage
    return channel


def channel_id_of(interaction: discord.Interaction) -> int:
    """The id of the server channel (or thread) the interaction happened in."""
    return channel_here(interaction).id


def guild_of(interaction: discord.Interaction) -> discord.Guild:
    """The server the interaction happened in."""
    if interaction.guild is None:
        raise app_commands.NoPrivateMessage
    return interaction.guild
