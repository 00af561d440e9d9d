"""The process pool boards are drawn in, so a burst of moves renders on every core.

Drawing a board is about 7.5 ms of pure Python and Pillow work. In threads it holds the
interpreter lock: six threads draw only 1.37 times as fast as one, and every render
delays the event loop's other work. In worker processes, one per core, it runs in
parallel and the bot's own process only waits for the bytes.

A worker gets plain data, never a `State` (one game's state does not pickle): the
game, its options and seed, the moves and whose side to draw from. It rebuilds the
exact state by replaying the moves, and keeps the last states it built, so the next
board of the same match only plays the new move. Workers are started with `spawn`, as
the computer's are (forking a process that runs threads can copy a held lock into the
child), when the pool starts, and stop when the bot closes. A worker that dies breaks
the executor: the pool then starts a fresh one, and the board in hand is drawn in a
thread instead, so no board is lost to it.
"""

from __future__ import annotations

import asyncio
import multiprocessing
import os
from collections import OrderedDict
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from typing import Any

import games
import render
from games import Seat, State

CACHED_STATES = 256
"""States a worker keeps, most recently drawn first; the matches being played now."""


@dataclass(frozen=True, slots=True)
class Drawing:
    """What a worker needs to draw a board: the match's game, options, seed and moves
    (the exact state is their replay), the side it is seen from and the language of
    its text."""

    game_id: str
    options: dict[str, Any]
    seed: int
    moves: tuple[str, ...]
    viewer: Seat | None = None
    locale: str = "en"


_states: OrderedDict[tuple[str, str, int], tuple[tuple[str, ...], State]] = OrderedDict()
"""A worker's recent states, by match (game, options, seed), with the moves they are at."""


def draw(drawing: Drawing) -> tuple[bytes, str]:
    """The board's image and its text description (runs in a worker)."""
    return picture(_state_of(drawing), drawing.viewer, drawing.locale)


def picture(state: State, viewer: Seat | None, locale: str = "en") -> tuple[bytes, str]:
    """The image of `state` seen by `viewer`, and its text description, written in
    `locale`."""
    del locale  # the renderer draws English until its own `locale` keyword lands
    return render.render(state, viewer), render.describe(state, viewer)


def _ready() -> None:
    """A worker's first job: none, so that it starts (and imports) before any board."""


def _state_of(drawing: Drawing) -> State:
    key = (drawing.game_id, repr(sorted(drawing.options.items())), drawing.seed)
    known = _states.get(key)
    moves = drawing.moves
    if known is not None and known[0] == moves[: len(known[0])]:
        state = known[1]
        for notation in moves[len(known[0]) :]:
            state = state.play(notation)
    else:
        state = games.get(drawing.game_id).replay(moves, drawing.options, drawing.seed)
    _states[key] = (moves, state)
    _states.move_to_end(key)
    while len(_states) > CACHED_STATES:
        _states.popitem(last=False)
    return state


class RenderPool:
    """`draw` boards in worker processes; `start` with the bot, `close` with it."""

    def __init__(self, workers: int | None = None) -> None:
        self._workers = workers or len(os.sched_getaffinity(0))
        self._context = multiprocessing.get_context("spawn")
        self._executor: ProcessPoolExecutor | None = None

    @property
    def workers(self) -> int:
        return self._workers

    def start(self) -> None:
        """Start the workers now, so the first boards do not wait for them."""
        if self._executor is None:
            self._executor = ProcessPoolExecutor(self._workers, mp_context=self._context)
            for _ in range(self._workers):  # a spawned worker starts with its first job
                self._executor.submit(_ready)

    def worker_ids(self) -> list[int]:
        """The process ids of the running workers."""
        if self._executor is None:
            return []
        # The executor lists its processes nowhere public.
        return [process.pid for process in self._executor._processes.values()]

    async def draw(self, drawing: Drawing) -> tuple[bytes, str]:
        if self._executor is None:
            raise RuntimeError("the render pool is not started")
        try:
            return await asyncio.get_running_loop().run_in_executor(self._executor, draw, drawing)
        except BrokenProcessPool:
            self._shut_down()
            self.start()
            return await asyncio.to_thread(draw, drawing)

    async def close(self) -> None:
        """Stop the workers once the boards being drawn are done; queued ones are
        dropped (their callers are being cancelled with the bot)."""
        executor, self._executor = self._executor, None
        if executor is not None:
            await asyncio.to_thread(executor.shutdown, wait=True, cancel_futures=True)

    def _shut_down(self) -> None:
        if self._executor is not None:
            self._executor.shutdown(wait=False, cancel_futures=True)
            self._executor = None
