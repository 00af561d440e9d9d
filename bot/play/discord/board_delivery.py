"""Posting the board after a committed move, even when Discord stumbles.

The move is stored before the board is posted, so nothing after the commit may look
like a failed move: the board goes to the match's channel, and if that fails it is
retried on the bot's scheduler. The first retry (a `board-post` timer) is stored with
the move, in its transaction (`arm`), and cancelled once the board is posted: a
process that dies between the commit and the post leaves it for the next one. It
falls due long after any post still under way, so a slow board is not posted twice.
After the last try the players are told in words, which may pass where an image did
not. The mover's private "thinking..." becomes a short confirmation either way, with their
new hand in a game of hidden cards.
"""

from __future__ import annotations

import logging
from datetime import timedelta
from typing import Any

import discord

from bot.core.discord.board_notes import BoardNotes
from bot.core.discord.board_post import board_post
from bot.core.discord.channels import channel_of
from bot.core.discord.hand_button import hand_file
from bot.core.discord.markup import mention
from bot.core.discord.readers import channel_words, private_words
from bot.core.events import MoveMade
from bot.core.matches import MatchService
from bot.core.records import Match
from bot.core.scheduler import Scheduler
from bot.core.storage.timer_store import Timer
from bot.core.time_source import TimeSource
from bot.play.discord.board_queue import BoardQueue, Settled
from i18n import Words

log = logging.getLogger(__name__)

KIND = "board-post"
RETRY_AFTER = (timedelta(seconds=30), timedelta(minutes=2), timedelta(minutes=10))
AFTER_A_CRASH = timedelta(minutes=10)
"""When the retry stored with a move falls due if nothing posted its board: long after
any post under way (a burst of moves queues boards for seconds, not minutes), soon
after the restart that follows a crash."""


