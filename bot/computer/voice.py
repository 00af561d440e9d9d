"""The computer's side of the conversation in Discord: its board after each move (like
a member's), its answer to a draw offer, its resignation."""

from __future__ import annotations

import logging

import discord

from bot.core.board_post import board_post
from bot.core.channels import channel_of
from bot.core.events import MoveMade
from bot.core.records import Match

log = logging.getLogger(__name__)


class DiscordComputerVoice:
    def __init__(self, bot: discord.Client) -> None:
        self._bot = bot

    async def moved(self, made: MoveMade) -> None:
        headline = (
            f"**{made.move.number}.** <@{made.move.user_id}> ({made.move.seat}) "
            f"played `{made.move.notation}`"
        )
        notes = await self._bot.board_notes(made.match)
        post = await board_post(made.match, made.state, headline, notes)
        await self._send(made.match, **post.send_kwargs())

    async def resigns(self, match: Match) -> None:
        await self._send(match, content="The computer resigns: its position is lost. Well played!")

    async def answered_draw(self, match: Match, accepted: bool) -> None:
        text = (
            "The computer accepts the draw."
            if accepted
            else "The computer declines the draw: it likes its position. Play on."
        )
        await self._send(match, content=text)

    async def _send(self, match: Match, **message: object) -> None:
        """Post in the match's channel. The move (or answer) is stored already, so a
        Discord failure is logged, not raised: `/match board` shows it all the same."""
        try:
            channel = await channel_of(self._bot, match.channel_id)
            await channel.send(**message)
        except discord.HTTPException:
            log.warning("could not post the computer's turn in match %d", match.id)
