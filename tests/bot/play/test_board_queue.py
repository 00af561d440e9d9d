"""A channel's line of boards (bot/play/discord/board_queue.py): one post at a time in
order; a 429 holds the line for as long as Discord says (its headers, or discord.py's
`RateLimited`); a board still waiting when a newer one of its match arrives is
superseded by it, the newer one covering its moves."""

from __future__ import annotations

import asyncio

import discord
import pytest
from multidict import CIMultiDict

from bot.play.discord import board_queue
from bot.play.discord.board_queue import BoardQueue


class Response:
    """What discord.py keeps of Discord's answer: its status and headers."""

    reason = "Too Many Requests"

    def __init__(self, headers: dict[str, str]) -> None:
        self.status, self.headers = 429, CIMultiDict(headers)


def limited(**headers: str) -> discord.HTTPException:
    """Discord's 429 with these headers (underscores for dashes)."""
    named = {name.replace("_", "-"): value for name, value in headers.items()}
    body = {"message": "You are being rate limited.", "code": 0}
    return discord.HTTPException(Response(named), body)  # type: ignore[arg-type]


class Channel:
    """Discord's side: refuses the first posts with the errors in `refusals`."""

    id = 7

    def __init__(self, refusals: int | list[Exception]) -> None:
        self.refusals = (
            [limited(Retry_After="1")] * refusals if isinstance(refusals, int) else refusals
        )
        self.posted: list[str] = []

    async def send(self, content: str) -> None:
        if self.refusals:
            raise self.refusals.pop(0)
        self.posted.append(content)


class Waits(list[float]):
    """The line's waits, spent at once (no real time)."""

    async def __call__(self, seconds: float) -> None:
        self.append(seconds)


def board(match: int, number: int):
    async def compose(covers: int) -> dict[str, str]:
        return {"content": f"{match}:{number} covers {covers}"}

    return compose


async def test_boards_queued_behind_a_429_are_superseded_by_their_matchs_newest():
    channel, settled, superseded = Channel(refusals=1), [], []
    line = BoardQueue(superseded=lambda: superseded.append(1), wait_out=Waits())

    all_settled = asyncio.Event()

    def told(match: int, number: int):
        async def settle(posted: bool) -> None:
            settled.append((match, number, posted))
            if len(settled) == 4:
                all_settled.set()

        return settle

    first = await line.post(channel, 1, board(1, 1), told(1, 1))  # refused: waits
    assert first is None
    for number in (2, 3):
        assert await line.post(channel, 1, board(1, number), told(1, number)) is None
    assert await line.post(channel, 2, board(2, 1), told(2, 1)) is None
    await asyncio.wait_for(all_settled.wait(), 60)  # the line waits out the 429, goes on
    assert channel.posted == ["1:3 covers 3", "2:1 covers 1"]
    assert sorted(settled) == [(1, 1, True), (1, 2, True), (1, 3, True), (2, 1, True)]
    assert len(superseded) == 2


async def test_an_idle_channel_posts_at_once_and_says_so():
    channel = Channel(refusals=0)
    settled = []

    async def settle(posted: bool) -> None:
        settled.append(posted)

    assert await BoardQueue().post(channel, 1, board(1, 1), settle) is True
    assert channel.posted == ["1:1 covers 1"]
    assert settled == [True]


async def settled_line(refusals: list[Exception]) -> tuple[Waits, Channel]:
    """One board posted in a channel that first refuses with `refusals`."""
    channel, waits, done = Channel(refusals), Waits(), asyncio.Event()

    async def settle(_posted: bool) -> None:
        done.set()

    assert await BoardQueue(wait_out=waits).post(channel, 1, board(1, 1), settle) is None
    await asyncio.wait_for(done.wait(), 60)
    return waits, channel


@pytest.mark.parametrize(
    ("refusal", "waited"),
    [
        # A channel's bucket: the precise reset of the bucket, Retry-After rounded up.
        (
            limited(Retry_After="3", X_RateLimit_Reset_After="2.345", X_RateLimit_Scope="user"),
            2.345,
        ),
        # The global limit says Retry-After alone.
        (limited(Retry_After="2", X_RateLimit_Global="true", X_RateLimit_Scope="global"), 2.0),
        # discord.py's own error when a wait is longer than the client allows.
        (discord.RateLimited(42.5), 42.5),
    ],
)
async def test_a_429_holds_the_line_as_long_as_discord_says(refusal, waited):
    waits, channel = await settled_line([refusal])
    assert waits == [waited]
    assert channel.posted == ["1:1 covers 1"]


async def test_a_429_that_says_nothing_waits_a_second():
    waits, _channel = await settled_line([limited()])
    assert waits == [board_queue.UNSAID_RETRY_AFTER] == [1.0]
