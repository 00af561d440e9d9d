"""The timers table: every future wake-up of the bot, kept in the database so none is
lost when the bot restarts, and shared by every process of a sharded bot.

A timer is named by its `kind` and a `key` within that kind (for example
`("timeout", "42")` for match 42), and naming one again replaces it: moving a deadline
is one `put`, never a search for the old row. Each timer also says the server it is
about; the store stamps it with that server's shard, and a process reads and claims
only the timers of the shards it owns (`ShardOwnership`).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from bot.core.shard_ownership import SNOWFLAKE_TIME_SHIFT, ShardOwnership
from bot.core.storage.columns import from_json, moment, timestamp, to_json
from bot.core.storage.database import Database, Scope

_INSERT = (
    "INSERT INTO pace_timers (kind, key, due_at, payload, guild_id, shard)"
    " VALUES (?, ?, ?, ?, ?, ?)"
)


@dataclass(frozen=True, slots=True)
class Timer:
    id: int
    kind: str
    key: str
    due_at: datetime
    payload: dict[str, Any] = field(default_factory=dict)
    guild_id: int | None = None
    """The server the timer is about (None: none): a handler that sets its timer again
    passes it on."""
    failures: int = 0
    """How many times in a row its handler failed (the scheduler's backoff grows with
    it); a timer set afresh has none."""


class TimerStore:
    def __init__(self, database: Database, shards: ShardOwnership | None = None) -> None:
        self._db = database
        self.shards = shards or ShardOwnership.whole()
        self._owned = tuple(sorted(self.shards.ids))
        self._owned_sql = ", ".join("?" * len(self._owned))
        # One MIN per owned shard, each the end of its part of the index: both SQLite
        # and PostgreSQL answer `MIN(due_at) WHERE shard = ?` with one index lookup,
        # where a MIN over `shard IN (...)` may read every timer of those shards.
        per_shard = " UNION ALL ".join(
            ["SELECT MIN(due_at) AS due_at FROM pace_timers WHERE shard = ?"] * len(self._owned)
        )
        self._earliest_sql = f"SELECT MIN(due_at) FROM ({per_shard}) AS per_shard"

    async def put(
        self,
        kind: str,
        key: str,
        due_at: datetime,
        payload: dict[str, Any] | None = None,
        *,
        guild_id: int | None,
        scope: Scope | None = None,
    ) -> None:
        """Create the timer, or replace the one with the same kind and key: the
        replacement gets a fresh id (the old row is deleted, and ids are never reused),
        so the scheduler finishing the old one leaves it alone. `guild_id`: the server
        it is about, None for none; `scope`: what the replacing locks, when not that
        server (a member's own timer)."""
        shard = self.shards.shard_of(guild_id)
        async with self._db.transaction((scope or Scope.server(guild_id)).alone()) as conn:
            await conn.execute("DELETE FROM pace_timers WHERE kind = ? AND key = ?", (kind, key))
            await conn.execute(
                _INSERT, (kind, key, timestamp(due_at), to_json(payload or {}), guild_id, shard)
            )

    async def put_all(
        self, key: str, dues: Mapping[str, datetime | None], *, guild_id: int | None
    ) -> None:
        """Set the timer of each kind in `dues` for `key`, or drop it where the due time
        is None: a trip to the database to drop them all and one to set those due, where
        one call each would cost a trip per timer (replaced timers get fresh ids, as in
        `put`)."""
        shard = self.shards.shard_of(guild_id)
        due = [
            (kind, key, timestamp(at), "{}", guild_id, shard)
            for kind, at in dues.items()
            if at is not None
        ]
        async with self._db.transaction(Scope.server(guild_id).alone()) as conn:
            await conn.executemany(
                "DELETE FROM pace_timers WHERE kind = ? AND key = ?", [(kind, key) for kind in dues]
            )
            if due:
                await conn.executemany(_INSERT, due)

    async def cancel(self, kind: str, key: str) -> None:
        await self._db.write(
            "DELETE FROM pace_timers WHERE kind = ? AND key = ?", (kind, key), Scope.rows_only()
        )

    async def keys(self, kind: str) -> list[str]:
        rows = await self._db.fetch_all("SELECT key FROM pace_timers WHERE kind = ?", (kind,))
        return [row[0] for row in rows]

    async def get(self, kind: str, key: str) -> Timer | None:
        row = await self._db.fetch_one(
            "SELECT * FROM pace_timers WHERE kind = ? AND key = ?", (kind, key)
        )
        return None if row is None else _timer(row)

    async def stamp_shards(self) -> None:
        """Stamp every timer with its server's shard for this process's shard count: the
        rows of an older database (all on shard 0) and those stamped under another
        count, after the bot was split into more processes. Every process of one bot
        runs with the same count, so whichever starts first stamps, and the rest find
        nothing to change. A whole-table pass, run once when the scheduler starts."""
        async with self._db.transaction(Scope.rows_only()) as conn:
            await conn.execute(
                f"UPDATE pace_timers SET shard = (guild_id >> {SNOWFLAKE_TIME_SHIFT}) % ?"
                " WHERE guild_id IS NOT NULL"
                f" AND shard <> (guild_id >> {SNOWFLAKE_TIME_SHIFT}) % ?",
                (self.shards.count, self.shards.count),
            )

    async def earliest_due_at(self) -> datetime | None:
        """When the next timer of the owned shards is due: one index lookup per shard
        (on shard, due_at) however many timers exist. A claimed timer counts at the end
        of its claim (see `claim_due`)."""
        row = await self._db.fetch_one(self._earliest_sql, self._owned)
        return None if row is None or row[0] is None else moment(row[0])

    async def claim_due(self, now: datetime, limit: int, until: datetime) -> list[Timer]:
        """Claim up to `limit` timers of the owned shards due at or before `now`, until
        `until`, and return them as they were (earliest first): the caller fires them.

        A claim moves the timer's `due_at` to `until`. So a claimed timer is no longer
        due for anyone else, and a timer whose claimant died (its `finish` never came)
        falls due again when the claim runs out and is fired then: by the same rows
        and index the scheduler reads anyway, with no claim columns to consult.

        Two processes may race for the same timers (both owning a shard, a restart
        overlapping the old process): claims of one shard take turns (its lock,
        `Scope.timers_of`), so the second reads what the first left; and the UPDATE
        repeats the due condition, so a row changed meanwhile by anyone else (a move
        setting its timer anew) is not claimed, and only the ids it returns are
        fired."""
        async with self._db.transaction(Scope.timers_of(self._owned)) as conn:
            rows = await conn.execute_fetchall(
                "SELECT * FROM pace_timers"
                f" WHERE shard IN ({self._owned_sql}) AND due_at <= ?"
                " ORDER BY due_at, id LIMIT ?",
                (*self._owned, timestamp(now), limit),
            )
            if not rows:
                return []
            ids = [row["id"] for row in rows]
            claimed = await conn.execute_fetchall(
                f"UPDATE pace_timers SET due_at = ? WHERE id IN ({', '.join('?' * len(ids))})"
                " AND due_at <= ? RETURNING id",
                (timestamp(until), *ids, timestamp(now)),
            )
        won = {row["id"] for row in claimed}
        return [_timer(row) for row in rows if row["id"] in won]

    async def take(self, timer: Timer) -> bool:
        """Remove the fired `timer` in the caller's transaction; whether it was still
        there (no other firing of it took it, nothing replaced it)."""
        deleted = await self._db.write(
            "DELETE FROM pace_timers WHERE id = ?", (timer.id,), Scope.rows_only()
        )
        return deleted > 0

    async def take_and_set(
        self, timer: Timer, due_at: datetime, payload: dict[str, Any] | None = None
    ) -> bool:
        """`take` the fired `timer` and, if it was still there, set its kind and key
        again for `due_at`, in one transaction; whether it was taken."""
        async with self._db.transaction(Scope.server(timer.guild_id).alone()):
            if not await self.take(timer):
                return False
            await self.put(timer.kind, timer.key, due_at, payload, guild_id=timer.guild_id)
        return True

    async def retry(self, timer: Timer, due_at: datetime) -> None:
        """Set a timer whose handler failed to fire again at `due_at`, one failure more:
        the same row, or a new one where the handler had taken it (`take`) before it
        failed. A timer its handler replaced (the same kind and key, a new id) is left
        as replaced."""
        async with self._db.transaction(Scope.server(timer.guild_id)) as conn:
            await conn.execute(
                "UPDATE pace_timers SET due_at = ?, failures = failures + 1 WHERE id = ?",
                (timestamp(due_at), timer.id),
            )
            if await self.get(timer.kind, timer.key) is None:
                await conn.execute(
                    "INSERT INTO pace_timers (kind, key, due_at, payload, guild_id, shard,"
                    " failures) VALUES (?, ?, ?, ?, ?, ?, ?)",
                    (
                        timer.kind,
                        timer.key,
                        timestamp(due_at),
                        to_json(timer.payload),
                        timer.guild_id,
                        self.shards.shard_of(timer.guild_id),
                        timer.failures + 1,
                    ),
                )

    async def finish(self, timer: Timer) -> None:
        """Delete a fired timer, unless its handler already replaced it with a new one
        (which has a new id and stays)."""
        await self.take(timer)


def _timer(row: Any) -> Timer:
    return Timer(
        row["id"],
        row["kind"],
        row["key"],
        moment(row["due_at"]),
        from_json(row["payload"]),
        row["guild_id"],
        row["failures"],
    )
