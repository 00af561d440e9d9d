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
    """The listening connection of one `PostgresDatabase`: made once something is
    listened to, kept (made again when lost) until `close`."""

    def __init__(self, url: str) -> None:
        self._url = url
        self._subscriptions: list[Subscription] = []
        self._connection: asyncpg.Connection | None = None
        self._listened: set[str] = set()
        """The topics LISTENed on `_connection`."""
        self._wake = asyncio.Event()
        """Set when there is something to do: a new topic, a connection seen lost."""
        self._task: asyncio.Task[None] | None = None

    def start(self) -> None:
        self._task = asyncio.create_task(self._run(), name="database listener")

    def subscribe(
        self, topic: str, heard: Callable[[int], object], deaf: Callable[[], object]
    ) -> Subscription:
        subscription = Subscription(self, topic, heard, deaf)
        self._subscriptions.append(subscription)
        self._wake.set()
        return subscription

    def hears(self, topic: str) -> bool:
        connection = self._connection
        return connection is not None and not connection.is_closed() and topic in self._listened

    async def close(self) -> None:
        if self._task is not None:
            self._task.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await self._task

    async def _run(self) -> None:
        while not self._subscriptions:
            self._wake.clear()
            await self._wake.wait()
        retry = FIRST_RETRY
        while True:
            try:
                connection = await asyncpg.connect(self._url)
            except _FAILURES:
                await asyncio.sleep(retry)
                retry = min(retry * 2, LAST_RETRY)
                continue
            try:
                await self._serve(connection)
                retry = FIRST_RETRY  # it listened: the next loss starts the pauses anew
            except _FAILURES:
                pass
            finally:
                self._lost(connection)
            await asyncio.sleep(retry)

    async def _serve(self, connection: asyncpg.Connection) -> None:
        """LISTEN to every topic subscribed (now and later) until the connection is
        lost."""
        connection.add_termination_listener(lambda _: self._wake.set())
        self._connection = connection
        while not connection.is_closed():
            self._wake.clear()
            topics = {subscription.topic for subscription in self._subscriptions}
            for topic in sorted(topics - self._listened):
                await connection.add_listener(topic, self._notified)
                self._listened.add(topic)
            await self._wake.wait()

    def _notified(self, _connection: object, _pid: int, topic: str, key: object) -> None:
        """A NOTIFY arrived: `key` is the payload `announce` gave, the row's key."""
        for subscription in self._subscriptions:
            if subscription.topic == topic:
                subscription.heard(int(str(key)))

    def _lost(self, connection: asyncpg.Connection) -> None:
        """Nothing is heard from now until LISTEN is in place again: every memory kept
        by hearing is dropped."""
        self._connection = None
        self._listened = set()
        connection.terminate()
        for subscription in self._subscriptions:
            subscription.deaf()
