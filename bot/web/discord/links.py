"""The match pages' Discord side: where a match's page reads its language from, and the
private answer to `/match link`."""

from __future__ import annotations

from typing import Any

import discord

from bot.core.discord.readers import home_channel_id
from bot.core.records import Match
from i18n import Words


async def place_of(client: discord.Client, match: Match) -> tuple[int | None, str | None]:
    """The channel whose language `match`'s page speaks (a thread's parent) and its
    server's Discord language, as far as this process knows them (another shard's
    server: the match's own channel, and no server language)."""
    guild = client.get_guild(match.guild_id)
    if guild is None:
        return match.channel_id, None
    channel = guild.get_channel_or_thread(match.channel_id)
    if not isinstance(channel, discord.Thread | discord.TextChannel):
        return match.channel_id, str(guild.preferred_locale)
    return home_channel_id(channel), str(guild.preferred_locale)


def private_link_reply(url: str | None, *, revoked: bool, said: Words) -> dict[str, Any]:
    """The private answer to `/match link`: the link, as text and as a button, or why
    there is none."""
    if url is None:
        return {"content": said("web-link-pages-off")}
    view = discord.ui.View(timeout=None)
    view.add_item(discord.ui.Button(label=said("web-open-in-browser"), url=url))
    text = said("web-link-private", revoked="yes" if revoked else "no")
    return {"content": f"{text}\n<{url}>", "view": view}
