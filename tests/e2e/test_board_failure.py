"""Discord failing to post the board: the move is kept, the board follows on the bot's
scheduler, and after the last try the players are told."""

from __future__ import annotations

import asyncio

import pytest

from bot.play.discord import board_delivery
from bot.play.discord.board_delivery import AFTER_A_CRASH, RETRY_AFTER, BoardDelivery
from tests.e2e.helpers import choices, start_match

BOARDS = "/channels/*/messages"


async def test_the_move_is_kept_and_the_board_posted_afterwards(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    env.inject_error("POST", BOARDS, times=1)
    answer = await alice.slash(thread, "move", notation="11-15")
    assert answer.response.ephemeral
    assert "the board follows shortly" in answer.response.content

    await env.advance_time(31)

    assert await choices(bob, thread, "22-18") == ["22-18"]
    board = thread.last_message
    assert f"**1.** <@{alice.id}> (Dark) played `11-15`" in board.content
    assert board.attachments[0].filename == "board.png"


async def test_after_the_last_try_the_players_are_told(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    env.inject_error("POST", BOARDS, times=4)
    await alice.slash(thread, "move", notation="11-15")
    await env.advance_time(13 * 60)
    told = thread.last_message
    assert told.content.startswith("The board after move 1 could not be posted.")
    assert "/match board" in told.content


async def test_a_retry_survives_a_restart(env, lobby, alice, bob, make_bot):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    env.inject_error("POST", BOARDS, times=1)
    await alice.slash(thread, "move", notation="11-15")
    await env.restart_bot(make_bot())
    await env.advance_time(31)
    assert f"**1.** <@{alice.id}> (Dark) played `11-15`" in thread.last_message.content


async def died_after_the_commit(*_args, **_kwargs):
    raise RuntimeError("the process died between the move's commit and its board")


@pytest.mark.postgres
async def test_a_crash_between_the_move_and_its_board_leaves_the_retry(  # noqa: PLR0917 (fixtures)
    env, monkeypatch, lobby, alice, bob, make_bot
):
    """The board's retry is stored with the move, in its transaction: a process that
    dies before posting the board (or before storing a retry after a failed post)
    leaves the retry for the next one."""
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    monkeypatch.setattr(BoardDelivery, "deliver", died_after_the_commit)
    await alice.slash(thread, "move", notation="11-15")
    monkeypatch.undo()
    await env.restart_bot(make_bot())
    await env.advance_time(AFTER_A_CRASH.total_seconds() + 1)
    assert f"**1.** <@{alice.id}> (Dark) played `11-15`" in thread.last_message.content


@pytest.mark.postgres
async def test_a_posted_board_leaves_no_retry_behind(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await alice.slash(thread, "move", notation="11-15")
    posted = thread.last_message
    assert f"**1.** <@{alice.id}> (Dark) played `11-15`" in posted.content
    await env.advance_time(13 * 60)
    assert thread.last_message.id == posted.id
    left = await env.bot.services.database.fetch_all(
        "SELECT key FROM pace_timers WHERE kind = 'board-post'"
    )
    assert left == []


async def test_a_slow_board_is_posted_once(env, monkeypatch, lobby, alice, bob):
    """A burst of moves can keep a board queued past the first retry's delay: the retry
    stored with the move is not due yet, and the board is posted once."""
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    drawn = board_delivery.board_post

    async def slowly_drawn(*args, **kwargs):
        await asyncio.sleep(RETRY_AFTER[0].total_seconds() + 5)
        return await drawn(*args, **kwargs)

    monkeypatch.setattr(board_delivery, "board_post", slowly_drawn)
    before = len(thread.history())
    await alice.slash(thread, "move", notation="11-15")
    await env.advance_time(5 * 60)
    boards = [m for m in thread.history() if "played `11-15`" in m.content]
    assert len(boards) == 1
    assert len(thread.history()) == before + 1
