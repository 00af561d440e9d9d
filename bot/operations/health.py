"""`/healthz`: whether this process can do its work: the database answers, the gateway
is connected, the scheduler's loop runs. Each check is a function of its own, so the
HTTP side needs no Discord and the tests can fail one at a time."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass

CHECK_SECONDS = 5.0
"""A check that takes longer than this fails (a database that hangs is not healthy)."""

Check = Callable[[], Awaitable[bool]]


@dataclass(frozen=True)
class Health:
    checks: Mapping[str, Check]

    async def report(self) -> dict[str, bool]:
        """Each check's verdict, all run at once."""
        names = list(self.checks)
        verdicts = await asyncio.gather(*(_verdict(self.checks[name]) for name in names))
        return dict(zip(names, verdicts, strict=True))


async def _verdict(check: Check) -> bool:
    try:
        return await asyncio.wait_for(check(), CHECK_SECONDS)
    except Exception:  # a failing check is an unhealthy answer, not a crashed endpoint
        return False
