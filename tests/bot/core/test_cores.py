"""Where the bot's processes run: the page process keeps to the last of the bot's cores
(`bot/core/cores.py`), all its threads with it, and a worker pool can be told the cores
its workers take, whatever its parent keeps to. Run in spawned workers: keeping to cores
would narrow the test process itself."""

from __future__ import annotations

import os
import threading

from bot.core.cores import core_count, keep_to, pages_core
from bot.core.worker_pool import WorkerPool


def test_the_page_process_keeps_to_the_last_core_when_there_is_more_than_one():
    assert pages_core({0, 1}) == {1}
    assert pages_core({0, 2, 5, 7}) == {7}
    assert pages_core({3}) == {3}  # nothing to keep apart


def _threads_kept_to(cores: frozenset[int]) -> tuple[set[int], set[int]]:
    """In a worker: keep to `cores` with a thread already running; both threads' cores."""
    kept, done = threading.Event(), threading.Event()
    seen: dict[str, set[int]] = {}

    def running() -> None:
        kept.wait()
        seen["thread"] = os.sched_getaffinity(0)
        done.set()

    thread = threading.Thread(target=running)
    thread.start()
    keep_to(cores)
    kept.set()
    done.wait()
    thread.join()
    return os.sched_getaffinity(0), seen["thread"]


async def test_keeping_to_cores_takes_the_threads_already_running_along():
    first = frozenset({min(os.sched_getaffinity(0))})
    pool = WorkerPool(workers=1)
    pool.start()
    try:
        assert await pool.run(_threads_kept_to, first) == (first, first)
    finally:
        await pool.close()


async def test_a_pools_workers_take_the_cores_it_is_told_one_worker_a_core():
    first = frozenset({min(os.sched_getaffinity(0))})
    pool = WorkerPool(cores=first)
    assert pool.workers == 1
    everywhere = WorkerPool()
    assert everywhere.workers == core_count() == len(os.sched_getaffinity(0))
    pool.start()
    try:
        assert await pool.run(os.sched_getaffinity, 0) == first
    finally:
        await pool.close()
