"""The `/match` commands: board, history and export, resign, draw offers, abort."""

from __future__ import annotations

import asyncio
import shlex
import sys

from tests.e2e.helpers import private_answer, resign, start_match


async def test_resigning_ends_with_a_result_message(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await alice.slash(thread, "move", notation="11-15")
    answer = await resign(bob, thread)
    assert answer.response.content == "You resigned."
    final = thread.last_message
    assert f"**<@{alice.id}> (Dark) wins**: Light resigned." in final.content
    late = await alice.slash(thread, "move", notation="15-19")
    assert late.response.content.startswith("No match is being played here")


async def test_a_draw_offer_is_answered_with_buttons(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await alice.slash(thread, "match draw")
    offer = thread.last_message
    refused = await alice.click(offer, label="Accept draw")
    assert private_answer(refused).content == "You made this offer; your opponent decides."
    await bob.click(offer, label="Accept draw")
    assert "**Draw**: the players agreed to a draw." in thread.last_message.content


async def test_a_declined_draw_lets_play_go_on(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await alice.slash(thread, "match draw")
    await bob.click(thread.last_message, label="Decline draw")
    assert "declined the draw" in thread.last_message.content
    await alice.slash(thread, "move", notation="11-15")
    assert "played `11-15`" in thread.last_message.content


async def test_abort_only_until_both_have_moved(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    await alice.slash(thread, "move", notation="11-15")
    await bob.slash(thread, "move", notation="22-18")
    refused = await alice.slash(thread, "match abort")
    assert refused.response.content == ("Both players have moved: resign or offer a draw instead.")
    other = await start_match(lobby, bob, alice, "draughtnauts", seat="dark")
    await bob.slash(other, "match abort")
    aborted = "**Match aborted**: called off before the game got going."
    assert aborted in other.last_message.content


async def test_history_exports_a_file_the_referee_replays(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    for member, move in [(alice, "11-15"), (bob, "22-18"), (alice, "15x22")]:
        await member.slash(thread, "move", notation=move)
    history = await bob.slash(thread, "match history")
    assert history.response.ephemeral
    assert "1. 11-15\n2. 22-18\n3. 15x22" in history.response.content
    export = await history.response.attachments[0].read()
    command = shlex.split(export.decode().splitlines()[-1])
    assert command[:4] == ["python", "-m", "games", "status"]
    referee = await asyncio.create_subprocess_exec(
        sys.executable, *command[1:], stdout=asyncio.subprocess.PIPE
    )
    stdout, _ = await referee.communicate()
    assert referee.returncode == 0
    assert '"ply": 3' in stdout.decode()


async def test_the_board_can_be_posted_again(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "domination-grid", seat="black", options="size=8")
    board = private_answer(await bob.slash(thread, "match board"))
    assert board.content.startswith("Board after 0 moves")
    assert board.attachments[0].filename == "board.png"


async def test_an_unexpected_failure_is_answered_politely_with_a_reference(
    monkeypatch, lobby, alice, bob, caplog
):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")

    async def broken(job, *args):
        raise RuntimeError("renderer bug")

    monkeypatch.setattr("bot.core.discord.board_post.run_off_loop", broken)
    answer = private_answer(await bob.slash(thread, "match board"))
    reference = answer.content.split("`")[1]
    assert answer.content.startswith("Something went wrong on our side (reference `")
    assert f"unexpected error [ref {reference}]" in caplog.text
    assert "renderer bug" in caplog.text


async def test_boards_of_games_without_secrets_have_no_hand_button(env, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    assert thread.last_message.components == []
