"""Posting the board after a committed move, even when Discord stumbles.

The move is already stored when we post, so a failed post must not look like a failed
move: we retry in the match's channel a few times in the background and, once the board
is there, remove the dangling "thinking..." reply.
"""

from __future__ import annotations

import asyncio
import logging

import discord

from bot.core.board_post import BoardPost

log = logging.getLogger(__name__)

RETRY_DELAYS = (1.0, 5.0, 30.0)
_retries: set[asyncio.Task[None]] = set()


async def deliver(interaction: discord.Interaction, post: BoardPost) -> None:
    """Send `post` as the (deferred) answer to `interaction`, or keep trying later."""
    try:
        await interaction.followup.send(**post.send_kwargs())
    except discord.HTTPException:
        log.warning("posting the board failed; retrying in the channel", exc_info=True)
        task = asyncio.create_task(_retry_in_channel(interaction, post))
        _retries.add(task)
        task.add_done_callback(_retries.discard)


async def _retry_in_channel(interaction: discord.Interaction, post: BoardPost) -> None:
    for delay in RETRY_DELAYS:
        await asyncio.sleep(delay)
        try:
            await interaction.channel.send(**post.send_kwargs())
        except discord.HTTPException:
            continue
        try:
            await interaction.delete_original_response()
        except discord.HTTPException:
            log.info("the deferred reply could not be removed; it will time out by itself")
        return
    log.error("gave up posting a board in channel %s", interaction.channel_id)
