"""Worker processes for the bot's CPU work, so the event loop never renders or pairs.

Drawing a board, a hand, a replay or a bracket, pairing a big Swiss round and the
computer's search are pure Python CPU work. In a thread they hold the interpreter lock
and every interaction waits behind them (six threads draw only 1.37 times as fast as
one); in worker processes, one per core, they run in parallel and the bot's own process
only awaits the result. One class runs every such pool, so they all start, recover and
stop the same way: the bot starts its pools when it starts and closes them with it.

Workers are started with `spawn`, not `fork`: the bot's process runs threads (the
database connection's), and forking a process with threads can copy a lock held by one
of them into the child, which then hangs for good. A spawned worker imports only what
its jobs need. A job and its arguments are pickled, so they must be plain data and
module-level functions: never a `State` (one game's state does not pickle).

A worker that dies (killed, out of memory) breaks its executor for good: the pool then
starts a fresh one and runs the job once more in it, so no board or search is lost to a
single death; a job that breaks the fresh pool as well is raised.

`run_off_loop` is what the bot's features call: the bot installs its pool at start
(`install`); where none is installed (service tests, scripts) the job runs in a thread.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from collections.abc import Callable, Set
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from bot.core.cores import core_count, keep_to

T = TypeVar("T")


def _adopt(
    niceness: int,
    cores: Set[int] | None,
    initializer: Callable[..., None] | None,
    *initargs: Any,
) -> None:
    """A worker's start: step back `niceness`, run on `cores` (None: its parent's), then
    the pool's own `initializer`."""
    if niceness:
        os.nice(niceness)
    if cores is not None:
        keep_to(cores)
    if initializer is not None:
        initializer(*initargs)


def _ready() -> None:
    """A worker's first job: none, so that it starts (and imports) before any real one."""


class WorkerPool:
    """Run jobs in `workers` spawned processes (by default one for each core they may run
    on); `start` with the bot, `close` with it.
    `initializer(*initargs)` runs once in each worker as it starts, after the worker has
    stepped `niceness` back behind the process that started it (`bot/core/niceness.py`)
    and taken to `cores` (by default its parent's: `bot/core/cores.py`)."""

    def __init__(
        self,
        workers: int | None = None,
        *,
        initializer: Callable[..., None] | None = None,
        initargs: tuple[Any, ...] = (),
        eager: bool = True,
        niceness: int = 0,
        cores: Set[int] | None = None,
    ) -> None:
        self._workers = workers or (len(cores) if cores else core_count())
        self._context = multiprocessing.get_context("spawn")
        self._initializer = initializer
        self._initargs = initargs
        self._niceness = niceness
        self._cores = cores
        self._eager = eager
        self._executor: ProcessPoolExecutor | None = None
        self._in_flight = 0

    @property
    def workers(self) -> int:
        return self._workers

    @property
    def queued(self) -> int:
        """Jobs waiting for a free worker (the metrics' queue length)."""
        return max(0, self._in_flight - self._workers)

    def start(self) -> None:
        """Take jobs from now on. An `eager` pool starts its workers now, so the first
        jobs do not wait for them; any other starts a worker when a job finds none idle."""
        if self._executor is None:
            self._executor = ProcessPoolExecutor(
                self._workers,
                mp_context=self._context,
                initializer=_adopt,
                initargs=(self._niceness, self._cores, self._initializer, *self._initargs),
            )
            if self._eager:  # a spawned worker starts with its first job
                for _ in range(self._workers):
                    self._executor.submit(_ready)

    def worker_ids(self) -> list[int]:
        """The process ids of the running workers."""
        if self._executor is None:
            return []
        # The executor lists its processes nowhere public.
        processes = self._executor._processes.values()
        return [process.pid for process in processes if process.pid is not None]

    async def run(self, job: Callable[..., T], *args: Any) -> T:
        """`job(*args)` in a worker. Cancelling drops a queued job; a running one ends
        on its own in its worker."""
        self._in_flight += 1
        try:
            return await self._submit(job, args)
        except BrokenProcessPool:
            return await self._submit(job, args)
        finally:
            self._in_flight -= 1

    async def _submit(self, job: Callable[..., T], args: tuple[Any, ...]) -> T:
        executor = self._executor
        if executor is None:
            raise RuntimeError("the worker pool is not started")
        try:
            return await asyncio.get_running_loop().run_in_executor(executor, job, *args)
        except BrokenProcessPool:
            if self._executor is executor:  # not replaced by another job meanwhile
                self._shut_down()
                self.start()
            raise

    async def close(self) -> None:
        """Stop the workers once the jobs running in them are done; queued ones are
        dropped (their callers are being cancelled with the bot). A closed pool that
        was installed is no longer: jobs run in threads again."""
        if _installed is self:
            install(None)
        executor, self._executor = self._executor, None
        if executor is not None:
            await asyncio.to_thread(executor.shutdown, wait=True, cancel_futures=True)

    def _shut_down(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None


_installed: WorkerPool | None = None


def install(pool: WorkerPool | None) -> None:
    """Run every `run_off_loop` job in `pool` from now on (None: in threads again)."""
    global _installed  # noqa: PLW0603 (one pool per bot process, set when it starts)
    _installed = pool


async def run_off_loop(job: Callable[..., T], *args: Any) -> T:
    """`job(*args)` away from the event loop: in the installed pool, else in a thread."""
    if _installed is None:
        return await asyncio.to_thread(job, *args)
    return await _installed.run(job, *args)
