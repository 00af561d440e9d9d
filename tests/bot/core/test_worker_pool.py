"""The bot's worker pool, with one spawned worker as the tests run it: a job runs in
another process, a worker's death costs no job, a closed pool runs no more, and the
installed pool is where `run_off_loop` sends its jobs."""

from __future__ import annotations

import os

import pytest

from bot.core import worker_pool
from bot.core.worker_pool import WorkerPool, install, run_off_loop


@pytest.fixture
async def pool():
    pool = WorkerPool(workers=1)
    pool.start()
    yield pool
    await pool.close()


async def test_a_job_runs_in_a_worker_process(pool):
    assert await pool.run(os.getpid) != os.getpid()


async def test_an_eager_pool_starts_its_workers_with_it(pool):
    assert await pool.run(os.getpid) in pool.worker_ids()


async def test_a_lazy_pool_starts_no_process_before_a_job():
    pool = WorkerPool(workers=1, eager=False)
    pool.start()
    try:
        assert pool.worker_ids() == []
        assert await pool.run(pow, 2, 10) == 1024
    finally:
        await pool.close()


async def test_a_job_survives_the_death_of_a_worker_in_a_fresh_one(pool):
    first = await pool.run(os.getpid)
    os.kill(first, 9)
    second = await pool.run(os.getpid)
    assert second != first
    assert second in pool.worker_ids()


async def test_a_closed_pool_refuses_jobs(pool):
    await pool.close()
    with pytest.raises(RuntimeError):
        await pool.run(os.getpid)


async def test_jobs_off_the_loop_run_in_the_installed_pool_until_it_closes(pool):
    install(pool)
    assert await run_off_loop(os.getpid) in pool.worker_ids()
    await pool.close()
    assert worker_pool._installed is None
    assert await run_off_loop(os.getpid) == os.getpid()  # a thread of this process


async def test_a_pools_workers_step_back_as_far_as_asked():
    pool = WorkerPool(workers=1, niceness=3)
    pool.start()
    try:
        own = os.getpriority(os.PRIO_PROCESS, 0)
        assert await pool.run(os.getpriority, os.PRIO_PROCESS, 0) == min(own + 3, 19)
    finally:
        await pool.close()
