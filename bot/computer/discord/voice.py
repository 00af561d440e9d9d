"""The computer's side of the conversation in Discord: its board after each move (like
a member's), its answer to a draw offer, its resignation."""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.core.discord.board_post import board_post
from bot.core.discord.channels import channel_of
from bot.core.discord.markup import mention
from bot.core.discord.readers import channel_words
from bot.core.discord.served import notes_of
from bot.core.events import MoveMade
from bot.core.records import Match
from i18n import Words

log = logging.getLogger(__name__)


class DiscordComputerVoice:
    def __init__(self, bot: discord.Client) -> None:
        self._bot = bot

    async def moved(self, made: MoveMade) -> None:
        """The computer's board, then those of the moves that answered it in its
        transaction (a member's premove), worded as a member's move."""
        said = await self._words(made.match)
        for each in made.chain():
            move = each.move
            headline = said(
                "ai-moved" if each is made else "play-move-headline",
                number=move.number,
                player=mention(move.user_id),
                seat=each.match.seat_name(move.seat),
                move=move.notation,
            )
            notes = await notes_of(self._bot)(each.match)
            post = await board_post(each.match, each.state, headline, notes, said=said)
            await self._send(each.match, **post.send_kwargs())

    async def resigns(self, match: Match) -> None:
        await self._send(match, content=(await self._words(match))("ai-resigns"))

    async def answered_draw(self, match: Match, accepted: bool) -> None:
        answer = "ai-accepts-draw" if accepted else "ai-declines-draw"
        await self._send(match, content=(await self._words(match))(answer))

    async def _words(self, match: Match) -> Words:
        """The computer speaks in public: in its match's channel's language."""
        return await channel_words(self._bot, await channel_of(self._bot, match.channel_id))

    async def _send(self, match: Match, **message: Any) -> None:
        """Post in the match's channel. The move (or answer) is stored already, so a
        Discord failure is logged, not raised: `/match board` shows it all the same."""
        try:
            channel = await channel_of(self._bot, match.channel_id)
            await channel.send(**message)
        except discord.HTTPException:
            log.warning("could not post the computer's turn in match %d", match.id)
