"""The Discord side of `Courier`: how the asynchronous-play services reach a match's
channel and a member's direct messages."""

from __future__ import annotations

import logging

import discord

from bot.clocks.buttons import claim_view
from bot.core.records import Match

log = logging.getLogger(__name__)


class DiscordCourier:
    def __init__(self, bot: discord.Client) -> None:
        self._bot = bot

    async def to_match(self, match: Match, text: str, *, claim_button: bool = False) -> None:
        channel = self._bot.get_channel(match.channel_id) or await self._bot.fetch_channel(
            match.channel_id
        )
        extra = {"view": claim_view(match.id)} if claim_button else {}
        await channel.send(text, allowed_mentions=discord.AllowedMentions(users=True), **extra)

    async def to_member(self, user_id: int, text: str) -> None:
        """A direct message; a member who closed their DMs simply does not get it."""
        user = self._bot.get_user(user_id) or await self._bot.fetch_user(user_id)
        try:
            await user.send(text)
        except discord.Forbidden:
            log.info("member %s does not accept direct messages", user_id)
