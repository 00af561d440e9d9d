"""Boards, hands and rules pages are drawn in the bot's worker processes, boards exactly
as the match stands, and the pool survives a dead worker and stops with the bot."""

from __future__ import annotations

import os
import signal

import pytest

import render
from bot.core import niceness, render_worker
from tests.e2e.helpers import move_from_autocomplete, start_match

pytestmark = pytest.mark.own_workers


class NoDrawingHere:
    def __getattr__(self, name: str):
        raise AssertionError("an image was drawn in the bot's own process")


def refuse_threads(monkeypatch):
    """Drawing in the bot's own process fails: an image that still comes was drawn in
    the pool (whose workers import their own, untouched `render`)."""
    monkeypatch.setattr(render_worker, "render", NoDrawingHere())


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


async def test_hands_and_rules_pages_come_from_the_pool(  # noqa: PLR0917 (fixtures)
    env, simcord_bot, lobby, alice, bob, monkeypatch
):
    refuse_threads(monkeypatch)
    thread = await start_match(lobby, alice, bob, "domination-cards", seat="H", options="first=H")
    shown = await alice.click(thread.last_message, label="Show my hand")
    assert shown.response.attachments[0].filename == "hand.png"
    rules = await alice.slash(lobby, "rules", game="draughtnauts")
    assert rules.response.attachments[0].filename == "start.png"


async def test_a_dead_worker_costs_no_board(env, simcord_bot, lobby, alice, bob):
    thread = await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    for pid in simcord_bot.workers.worker_ids():
        os.kill(pid, signal.SIGKILL)
    for number, player in enumerate([alice, bob], start=1):
        await move_from_autocomplete(player, thread, lambda offered: offered[0])
        assert thread.last_message.content.startswith(f"**{number}.**")
        assert thread.last_message.attachments[0].filename == "board.png"


async def test_the_workers_stop_with_the_bot(env, simcord_bot, lobby, alice, bob):
    await start_match(lobby, alice, bob, "draughtnauts", seat="dark")
    workers = simcord_bot.workers.worker_ids()
    assert len(workers) == simcord_bot.workers.workers
    await simcord_bot.close()
    assert simcord_bot.workers.worker_ids() == []
    for pid in workers:
        assert not alive(pid)


def alive(pid: int) -> bool:
    try:
        waited, _ = os.waitpid(pid, os.WNOHANG)
    except ChildProcessError:
        return False  # reaped by the pool
    return waited == 0


async def test_the_boards_workers_step_back_behind_the_bot(env, simcord_bot):
    """A waking event loop takes the core from its own workers at once (see
    bot/core/niceness.py): `/move` is answered before any board is drawn."""
    own = os.getpriority(os.PRIO_PROCESS, 0)
    worker = await simcord_bot.workers.run(os.getpriority, os.PRIO_PROCESS, 0)
    assert worker == min(own + niceness.BOARDS, 19) > own
