"""The timers table: every future wake-up of the bot, kept in SQLite so none is lost
when the bot restarts.

A timer is named by its `kind` and a `key` within that kind (for example
`("timeout", "42")` for match 42), and naming one again replaces it: moving a deadline
is one `put`, never a search for the old row.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from bot.core.columns import from_json, moment, timestamp, to_json
from bot.core.database import Database

_INSERT = "INSERT INTO pace_timers (kind, key, due_at, payload) VALUES (?, ?, ?, ?)"


@dataclass(frozen=True, slots=True)
class Timer:
    id: int
    kind: str
    key: str
    due_at: datetime
    payload: dict[str, Any] = field(default_factory=dict)


class TimerStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def put(
        self, kind: str, key: str, due_at: datetime, payload: dict[str, Any] | None = None
    ) -> None:
        """Create the timer, or replace the one with the same kind and key: the
        replacement gets a fresh id (the old row is deleted, and ids are never reused),
        so the scheduler finishing the old one leaves it alone."""
        async with self._db.transaction() as conn:
            await conn.execute("DELETE FROM pace_timers WHERE kind = ? AND key = ?", (kind, key))
            await conn.execute(_INSERT, (kind, key, timestamp(due_at), to_json(payload or {})))

    async def put_all(self, key: str, dues: Mapping[str, datetime | None]) -> None:
        """Set the timer of each kind in `dues` for `key`, or drop it where the due time
        is None: a trip to the database to drop them all and one to set those due, where
        one call each would cost a trip per timer (replaced timers get fresh ids, as in
        `put`)."""
        due = [(kind, key, timestamp(at), "{}") for kind, at in dues.items() if at is not None]
        async with self._db.transaction() as conn:
            await conn.executemany(
                "DELETE FROM pace_timers WHERE kind = ? AND key = ?", [(kind, key) for kind in dues]
            )
            if due:
                await conn.executemany(_INSERT, due)

    async def cancel(self, kind: str, key: str) -> None:
        async with self._db.transaction() as conn:
            await conn.execute("DELETE FROM pace_timers WHERE kind = ? AND key = ?", (kind, key))

    async def get(self, kind: str, key: str) -> Timer | None:
        async with (
            self._db.reading() as conn,
            conn.execute(
                "SELECT * FROM pace_timers WHERE kind = ? AND key = ?", (kind, key)
            ) as cursor,
        ):
            row = await cursor.fetchone()
        return None if row is None else _timer(row)

    async def earliest_due_at(self) -> datetime | None:
        """When the next timer is due; one index lookup however many timers exist."""
        async with (
            self._db.reading() as conn,
            conn.execute("SELECT due_at FROM pace_timers ORDER BY due_at LIMIT 1") as cursor,
        ):
            row = await cursor.fetchone()
        return None if row is None else moment(row[0])

    async def due(self, now: datetime, limit: int) -> list[Timer]:
        """Up to `limit` timers due at or before `now`, earliest first."""
        async with (
            self._db.reading() as conn,
            conn.execute(
                "SELECT * FROM pace_timers WHERE due_at <= ? ORDER BY due_at, id LIMIT ?",
                (timestamp(now), limit),
            ) as cursor,
        ):
            rows = await cursor.fetchall()
        return [_timer(row) for row in rows]

    async def finish(self, timer: Timer) -> None:
        """Delete a fired timer, unless its handler already replaced it with a new one
        (which has a new id and stays)."""
        async with self._db.transaction() as conn:
            await conn.execute("DELETE FROM pace_timers WHERE id = ?", (timer.id,))


def _timer(row: Any) -> Timer:
    return Timer(
        row["id"], row["kind"], row["key"], moment(row["due_at"]), from_json(row["payload"])
    )
