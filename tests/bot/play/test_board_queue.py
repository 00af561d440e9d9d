"""A channel's line of boards (bot/play/discord/board_queue.py): one post at a time in
order; a 429 holds the line for `retry_after`; a board still waiting when a newer one
of its match arrives is superseded by it, the newer one covering its moves."""

from __future__ import annotations

import asyncio

import discord

from bot.play.discord import board_queue
from bot.play.discord.board_queue import BoardQueue


class Limited(discord.HTTPException):
    def __init__(self) -> None:
        self.status, self.code, self.text = 429, 0, "You are being rate limited."


class Channel:
    """Discord's side: refuses the first `refusals` posts with 429."""

    id = 7

    def __init__(self, refusals: int) -> None:
        self.refusals = refusals
        self.posted: list[str] = []

    async def send(self, content: str) -> None:
        if self.refusals:
            self.refusals -= 1
            raise Limited
        self.posted.append(content)


def board(match: int, number: int):
    async def compose(covers: int) -> dict[str, str]:
        return {"content": f"{match}:{number} covers {covers}"}

    return compose


async def test_boards_queued_behind_a_429_are_superseded_by_their_matchs_newest(monkeypatch):
    monkeypatch.setattr(board_queue, "UNSAID_RETRY_AFTER", 0.0)  # no real time spent
    channel, settled, superseded = Channel(refusals=1), [], []
    line = BoardQueue(superseded=lambda: superseded.append(1))

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
