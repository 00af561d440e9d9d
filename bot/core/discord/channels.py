"""Reaching a channel by id from outside an interaction (timers, events, tournament
posts): the client's cache first, one API call when the channel is not cached (after a
restart, or a thread nobody has touched since)."""

from __future__ import annotations

import discord


async def channel_of(client: discord.Client, channel_id: int) -> discord.abc.Messageable:
    return client.get_channel(channel_id) or await client.fetch_channel(channel_id)
