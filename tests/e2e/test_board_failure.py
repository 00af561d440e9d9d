"""Discord failing to post the board: the move is kept and the board follows later."""

from __future__ import annotations

from tests.e2e.helpers import choices, start_match


async def test_the_move_is_kept_and_the_board_posted_afterwards(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    env.inject_error("POST", "/webhooks/*", times=1)
    answer = await alice.slash(thread, "move", notation="11-15")
    assert answer.followups == []
    assert await choices(bob, thread, "22-18") == ["22-18"]

    await env.advance_time(2)

    assert answer.response is None, "the dangling 'thinking...' reply is removed"
    board = thread.last_message
    assert f"**1.** <@{alice.id}> (dark) played `11-15`" in board.content
    assert board.attachments[0].filename == "board.png"
