"""The language of a public message: what everyone reading a channel reads.

Boards, reminders in a match's channel and tournament posts are read by the whole
channel, so they are worded in the channel's language, never in one member's.
"""

from __future__ import annotations

from collections.abc import Iterable
from functools import reduce

import discord

from i18n import Words, words


def channel_words(client: discord.Client, guild_id: int, channel_id: int) -> Words:
    """The words of a post in `channel_id` of `guild_id`: the server's language."""
    del channel_id
    guild = client.get_guild(guild_id)
    return words(None if guild is None else guild.preferred_locale.value)


def versus(sides: Iterable[str], said: Words) -> str:
    """The sides of a match facing each other: `<@1> (dark) vs <@2> (light)`."""
    return reduce(lambda first, second: said("notice-versus", first=first, second=second), sides)
