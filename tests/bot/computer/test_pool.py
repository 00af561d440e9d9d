"""The computer's pool, with one spawned worker as the tests run it: a search comes back
from another process, a queued search can be cancelled, and a closed pool thinks no
more (the pool's own life: tests/bot/core/test_worker_pool.py)."""

from __future__ import annotations

import asyncio
import os

import pytest

import games
from bot.computer.pool import ThinkingPool, searching_cores
from bot.computer.thinking import Turn


@pytest.fixture
async def pool():
    pool = ThinkingPool(workers=1)
    pool.start()
    yield pool
    await pool.close()


def opening(pool: ThinkingPool, level: str = "easy", seconds: float = 30.0) -> Turn:
    return Turn(pool.ticket(), "draughtnauts", {}, 3, (), level, seconds)


async def test_a_search_answers_from_a_worker_process(pool):
    notation = await pool.think(opening(pool))
    assert games.get("draughtnauts").start(seed=3).play(notation).ply == 1


async def test_a_queued_search_is_cancelled(pool):
    # One worker: the second search waits behind the first, and is dropped from the queue.
    first, second = opening(pool, "hard"), opening(pool)
    running = asyncio.ensure_future(pool.think(first))
    queued = asyncio.ensure_future(pool.think(second))
    await asyncio.sleep(0)
    pool.cancel(second.ticket)
    pool.cancel(first.ticket)
    with pytest.raises(asyncio.CancelledError):
        await queued
    with pytest.raises(asyncio.CancelledError):
        await running


async def test_a_closed_pool_refuses_to_think(pool):
    await pool.close()
    with pytest.raises(RuntimeError):
        await pool.think(opening(pool))


def test_searches_leave_one_core_to_the_bot():
    """A search keeps its core busy for seconds: the pool takes every core but one, so
    members' moves and boards always have one (and one worker on a single core)."""
    for available, workers in ((8, 7), (2, 1), (1, 1)):
        assert searching_cores(available) == workers
    assert ThinkingPool().workers == searching_cores(len(os.sched_getaffinity(0)))
