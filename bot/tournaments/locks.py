"""The per-tournament lock: one task at a time changes a tournament, and the task that
holds the lock may take it again.

Re-entry is what lets every mutating method hold the lock from its first read to its
last write even where `MatchEnded` is delivered inline, in the same task (the service
tests deliver events at once): ending a tournament match under the lock sends that
event back to the tournament service, and with a plain lock the two would wait on each
other forever (the old service let cancel, drop and extend run unlocked for this). In
the bot, events are delivered after the use case, on a background task, which simply
waits its turn for the lock. Ownership is the running task, not a context
variable, so a background task started under the lock (opening a round's tables) does
not inherit it and waits its turn like everyone else.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator


class _Held:
    def __init__(self) -> None:
        self.lock = asyncio.Lock()
        self.owner: asyncio.Task[object] | None = None
        self.depth = 0
        self.users = 0


class TournamentLocks:
    def __init__(self) -> None:
        self._held: dict[int, _Held] = {}

    @contextlib.asynccontextmanager
    async def hold(self, tournament_id: int) -> AsyncIterator[None]:
        """`async with locks.hold(tournament_id): ...`; re-entrant within one task."""
        me = asyncio.current_task()
        held = self._held.setdefault(tournament_id, _Held())
        if held.owner is me and me is not None:
            held.depth += 1
            try:
                yield
            finally:
                held.depth -= 1
            return
        held.users += 1
        try:
            async with held.lock:
                held.owner, held.depth = me, 1
                try:
                    yield
                finally:
                    held.owner, held.depth = None, 0
        finally:
            held.users -= 1
            if held.users == 0:
                # Nobody holds or waits: forget it, so a long-running bot keeps no lock
                # for every tournament it ever saw.
                del self._held[tournament_id]

    def queue(self, tournament_id: int) -> int:
        """How many tasks hold or wait for the tournament's lock (0 when free): what a
        test watches to see a change wait its turn, without timing it."""
        held = self._held.get(tournament_id)
        return 0 if held is None else held.users