class BoardDelivery:
    def __init__(
        self,
        client: discord.Client,
        matches: MatchService,
        scheduler: Scheduler,
        clock: TimeSource,
        notes: BoardNotes,
        *,
        queue: BoardQueue,
    ) -> None:
        """The root registers `retry` as the handler of `KIND` timers (`bot/cogs.py`);
        boards take turns in their channel in `queue`."""
        self._client = client
        self._queue = queue
        self._matches = matches
        self._scheduler = scheduler
        self._clock = clock
        self._notes = notes

    async def arm(self, match: Match, mover: int) -> None:
        """Store the first retry of the board after `mover`'s move, in the move's
        transaction (`match` as the move left it), as a fallback the scheduler is not
        woken for: a failed post schedules it (`_first_post`)."""
        number = len(match.moves)
        await self._scheduler.schedule(
            KIND,
            _key(match.id, number),
            self._clock() + AFTER_A_CRASH,
            _payload(match.id, number, mover, attempt=0),
            guild_id=match.guild_id,
            wake=False,
        )

    async def deliver(self, interaction: discord.Interaction, made: MoveMade) -> None:
        """Post the board of `made` in the channel, then those of the moves that answered
        it in its transaction (premoves: boards like any other), and confirm privately
        to the mover; never raises (the moves are already stored)."""
        posted = await self._first_post(made, interaction.user.id)
        for answer in made.chain()[1:]:
            await self._first_post(answer, answer.move.user_id)
        said = private_words(interaction)
        confirmation = said(
            "play-you-played" if posted else "play-you-played-board-later",
            move=made.move.notation,
        )
        try:
            hand = await self._hand(made, said)
            await interaction.edit_original_response(content=confirmation, attachments=hand)
        except discord.HTTPException:
            log.info("the mover's confirmation could not be shown; the board says it all")

    async def _hand(self, made: MoveMade, said: Words) -> list[discord.File]:
        """The mover's new hand, where the game hides cards and the match goes on."""
        matches = self._matches
        if not (made.match.is_ongoing and matches.game(made.match).hidden_information):
            return []
        return [await hand_file(made.match, made.move.seat, said)]

    async def _first_post(self, made: MoveMade, mover: int) -> bool | None:
        """Post the board right after the move (None: it waits in its channel's line):
        posted (or covered by a newer board), its stored retry goes; not posted, the
        retry is scheduled (the scheduler woken for it)."""
        match, number = made.match, made.move.number

        async def settled(posted: bool) -> None:
            try:
                if posted:
                    await self._scheduler.cancel(KIND, _key(match.id, number))
                else:
                    await self._schedule(
                        match.id, number, mover, attempt=0, guild_id=match.guild_id
                    )
            except Exception:  # the stored retry stands: late, or one board too many
                log.warning(
                    "the retry of match %s's board stays as stored", match.id, exc_info=True
                )

        return await self._post(match.id, number, mover, settled, match)

    async def _post(
        self, match_id: int, number: int, mover: int, settled: Settled, match: Match | None = None
    ) -> bool | None:
        """Post the board of match `match_id` in its channel's line (`BoardQueue`;
        None: it waits there, `settled` is told later): of `match`, as the move left
        it, which spares reading it again; a retry reads it."""
        try:
            matches = self._matches
            match = match or await matches.get(match_id)
            state = matches.state(match)
            channel = await channel_of(self._client, match.channel_id)
            said = await channel_words(self._client, channel)
        except Exception:  # anything: the move stands, and a later try may pass
            log.warning("posting the board of match %s failed", match_id, exc_info=True)
            await settled(False)
            return False

        async def compose(covers: int) -> dict[str, Any]:
            if covers > 1:  # newer than the boards it superseded in the channel's line
                headline = said("play-board-covers", number=number, moves=covers)
            elif len(match.moves) == number:
                headline = said(
                    "play-move-headline",
                    number=number,
                    player=mention(mover),
                    seat=match.seat_name(match.seat_of(mover) or ""),
                    move=match.moves[number - 1],
                )
            else:
                headline = said("play-board-after", moves=len(match.moves))
            notes = await self._notes(match)
            return (await board_post(match, state, headline, notes, said=said)).send_kwargs()

        return await self._queue.post(channel, match_id, compose, settled)

    async def _schedule(
        self, match_id: int, number: int, mover: int, *, attempt: int, guild_id: int
    ) -> None:
        due = self._clock() + RETRY_AFTER[attempt]
        payload = _payload(match_id, number, mover, attempt)
        await self._scheduler.schedule(
            KIND, _key(match_id, number), due, payload, guild_id=guild_id
        )

    async def retry(self, timer: Timer) -> None:
        """One more try: it takes its timer and sets the next try in one transaction
        before posting, so a second firing of it posts nothing and a crash while
        posting leaves the next try standing."""
        match_id, number = timer.payload["match"], timer.payload["number"]
        mover, attempt = timer.payload["mover"], timer.payload["attempt"] + 1
        scheduler = self._scheduler
        if attempt < len(RETRY_AFTER):
            due = self._clock() + RETRY_AFTER[attempt]
            taken = await scheduler.take_and_set(timer, due, timer.payload | {"attempt": attempt})
        else:
            taken = await scheduler.take(timer)
        if not taken:
            return  # another firing of this try posted the board, or is posting it

        async def settled(posted: bool) -> None:
            if posted:
                await scheduler.cancel(KIND, timer.key)

        if await self._post(match_id, number, mover, settled) is not False:
            return  # posted, or waiting in line (its next try stands till it is)
        if attempt < len(RETRY_AFTER):
            return  # the next try is set
        log.error("gave up posting the board of match %s after move %s", match_id, number)
        match = await self._matches.get(match_id)
        channel = await channel_of(self._client, match.channel_id)
        said = await channel_words(self._client, channel)
        await channel.send(said("play-board-gave-up", number=number))


def _key(match_id: int, number: int) -> str:
    return f"{match_id}:{number}"


def _payload(match_id: int, number: int, mover: int, attempt: int) -> dict[str, int]:
    return {"match": match_id, "number": number, "mover": mover, "attempt": attempt}
