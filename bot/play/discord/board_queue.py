"""Boards take turns in their channel, as Discord's rate limits make them (5 messages
per 5 seconds in a channel, 50 requests a second for the whole bot).

One post at a time per channel, in the order the boards came. A board still waiting
when a newer board of the same match arrives is superseded: only the newer one is
posted, in the older one's place in line, saying how many moves it covers (`compose`
is given that count), so a burst of moves never queues boards nobody will read, and a
match's boards still appear in move order. A post Discord refuses with 429 waits for
as long as Discord says (its `X-RateLimit-Reset-After` or `Retry-After` header, or
discord.py's `RateLimited.retry_after`; discord.py waits out most limits itself before
its call returns, which holds the line just the same) and is tried again, unless a
newer board of its match has arrived meanwhile, which then covers it too.

The post that finds its channel idle works the line in its own task (the interaction
that made the move) until no board waits, or until Discord says to wait: then a task
of the queue's own waits and goes on, and the interaction is free to finish. A post
that finds the line busy returns at once. Each board's `settled` is told how it went
when its turn (or the turn of the board that covered it) is over.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from typing import Any

import discord

log = logging.getLogger(__name__)

Compose = Callable[[int], Awaitable[dict[str, Any]]]
"""The keyword arguments of `channel.send` for a board covering that many moves."""
Settled = Callable[[bool], Awaitable[None]]
"""Told whether a board (or the newer one that covered it) was posted."""

UNSAID_RETRY_AFTER = 1.0
"""Seconds to wait after a 429 that did not say how long (a second is never more
than a channel's bucket needs to take one more message)."""
SAID_BY = ("X-RateLimit-Reset-After", "Retry-After")
"""The headers of a 429 that say how long to wait, most precise first: the bucket's
reset in fractional seconds (absent when the global limit refused), and the seconds
every 429 carries (rounded up). discord.py keeps the headers with the error, not
the body's `retry_after`."""


@dataclass
class _Board:
    compose: Compose
    settled: list[Settled]
    covers: int = 1
    posted: bool | None = None
    covered_by: _Board | None = None

    def outcome(self) -> bool | None:
        board = self
        while board.covered_by is not None:
            board = board.covered_by
        return board.posted


@dataclass
class _Line:
    channel: discord.abc.Messageable
    waiting: OrderedDict[int, _Board] = field(default_factory=OrderedDict)


class BoardQueue:
    def __init__(
        self,
        superseded: Callable[[], object] | None = None,
        wait_out: Callable[[float], Awaitable[object]] = asyncio.sleep,
    ) -> None:
        """`superseded` is told of every board a newer one replaced (the metrics);
        `wait_out` waits as many seconds as a 429 said (the bot's clock: SimCord's in
        the tests)."""
        self._lines: dict[int, _Line] = {}
        self._superseded = superseded
        self._wait_out = wait_out
        self._waiting: set[asyncio.Task[None]] = set()

    async def post(
        self, channel: discord.abc.Messageable, match_id: int, compose: Compose, settled: Settled
    ) -> bool | None:
        """Post the board `compose` makes in `channel` when its turn comes. Whether it
        (or a newer board of match `match_id` covering it) was posted, when this call
        worked the line; None when it waits in a line another post works."""
        channel_id: int = channel.id  # type: ignore[attr-defined]
        board = _Board(compose, [settled])
        line = self._lines.get(channel_id)
        if line is not None:
            self._queue(line, match_id, board)
            return None
        line = self._lines[channel_id] = _Line(channel)
        line.waiting[match_id] = board
        try:
            wait = await self._work(line)
        except BaseException:
            del self._lines[channel_id]
            raise
        if wait is None:
            del self._lines[channel_id]
        else:
            task = asyncio.create_task(self._resume(channel_id, line, wait), name="board-line")
            self._waiting.add(task)
            task.add_done_callback(self._waiting.discard)
        return board.outcome()

    async def _resume(self, channel_id: int, line: _Line, wait: float | None) -> None:
        """Work the line again after each wait Discord asks for, until it is empty."""
        try:
            while wait is not None:
                await self._wait_out(wait)
                wait = await self._work(line)
        finally:
            del self._lines[channel_id]

    def _queue(self, line: _Line, match_id: int, board: _Board) -> None:
        """Put `board` in line: in the place of its match's waiting board, which it
        supersedes, else at the end."""
        older = line.waiting.get(match_id)
        if older is not None:
            self._supersede(older, board)
        line.waiting[match_id] = board

    def _supersede(self, older: _Board, newer: _Board) -> None:
        newer.covers += older.covers
        newer.settled = older.settled + newer.settled
        older.covered_by = newer
        if self._superseded is not None:
            self._superseded()

    async def _work(self, line: _Line) -> float | None:
        """Post the waiting boards in turn; the seconds to wait if Discord said so
        (the refused board first in line again), None once the line is empty."""
        while line.waiting:
            match_id, board = line.waiting.popitem(last=False)
            try:
                await line.channel.send(**await board.compose(board.covers))
            except Exception as error:  # a board that cannot be made or sent: reported
                wait = _rate_limited_for(error)
                if wait is None:
                    log.warning("posting a board failed", exc_info=error)
                    await _settle(board, posted=False)
                    continue
                newer = line.waiting.get(match_id)
                if newer is not None:
                    self._supersede(board, newer)
                else:
                    line.waiting[match_id] = board
                line.waiting.move_to_end(match_id, last=False)
                return wait
            await _settle(board, posted=True)
        return None


async def _settle(board: _Board, *, posted: bool) -> None:
    board.posted = posted
    for settled in board.settled:
        try:
            await settled(posted)
        except Exception:  # one board's bookkeeping must not stop the line
            log.warning("settling a board failed", exc_info=True)


def _rate_limited_for(error: BaseException) -> float | None:
    """The seconds to wait if `error` is Discord's 429 (as it says, else
    `UNSAID_RETRY_AFTER`), None for any other error."""
    if isinstance(error, discord.RateLimited):
        return error.retry_after
    if not (isinstance(error, discord.HTTPException) and error.status == 429):
        return None
    headers = getattr(error.response, "headers", None) or {}
    for name in SAID_BY:
        try:
            return max(0.0, float(headers[name]))
        except (KeyError, ValueError):
            continue
    return UNSAID_RETRY_AFTER
