"""Where a member who asked for a match in the wrong place should go: every command that
acts on "the match here" refuses a place without one by naming the member's matches
(the threads here where they play, else their matches anywhere in the server, else the
threads here with any match), or `/matches` when there are none."""

from __future__ import annotations

from collections.abc import Iterable

import discord

from bot.core.discord.place import channel_id_of
from bot.core.discord.served import served
from bot.core.errors import NotFound
from bot.core.records import Match

THREADS_LOOKED_AT = 25
"""How many of a channel's newest threads a misplaced command searches for matches."""
PLACES_NAMED = 5


async def match_here(interaction: discord.Interaction) -> Match:
    """The ongoing match of the interaction's channel, or the refusal that points on."""
    try:
        return await served(interaction.client).matches.in_channel(channel_id_of(interaction))
    except NotFound:
        raise await pointing_elsewhere(interaction) from None


async def latest_here(interaction: discord.Interaction) -> Match:
    """The match played last in the interaction's channel (ongoing or not), or the
    refusal that points on."""
    try:
        return await served(interaction.client).matches.latest_in_channel(
            channel_id_of(interaction)
        )
    except NotFound:
        raise await pointing_elsewhere(interaction) from None


async def pointing_elsewhere(interaction: discord.Interaction) -> NotFound:
    services = served(interaction.client)
    user_id = interaction.user.id
    threads = getattr(interaction.channel, "threads", [])
    recent = sorted(threads, key=lambda thread: thread.id, reverse=True)[:THREADS_LOOKED_AT]
    found = await services.matches.ongoing_in_channels(thread.id for thread in recent)
    mine = [m for m in found if m.seat_of(user_id) is not None]
    if mine:
        return NotFound("play-in-threads", threads=_places(m.channel_id for m in mine))
    yours = await their_channels(interaction)
    if yours:
        return NotFound("play-yours-elsewhere", places=_places(yours))
    if found:
        return NotFound("play-in-threads", threads=_places(m.channel_id for m in found))
    return NotFound("match-none-here")


async def their_channels(interaction: discord.Interaction) -> tuple[int, ...]:
    """The channels of the member's ongoing matches anywhere in the interaction's server."""
    services = served(interaction.client)
    theirs = await services.ongoing.of_member(interaction.user.id, interaction.guild_id)
    return tuple(entry.place.channel_id for entry in theirs)


def _places(channel_ids: Iterable[int]) -> str:
    """A few channels, as mentions (links in Discord)."""
    unique = list(dict.fromkeys(channel_ids))[:PLACES_NAMED]
    return ", ".join(f"<#{channel_id}>" for channel_id in unique)
