"""Making two timer owners race for real, whatever the machine does.

Two schedulers over one database, both owning the same timers, should each fire some of
them. Left alone, one of them can claim and fire all of them before the other's first
claim, when threads or processes are scheduled unevenly (a busy machine, or simply a
slow start). So each owner's first timer waits, a while at most, until the other owner
fires one too: the two then surely hold claims at the same time. If the scheduler could
not let them (one claim taking every timer), the wait runs out and the test's own
assertion that both fired still fails.
"""

from __future__ import annotations

import asyncio
import contextlib

MEETING_SECONDS = 10
"""How long an owner's first timer waits for the other owner's."""


async def meet(mine: asyncio.Event, other: asyncio.Event) -> None:
    """Called by an owner's timer handler: at its first timer, say so and wait for the
    other owner's first; at every later one, return at once."""
    if mine.is_set():
        return
    mine.set()
    with contextlib.suppress(TimeoutError):
        await asyncio.wait_for(other.wait(), MEETING_SECONDS)
