"""Counting what the bot asks of SQLite: trips to aiosqlite's worker thread (every call
on a connection or cursor is one: a queued function and a wait for its answer) and the
statements SQLite ran. The trips are what a burst of moves queues behind the one
database lock, so they are the figure to keep small."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

import aiosqlite

from bot.core.storage.database import Database


class DatabaseTrips:
    """Counts trips and statements while `counting()` is open."""

    def __init__(self) -> None:
        self.trips = 0
        self.statements = 0
        self._on = False

    async def watch(self, database: Database) -> None:
        """Count `database`'s statements (its trips are counted for every connection)."""
        await database.trace(self._statement)

    def _statement(self, sql: str) -> None:
        if self._on and not sql.startswith("--"):  # "-- TRIGGER": part of its statement
            self.statements += 1

    @contextmanager
    def counting(self) -> Iterator[None]:
        original = aiosqlite.Connection._execute

        async def counted(connection, fn, *args, **kwargs):
            self.trips += 1
            return await original(connection, fn, *args, **kwargs)

        aiosqlite.Connection._execute = counted
        self._on = True
        try:
            yield
        finally:
            self._on = False
            aiosqlite.Connection._execute = original
