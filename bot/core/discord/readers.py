"""Whose language a text is written in, decided from where it goes.

A reply only the member sees (ephemeral, or a direct message) reads in their own Discord
language. A public message (a board, a result, a challenge) is read by the whole
channel, so it is written in the channel's language: a moderator's choice for the
channel or the server, else the server's Discord language (`bot/languages/`). A thread
reads as its parent channel, so a match thread speaks like the channel it was opened in.
"""

from __future__ import annotations

import discord

from bot.core.discord.channels import Postable
from bot.core.discord.served import served
from i18n import Words, words


def private_words(interaction: discord.Interaction) -> Words:
    """The words of a reply only the member sees: their own Discord language."""
    return words(str(interaction.locale))


async def public_words(interaction: discord.Interaction) -> Words:
    """The words of a message posted for everyone in the interaction's channel (in a
    direct message, where there is no channel to share, the member's own)."""
    channel = interaction.channel
    if not isinstance(channel, Postable):
        return private_words(interaction)
    return await channel_words(interaction.client, channel)


async def channel_words(client: discord.Client, channel: Postable) -> Words:
    """The words of a public post in `channel` (a server's text channel or thread),
    for posts no interaction asked for (events, timers)."""
    guild = channel.guild
    return await served(client).languages.channel_words(
        guild.id, home_channel_id(channel), str(guild.preferred_locale)
    )


def home_channel_id(channel: Postable) -> int:
    """The channel whose language `channel` speaks: a thread's parent, else itself."""
    if isinstance(channel, discord.Thread):
        return channel.parent_id
    return channel.id
