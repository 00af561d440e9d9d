"""PostgreSQL's LISTEN, on a connection of this process's own, for `Database.listen`.

A process keeps in memory rows that any process may change (a member's notification
choices, which they may change from any server, so on any shard). A writer announces
its change in its transaction (`pg_notify`, delivered at commit, never for a rollback);
every process hears it here and drops its copy of the row. The connection is not a
pooled one: a pool gives its connections to whoever asks, and a notification reaches
only the session that listens.

A memory kept this way is sound only while the listening session lives: a change
committed while it is gone is never told. So `Subscription.hearing` is false from the
moment the connection is seen closed, `deaf` is called (the memory drops everything),
and the connection is made again with a growing pause (PostgreSQL restarting refuses
it a while); once LISTEN is in place again, `hearing` is true again.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable

import asyncpg

from bot.core.background import cancelled

FIRST_RETRY = 0.05
"""Seconds before connecting again after the listening connection was lost; doubled
after each failed attempt, up to `LAST_RETRY`."""
LAST_RETRY = 5.0
_FAILURES = (OSError, asyncpg.PostgresError, asyncpg.InterfaceError)
"""What a lost or refused connection raises (a timeout is an `OSError`)."""


class Subscription:
    """One `listen(topic, heard, deaf)` of this process."""

    def __init__(
        self,
        listener: Listener,
        topic: str,
        heard: Callable[[int], object],
        deaf: Callable[[], object],
    ) -> None:
        self._listener = listener
        self.topic = topic
        self.heard = heard
        self.deaf = deaf

    @property
    def hearing(self) -> bool:
        return self._listener.hears(self.topic)


class Listener:
    """The listening connection of one `PostgresDatabase`: made when something is
    first listened to, made again when lost, closed with the database. No task waits
    on it while all is well (a notification, or the connection's loss, calls back);
    a task runs only to connect and LISTEN."""

    def __init__(self, url: str) -> None:
        self._url = url
        self._subscriptions: list[Subscription] = []
        self._connection: asyncpg.Connection | None = None
        self._listened: set[str] = set()
        """The topics LISTENed on `_connection`."""
        self._tuning: asyncio.Task[None] | None = None
        self._closed = False

    def subscribe(
        self, topic: str, heard: Callable[[int], object], deaf: Callable[[], object]
    ) -> Subscription:
        subscription = Subscription(self, topic, heard, deaf)
        self._subscriptions.append(subscription)
        self._tune(0.0)
        return subscription

    def hears(self, topic: str) -> bool:
        if self._tuning is None:  # subscribed outside the event loop: start now
            self._tune(0.0)
        connection = self._connection
        return connection is not None and not connection.is_closed() and topic in self._listened

    async def close(self) -> None:
        self._closed = True
        if self._tuning is not None:
            await cancelled(self._tuning)
        connection, self._connection = self._connection, None
        if connection is not None:
            with contextlib.suppress(*_FAILURES):
                await connection.close(timeout=1.0)

    def _tune(self, pause: float) -> None:
        """Have every topic listened to, after `pause` seconds (unless already under way:
        that run sees the new topic too). Outside the event loop (a store made by
        synchronous code), nothing yet: `hears`, asked in the loop, starts it."""
        if self._closed or (self._tuning is not None and not self._tuning.done()):
            return
        try:
            loop = asyncio.get_running_loop()
        except RuntimeError:
            return
        self._tuning = loop.create_task(self._tuned(pause), name="database listener")

    async def _tuned(self, pause: float) -> None:
        while True:
            await asyncio.sleep(pause)
            try:
                await self._listen_to_all()
            except _FAILURES:
                self._lost()
                pause = min(max(pause * 2, FIRST_RETRY), LAST_RETRY)
            else:
                return

    async def _listen_to_all(self) -> None:
        if self._connection is None:
            connection = await asyncpg.connect(self._url)
            connection.add_termination_listener(self._terminated)
            self._connection = connection
        while missing := {s.topic for s in self._subscriptions} - self._listened:
            topic = min(missing)
            await self._connection.add_listener(topic, self._notified)
            self._listened.add(topic)

    def _terminated(self, connection: object) -> None:
        """The listening connection closed (PostgreSQL restarted, the backend ended):
        deaf until it is made again."""
        if connection is self._connection:
            self._lost()
            self._tune(FIRST_RETRY)

    def _notified(self, _connection: object, _pid: int, topic: str, key: object) -> None:
        """A NOTIFY arrived: `key` is the payload `announce` gave, the row's key."""
        for subscription in self._subscriptions:
            if subscription.topic == topic:
                subscription.heard(int(str(key)))

    def _lost(self) -> None:
        """Nothing is heard from now until LISTEN is in place again: every memory kept
        by hearing is dropped."""
        connection, self._connection = self._connection, None
        self._listened = set()
        if connection is not None:
            connection.terminate()
        for subscription in self._subscriptions:
            subscription.deaf()
