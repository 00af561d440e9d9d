"""Boards are drawn in the bot's worker processes, exactly as the match stands, and the
pool survives a dead worker and stops with the bot."""

from __future__ import annotations

import os
import signal

import render
from bot.core import board_post
from tests.e2e.helpers import move_from_autocomplete, start_match


def refuse_threads(monkeypatch):
    """Drawing in a thread of the bot's own process fails: a board that still comes
    was drawn in the pool."""

    def in_a_thread(*_args):
        raise AssertionError("a board was drawn in the bot's own process")

    monkeypatch.setattr(board_post, "picture", in_a_thread)


async def test_every_board_of_a_game_comes_from_the_pool(  # noqa: PLR0917 (fixtures)
    env, simcord_bot, lobby, alice, bob, monkeypatch
):
    refuse_threads(monkeypatch)
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    matches = simcord_bot.services.matches
    for player in [alice, bob, alice, bob]:
        await move_from_autocomplete(player, thread, lambda offered: offered[-1])
        state = matches.state(await matches.in_channel(thread.id))
        board = await thread.last_message.attachments[0].read()
        assert board == render.render(state)


async def test_a_dead_worker_costs_no_board(env, simcord_bot, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    for pid in simcord_bot.renders.worker_ids():
        os.kill(pid, signal.SIGKILL)
    for number, player in enumerate([alice, bob], start=1):
        await move_from_autocomplete(player, thread, lambda offered: offered[0])
        assert thread.last_message.content.startswith(f"**{number}.**")
        assert thread.last_message.attachments[0].filename == "board.png"


async def test_the_workers_stop_with_the_bot(env, simcord_bot, lobby, alice, bob):
    await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    workers = simcord_bot.renders.worker_ids()
    assert len(workers) == simcord_bot.renders.workers
    await simcord_bot.close()
    assert simcord_bot.renders.worker_ids() == []
    for pid in workers:
        assert not alive(pid)


def alive(pid: int) -> bool:
    try:
        waited, _ = os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return False  # reaped by the pool
    return waited == 0
