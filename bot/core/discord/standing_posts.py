"""The messages of standing requests of one kind (draw offers, takeback requests, the
claim of a win on time), so the next move or the end of the match can take their
buttons away.

A request remembers how many moves the match had when it was posted: only a move after
it lapses it, however late the event of an earlier move is heard. Kept in memory: after
a restart a stale button only gets a plain answer, and loses its buttons on that click
(`IdButton.lapses`)."""

from __future__ import annotations

import logging

import discord

from bot.core.events import MatchEnded, MoveMade

log = logging.getLogger(__name__)


class StandingPosts:
    def __init__(self) -> None:
        """The root has `lapse` hear each move and each end of a match (`bot/app.py`)."""
        self._posts: dict[int, tuple[discord.Message, int]] = {}

    def posted(self, match_id: int, ply: int, message: discord.Message) -> None:
        """`message` asks something of match `match_id` while it has `ply` moves."""
        self._posts[match_id] = (message, ply)

    async def lapse(self, event: MoveMade | MatchEnded) -> None:
        """A later move or the end of the match ends the request: its buttons go."""
        standing = self._posts.get(event.match.id)
        if standing is None:
            return
        message, ply = standing
        if isinstance(event, MoveMade) and len(event.match.moves) <= ply:
            return
        del self._posts[event.match.id]
        try:
            await message.edit(view=None)
        except discord.HTTPException:
            log.info("the buttons of a lapsed request could not be removed")
