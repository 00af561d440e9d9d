"""Live pages: a page waits for its match to change and is woken within a second of
the change, whichever process of the bot made it.

Every process that serves pages runs one poller (`run`, started with the bot's web
server): every `interval` it reads the versions of the matches its visitors wait on,
all of them in one read (none when nobody waits), wakes the waits whose match moved,
and answers unchanged those that waited `PATIENCE`. A process is also woken at once by
its own match events. Polling was chosen over PostgreSQL's LISTEN/NOTIFY (both measured
in `bench/web_pages.py`, see bot/README.md): it works the same on SQLite, costs one
indexed read per tick whatever the number of pages, holds no connection of the pool
for listening, and catches every change of a match (a takeback, a draw offer) without a
NOTIFY added to each of the store's writes.

No wait arms a timer of its own: the poller's tick is the only clock, so a thousand
open pages cost one sleeping task.
"""

from __future__ import annotations

import asyncio
import logging
from dataclasses import dataclass, field

from bot.core.events import DrawOffered, EventBus, MatchEnded, MatchStarted, MoveMade
from bot.web.storage.version_store import SqlVersionStore

log = logging.getLogger(__name__)

INTERVAL = 0.25
"""Seconds between two reads of the versions: a change reaches the page well within
the second the issue allows, a quarter of a second of waiting at most."""
PATIENCE = 25.0
"""How long a wait is held before it is answered unchanged (the page asks again):
below the usual reverse proxies' idle timeout of 60 s."""


@dataclass(eq=False)
class _Wait:
    version: int
    until: float
    woken: asyncio.Event = field(default_factory=asyncio.Event)


class LiveFeed:
    def __init__(self, store: SqlVersionStore, interval: float = INTERVAL) -> None:
        self._store = store
        self.interval = interval
        self._known: dict[int, int] = {}
        """The last version seen of each match someone waits on."""
        self._waits: dict[int, set[_Wait]] = {}

    def listen(self, events: EventBus) -> None:
        """Wake this process's pages on its own changes at once, without a poll."""
        events.subscribe(MoveMade, self._heard)
        events.subscribe(MatchEnded, self._heard)
        events.subscribe(MatchStarted, self._heard)
        events.subscribe(DrawOffered, self._heard)

    async def _heard(self, event: MoveMade | MatchEnded | MatchStarted | DrawOffered) -> None:
        self._saw(event.match.id, event.match.version)

    async def wait(self, match_id: int, version: int) -> int:
        """The match's version once it is no longer `version`, or after `PATIENCE`
        seconds whatever it is (the page then asks again)."""
        known = self._known.get(match_id)
        if known is None:
            known = (await self._store.versions([match_id])).get(match_id, version)
        if known != version:
            return known
        wait = _Wait(version, asyncio.get_running_loop().time() + PATIENCE)
        self._waits.setdefault(match_id, set()).add(wait)
        self._known.setdefault(match_id, known)
        try:
            await wait.woken.wait()
            return self._known.get(match_id, version)
        finally:
            waits = self._waits[match_id]
            waits.discard(wait)
            if not waits:
                del self._waits[match_id]
                self._known.pop(match_id, None)

    def waiting_on(self, match_id: int) -> int:
        """How many pages wait on `match_id` now."""
        return len(self._waits.get(match_id, ()))

    def _saw(self, match_id: int, version: int) -> None:
        waits = self._waits.get(match_id)
        if not waits:
            return
        self._known[match_id] = version
        for wait in waits:
            if wait.version != version:
                wait.woken.set()

    async def run(self) -> None:
        """The poller, until cancelled (the bot closing)."""
        loop = asyncio.get_running_loop()
        while True:
            await asyncio.sleep(self.interval)
            if not self._waits:
                continue
            try:
                await self.tick(loop.time())
            except Exception:
                log.exception("reading the versions of watched matches failed")

    async def tick(self, now: float) -> None:
        """One look: wake the waits whose match moved, and those that waited enough."""
        for match_id, version in (await self._store.versions(list(self._waits))).items():
            self._saw(match_id, version)
        for waits in self._waits.values():
            for wait in waits:
                if wait.until <= now:
                    wait.woken.set()
