"""A test's wait for what another process, thread or connection does in its own time:
polled, since nothing of the test's marks its arrival, and bounded, since the suite has
no timeout of its own (a wait that never ends would hold the whole run)."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable
from typing import TypeVar

T = TypeVar("T")

PATIENCE = 30.0
"""Seconds a test waits for another's doing before it fails."""


async def until(condition: Callable[[], object], *, pause: float = 0.01) -> None:
    """Wait until `condition()` holds, checking every `pause` seconds."""
    async with asyncio.timeout(PATIENCE):
        while not condition():  # noqa: ASYNC110 (another's doing: nothing to await)
            await asyncio.sleep(pause)


async def until_answer(
    ask: Callable[[], Awaitable[T]], holds: Callable[[T], bool], *, pause: float = 0.01
) -> T:
    """Ask until the answer holds, every `pause` seconds; the answer."""
    async with asyncio.timeout(PATIENCE):
        while not holds(answer := await ask()):  # noqa: ASYNC110 (as `until`)
            await asyncio.sleep(pause)
    return answer
