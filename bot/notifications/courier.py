"""The Discord side of `Courier`: how the clocks and notifications reach a match's
channel and a member's direct messages.

The claim button comes in as a view factory from the composition root, so this
feature does not import the clocks' buttons."""

from __future__ import annotations

import logging
from collections.abc import Callable

import discord

from bot.core.channels import channel_of
from bot.core.records import Match

log = logging.getLogger(__name__)


class DiscordCourier:
    def __init__(self, bot: discord.Client, claim_view: Callable[[int], discord.ui.View]) -> None:
        self._bot = bot
        self._claim_view = claim_view

    async def to_match(self, match: Match, text: str, *, claim_button: bool = False) -> None:
        channel = await channel_of(self._bot, match.channel_id)
        extra = {"view": self._claim_view(match.id)} if claim_button else {}
        await channel.send(text, allowed_mentions=discord.AllowedMentions(users=True), **extra)

    async def to_member(self, user_id: int, text: str) -> None:
        """A direct message; a member who closed their DMs simply does not get it."""
        user = self._bot.get_user(user_id) or await self._bot.fetch_user(user_id)
        try:
            await user.send(text)
        except discord.Forbidden:
            log.info("member %s does not accept direct messages", user_id)
