"""Pages asking for the same position at once start one job, and a failed job is
tried again by the next asking (`bot/web/shared_jobs.py`)."""

from __future__ import annotations

import asyncio

import pytest

from bot.web.shared_jobs import SharedJobs


async def test_many_askers_at_once_start_one_job() -> None:
    jobs: SharedJobs[int] = SharedJobs(kept=4)
    started = []
    gate = asyncio.Event()

    async def job() -> int:
        started.append(1)
        await gate.wait()
        return 7

    askers = [asyncio.ensure_future(jobs.get("position", job)) for _ in range(50)]
    await asyncio.sleep(0)
    askers[0].cancel()  # one visitor leaving cancels nobody else's answer
    gate.set()
    answers = await asyncio.gather(*askers[1:])
    assert answers == [7] * 49 and len(started) == 1
    assert await jobs.get("position", job) == 7 and len(started) == 1


async def test_a_failed_job_is_tried_again_and_the_oldest_is_forgotten() -> None:
    jobs: SharedJobs[str] = SharedJobs(kept=2)
    runs = []

    async def failing() -> str:
        runs.append("failed")
        raise ValueError("the worker died")

    async def working(name: str) -> str:
        runs.append(name)
        return name

    with pytest.raises(ValueError, match="the worker died"):
        await jobs.get("a", failing)
    assert await jobs.get("a", lambda: working("a")) == "a"
    await jobs.get("b", lambda: working("b"))
    await jobs.get("c", lambda: working("c"))
    await jobs.get("a", lambda: working("a again"))
    assert runs == ["failed", "a", "b", "c", "a again"]
