"""Reaching a channel by id from outside an interaction (timers, events, tournament
posts): the client's cache first, one API call when the channel is not cached (after a
restart, or a thread nobody has touched since)."""

from __future__ import annotations

import discord

Postable = discord.TextChannel | discord.VoiceChannel | discord.StageChannel | discord.Thread
"""A server channel the bot posts in, as every match, challenge and tournament lives in
one: each takes messages and hands back one of its messages by id. (A forum or a
category takes none; a direct message holds no match.)"""


async def channel_of(client: discord.Client, channel_id: int) -> Postable:
    channel = client.get_channel(channel_id) or await client.fetch_channel(channel_id)
    if not isinstance(channel, Postable):
        raise TypeError(f"channel {channel_id} is a {type(channel).__name__}: it takes no posts")
    return channel
