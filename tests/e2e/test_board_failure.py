"""Discord failing to post the board: the move is kept, the board follows on the bot's
scheduler, and after the last try the players are told."""

from __future__ import annotations

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
    assert f"**1.** <@{alice.id}> (dark) played `11-15`" in board.content
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
    assert f"**1.** <@{alice.id}> (dark) played `11-15`" in thread.last_message.content
