"""Vacations: stretches of time during which a member's clocks on a server stand still."""

from __future__ import annotations

from contextlib import AbstractAsyncContextManager
from dataclasses import dataclass, replace
from datetime import datetime
from typing import Any

from bot.core.storage.columns import from_row, moment, timestamp
from bot.core.storage.database import Connection, Database, ReadCache, Scope


@dataclass(frozen=True, slots=True)
class Vacation:
    id: int
    guild_id: int
    user_id: int
    starts_at: datetime
    ends_at: datetime


class VacationStore:
    """Vacations are read on every move (is the player whose turn begins away? does
    the board say so?) and written when a member leaves or comes back: each member's
    latest vacation is kept in a `ReadCache`, and every write goes through `changing`."""

    def __init__(self, database: Database) -> None:
        self._db = database
        self._latest: ReadCache[tuple[int, int], Vacation | None] = ReadCache(10_000)

    def changing(self, guild_id: int, user_id: int) -> AbstractAsyncContextManager[None]:
        """Around a whole transaction that adds or cuts short a vacation of the member
        (commit included): no read from before it stays remembered."""
        return self._latest.changing((guild_id, user_id))

    def forget_member(self, user_id: int, guild_id: int | None) -> None:
        """The member's vacations were erased (bot/privacy): so are the cached ones."""
        self._latest.drop(lambda key: key[1] == user_id and guild_id in (None, key[0]))

    def forget_everyone(self) -> None:
        self._latest.drop(lambda _key: True)

    def forget_server(self, guild_id: int) -> None:
        """The server's rows were purged (bot/privacy)."""
        self._latest.drop(lambda key: key[0] == guild_id)

    def transaction(self, scope: Scope | None = None) -> AbstractAsyncContextManager[Connection]:
        """A vacation, its end timer and the clocks it pauses commit together."""
        return self._db.transaction(scope)

    async def add(
        self, guild_id: int, user_id: int, starts_at: datetime, ends_at: datetime
    ) -> Vacation:
        async with self._db.transaction(Scope.rows_only()) as conn:
            rows = await conn.execute_fetchall(
                "INSERT INTO pace_vacations (guild_id, user_id, starts_at, ends_at)"
                " VALUES (?, ?, ?, ?) RETURNING id",
                (guild_id, user_id, timestamp(starts_at), timestamp(ends_at)),
            )
            return Vacation(rows[0][0], guild_id, user_id, starts_at, ends_at)

    async def cut_short(self, vacation: Vacation, ends_at: datetime) -> Vacation:
        async with self._db.transaction(Scope.rows_only()) as conn:
            await conn.execute(
                "UPDATE pace_vacations SET ends_at = ? WHERE id = ?",
                (timestamp(ends_at), vacation.id),
            )
        return replace(vacation, ends_at=ends_at)

    async def away(self, guild_id: int, user_id: int, now: datetime) -> Vacation | None:
        """The member's vacation at `now`, from memory once read: vacations never
        overlap (one begins only when none is under way, and at once), so only the
        latest one can be under way."""
        latest = await self._latest.get((guild_id, user_id), self._read_latest)
        return latest if latest is not None and latest.starts_at <= now < latest.ends_at else None

    async def _read_latest(self, key: tuple[int, int]) -> Vacation | None:
        row = await self._db.fetch_one(
            "SELECT * FROM pace_vacations WHERE guild_id = ? AND user_id = ?"
            " ORDER BY starts_at DESC LIMIT 1",
            key,
        )
        return None if row is None else _vacation(row)

    async def current(self, guild_id: int, user_id: int, now: datetime) -> Vacation | None:
        """The member's vacation at `now`, read from the database: what a check inside
        a write must see."""
        row = await self._db.fetch_one(
            "SELECT * FROM pace_vacations WHERE guild_id = ? AND user_id = ?"
            " AND starts_at <= ? AND ends_at > ? ORDER BY starts_at DESC LIMIT 1",
            (guild_id, user_id, timestamp(now), timestamp(now)),
        )
        return None if row is None else _vacation(row)

    async def started_between(
        self, guild_id: int, user_id: int, since: datetime, until: datetime
    ) -> list[Vacation]:
        rows = await self._db.fetch_all(
            "SELECT * FROM pace_vacations WHERE guild_id = ? AND user_id = ?"
            " AND starts_at >= ? AND starts_at < ?",
            (guild_id, user_id, timestamp(since), timestamp(until)),
        )
        return [_vacation(row) for row in rows]


def _vacation(row: Any) -> Vacation:
    return from_row(
        Vacation, row, starts_at=moment(row["starts_at"]), ends_at=moment(row["ends_at"])
    )
