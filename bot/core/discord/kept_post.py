"""A feature's own message, kept up to date rather than posted again (a tournament's
post, a team battle's): edited where it is, or sent anew when it is gone (a moderator
deleted it), so the channel keeps one such message per event."""

from __future__ import annotations

import discord

from bot.core.discord.place import Postable


async def keep_post(
    channel: Postable,
    message_id: int | None,
    content: str,
    files: list[discord.File],
    view: discord.ui.View | None,
) -> int:
    """Edit message `message_id` of `channel` to hold `content`, `files` and `view`
    (None: no buttons), or send it when there is none; the message's id. Mentions in
    it ping nobody."""
    mentions = discord.AllowedMentions.none()
    if message_id is not None:
        message = channel.get_partial_message(message_id)
        try:
            edited = await message.edit(
                content=content, attachments=files, view=view, allowed_mentions=mentions
            )
        except discord.NotFound:
            pass
        else:
            return edited.id
    sent = await channel.send(
        content,
        files=files,
        view=discord.utils.MISSING if view is None else view,  # None: no buttons
        allowed_mentions=mentions,
    )
    return sent.id
