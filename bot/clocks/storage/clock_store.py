"""The clocks table: one `Clock` per match."""

from __future__ import annotations

from contextlib import AbstractAsyncContextManager
from datetime import timedelta
from typing import Any

from bot.clocks.model import Clock, TimeControl
from bot.core.recent import Recent
from bot.core.storage.columns import from_json, moment, timestamp, to_json
from bot.core.storage.database import Connection, Database, Scope


class ClockStore:
    """The clocks, and the last one this process read or wrote of each match
    (`remembered`, at most `kept` of them): a move passes the clock on from that one
    without reading it, writing only where the row still holds it (`put_over`)."""

    def __init__(self, database: Database, *, kept: int = 10_000) -> None:
        self._db = database
        self._seen: Recent[int, Clock] = Recent(kept)

    def transaction(self, scope: Scope | None = None) -> AbstractAsyncContextManager[Connection]:
        """Read a clock and write it back with nothing in between (see `Database`)."""
        return self._db.transaction(scope)

    async def get(self, match_id: int) -> Clock | None:
        row = await self._db.fetch_one("SELECT * FROM pace_clocks WHERE match_id = ?", (match_id,))
        if row is None:
            return None
        clock = _clock(row)
        self._seen.keep(match_id, clock)
        return clock

    def remembered(self, match_id: int) -> Clock | None:
        """The clock of `match_id` this process last read or wrote, if it still holds
        it: only a guess at the row (another process, or a rolled-back transaction, may
        have left it otherwise), so it is written over only by `put_over`."""
        return self._seen.get(match_id)

    async def put_over(self, match_id: int, clock: Clock, was: Clock) -> bool:
        """Store `clock` only if the row still holds `was` (every column, so a clock
        changed by anyone else, or never stored as remembered, is left alone):
        whether it did. One statement, with no read before it."""
        async with self._db.transaction(Scope.rows_only()) as conn:
            cursor = await conn.execute(
                f"UPDATE pace_clocks SET {_ASSIGNED} WHERE match_id = ? AND {_HELD}",
                (*clock_row(match_id, clock)[1:], *clock_row(match_id, was)),
            )
        if cursor.rowcount != 1:
            self._seen.forget(match_id)
            return False
        self._seen.keep(match_id, clock)
        return True

    async def put(self, match_id: int, clock: Clock) -> None:
        """Inside the match's transaction (its server's); alone, one statement."""
        async with self._db.transaction(Scope.rows_only()) as conn:
            await conn.execute(
                "INSERT INTO pace_clocks (match_id, control, to_move, used_seconds,"
                " running_since, reserves, reminders_sent, ply, out_of_time_told)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
                " ON CONFLICT (match_id) DO UPDATE SET control = excluded.control,"
                " to_move = excluded.to_move, used_seconds = excluded.used_seconds,"
                " running_since = excluded.running_since, reserves = excluded.reserves,"
                " reminders_sent = excluded.reminders_sent, ply = excluded.ply,"
                " out_of_time_told = excluded.out_of_time_told",
                clock_row(match_id, clock),
            )
        self._seen.keep(match_id, clock)


CLOCK_COLUMNS = (
    "match_id",
    "control",
    "to_move",
    "used_seconds",
    "running_since",
    "reserves",
    "reminders_sent",
    "ply",
    "out_of_time_told",
)


_ASSIGNED = ", ".join(f"{column} = ?" for column in CLOCK_COLUMNS[1:])
_HELD = " AND ".join(
    f"COALESCE({column}, '') = COALESCE(?, '')" if column == "running_since" else f"{column} = ?"
    for column in CLOCK_COLUMNS[1:]
)
"""Every column of the row as `put_over`'s remembered clock has it (a paused clock's
`running_since` is NULL, which `=` would never match)."""


def clock_row(match_id: int, clock: Clock) -> tuple[object, ...]:
    """The `CLOCK_COLUMNS` of a match's clock row (a benchmark loads many at once)."""
    since = None if clock.running_since is None else timestamp(clock.running_since)
    reserves = {seat: left.total_seconds() for seat, left in clock.reserves.items()}
    return (
        match_id,
        str(clock.control),
        clock.to_move,
        clock.used.total_seconds(),
        since,
        to_json(reserves),
        clock.reminders_sent,
        clock.ply,
        int(clock.out_of_time_told),
    )


def _clock(row: Any) -> Clock:
    since = row["running_since"]
    return Clock(
        control=TimeControl.parse(row["control"]),
        to_move=row["to_move"],
        used=timedelta(seconds=row["used_seconds"]),
        running_since=None if since is None else moment(since),
        reserves={seat: timedelta(seconds=s) for seat, s in from_json(row["reserves"]).items()},
        reminders_sent=row["reminders_sent"],
        ply=row["ply"],
        out_of_time_told=bool(row["out_of_time_told"]),
    )
