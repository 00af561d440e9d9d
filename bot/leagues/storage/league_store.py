"""Leagues on the database: the league row, its members, each season's divisions
(with their tournaments) and places. Every season change is one guarded statement
(`begin_season`, `close_season`), so two processes, or a timer fired twice, change a
season once."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from contextlib import AbstractAsyncContextManager
from datetime import datetime
from typing import Any

from bot.core.storage.columns import from_json, from_row, moment, timestamp, to_json
from bot.core.storage.database import Connection, Database, IntegrityError, Scope
from bot.core.storage.server_scope import server_scope
from bot.leagues.records import (
    Division,
    League,
    LeaguePlan,
    LeagueStatus,
    Member,
    Moved,
    Place,
)


class AlreadyMember(Exception):
    """The member is already in the league."""


class SqlLeagueStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    def transaction(self, guild_id: int) -> AbstractAsyncContextManager[Connection]:
        """One transaction that the store's writes (and other stores') inside it join."""
        return self._db.transaction(Scope.server(guild_id))

    async def _locks(self, league_id: int) -> Scope:
        return await server_scope(self._db, "leagues", league_id)

    # ------------------------------------------------------------ the league

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        plan: LeaguePlan,
        next_start: datetime,
        created_by: int,
        now: datetime,
    ) -> League:
        async with self._db.transaction(Scope.server(guild_id).alone()) as conn:
            rows = await conn.execute_fetchall(
                "INSERT INTO leagues (guild_id, channel_id, name, game_id, options,"
                " time_control, season_days, division_size, promoted, relegated,"
                " break_hours, status, next_start, created_by, created_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, 'open', ?, ?, ?) RETURNING id",
                (
                    guild_id,
                    channel_id,
                    plan.name,
                    plan.game_id,
                    to_json(dict(plan.options)),
                    plan.time_control,
                    plan.season_days,
                    plan.division_size,
                    plan.promoted,
                    plan.relegated,
                    plan.break_hours,
                    timestamp(next_start),
                    created_by,
                    timestamp(now),
                ),
            )
            league = await _load(conn, rows[0][0])
        assert league is not None
        return league

    async def get(self, league_id: int) -> League | None:
        async with self._db.reading() as conn:
            return await _load(conn, league_id)

    async def in_guild(self, guild_id: int) -> list[League]:
        """The server's leagues that have not ended, newest first."""
        rows = await self._db.fetch_all(
            "SELECT * FROM leagues WHERE guild_id = ? AND status <> 'ended' ORDER BY id DESC",
            (guild_id,),
        )
        return [_league(row) for row in rows]

    async def set_status(
        self,
        league_id: int,
        status: LeagueStatus,
        next_start: datetime | None,
    ) -> None:
        async with self._db.transaction(await self._locks(league_id)) as conn:
            await conn.execute(
                "UPDATE leagues SET status = ?, next_start = ? WHERE id = ?",
                (status.value, None if next_start is None else timestamp(next_start), league_id),
            )

    # ------------------------------------------------------------ members

    async def members(self, league_id: int) -> list[Member]:
        rows = await self._db.fetch_all(
            "SELECT user_id, joined_at, leaving FROM league_members"
            " WHERE league_id = ? ORDER BY joined_at, user_id",
            (league_id,),
        )
        return [Member(row[0], moment(row[1]), bool(row[2])) for row in rows]

    async def add_member(self, league_id: int, user_id: int, now: datetime) -> None:
        """Enter a member, or keep one who meant to leave at the season's end."""
        async with self._db.transaction(await self._locks(league_id)) as conn:
            kept = await conn.execute(
                "UPDATE league_members SET leaving = 0"
                " WHERE league_id = ? AND user_id = ? AND leaving = 1",
                (league_id, user_id),
            )
            if kept.rowcount == 1:
                return
            try:
                await conn.execute(
                    "INSERT INTO league_members (league_id, user_id, joined_at) VALUES (?, ?, ?)",
                    (league_id, user_id, timestamp(now)),
                )
            except IntegrityError:
                raise AlreadyMember from None

    async def remove_member(self, league_id: int, user_id: int) -> bool:
        async with self._db.transaction(await self._locks(league_id)) as conn:
            removed = await conn.execute(
                "DELETE FROM league_members WHERE league_id = ? AND user_id = ?",
                (league_id, user_id),
            )
        return removed.rowcount == 1

    async def mark_leaving(self, league_id: int, user_id: int) -> bool:
        async with self._db.transaction(await self._locks(league_id)) as conn:
            marked = await conn.execute(
                "UPDATE league_members SET leaving = 1"
                " WHERE league_id = ? AND user_id = ? AND leaving = 0",
                (league_id, user_id),
            )
        return marked.rowcount == 1

    # ------------------------------------------------------------ seasons

    async def begin_season(
        self,
        league_id: int,
        season: int,
        season_ends: datetime,
        divisions: Sequence[Sequence[int]],
        moved: Mapping[int, Moved],
    ) -> bool:
        """Store season `season` whole if the league is open after season `season - 1`;
        False, storing nothing, if another firing began it first."""
        async with self._db.transaction(await self._locks(league_id)) as conn:
            claimed = await conn.execute(
                "UPDATE leagues SET status = 'running', season = ?, season_ends = ?,"
                " next_start = NULL WHERE id = ? AND season = ? AND status = 'open'",
                (season, timestamp(season_ends), league_id, season - 1),
            )
            if claimed.rowcount != 1:
                return False
            await conn.executemany(
                "INSERT INTO league_divisions (league_id, season, division) VALUES (?, ?, ?)",
                [(league_id, season, number) for number in range(1, len(divisions) + 1)],
            )
            await conn.executemany(
                "INSERT INTO league_places (league_id, season, user_id, division, moved)"
                " VALUES (?, ?, ?, ?, ?)",
                [
                    (league_id, season, user, number, moved[user].value)
                    for number, division in enumerate(divisions, start=1)
                    for user in division
                ],
            )
        return True

    async def divisions(self, league_id: int, season: int) -> list[Division]:
        rows = await self._db.fetch_all(
            "SELECT season, division, tournament_id FROM league_divisions"
            " WHERE league_id = ? AND season = ? ORDER BY division",
            (league_id, season),
        )
        return [Division(row[0], row[1], row[2]) for row in rows]

    async def attach_division(
        self, league_id: int, season: int, division: int, tournament_id: int
    ) -> None:
        async with self._db.transaction(await self._locks(league_id)) as conn:
            await conn.execute(
                "UPDATE league_divisions SET tournament_id = ?"
                " WHERE league_id = ? AND season = ? AND division = ?",
                (tournament_id, league_id, season, division),
            )

    async def season_of_tournament(self, tournament_id: int) -> tuple[int, int] | None:
        """The league and season a division's tournament belongs to, if it is one."""
        row = await self._db.fetch_one(
            "SELECT league_id, season FROM league_divisions WHERE tournament_id = ?",
            (tournament_id,),
        )
        return None if row is None else (row[0], row[1])

    async def places(self, league_id: int, season: int) -> list[Place]:
        rows = await self._db.fetch_all(
            "SELECT * FROM league_places WHERE league_id = ? AND season = ?"
            " ORDER BY division, final_rank, user_id",
            (league_id, season),
        )
        return [_place(row) for row in rows]

    async def history(self, league_id: int, user_id: int) -> list[Place]:
        """Every season the member played in the league, the latest first."""
        rows = await self._db.fetch_all(
            "SELECT * FROM league_places WHERE league_id = ? AND user_id = ? ORDER BY season DESC",
            (league_id, user_id),
        )
        return [_place(row) for row in rows]

    async def close_season(
        self,
        league_id: int,
        season: int,
        results: Sequence[tuple[int, int, float]],
        next_start: datetime | None,
    ) -> bool:
        """Record how season `season` finished (user id, rank, points), let go of the
        members who asked to leave, and open the league for the next season at
        `next_start` (None: a paused league stays paused). False if it was closed
        already."""
        async with self._db.transaction(await self._locks(league_id)) as conn:
            closed = await conn.execute(
                "UPDATE leagues SET status = CASE WHEN status = 'paused' THEN 'paused'"
                " ELSE 'open' END, season_ends = NULL, next_start = ?"
                " WHERE id = ? AND season = ? AND season_ends IS NOT NULL"
                " AND status IN ('running', 'paused')",
                (None if next_start is None else timestamp(next_start), league_id, season),
            )
            if closed.rowcount != 1:
                return False
            await conn.executemany(
                "UPDATE league_places SET final_rank = ?, points = ?"
                " WHERE league_id = ? AND season = ? AND user_id = ?",
                [(rank, points, league_id, season, user) for user, rank, points in results],
            )
            await conn.execute(
                "DELETE FROM league_members WHERE league_id = ? AND leaving = 1", (league_id,)
            )
        return True

    async def end(self, league_id: int) -> None:
        async with self._db.transaction(await self._locks(league_id)) as conn:
            await conn.execute(
                "UPDATE leagues SET status = 'ended', next_start = NULL, season_ends = NULL"
                " WHERE id = ?",
                (league_id,),
            )

    async def substitute(self, league_id: int, season: int, old: int, new: int) -> None:
        """`new` takes `old`'s place this season and in the league."""
        async with self._db.transaction(await self._locks(league_id)) as conn:
            await conn.execute(
                "UPDATE league_places SET user_id = ?"
                " WHERE league_id = ? AND season = ? AND user_id = ?",
                (new, league_id, season, old),
            )
            await conn.execute(
                "UPDATE league_members SET user_id = ? WHERE league_id = ? AND user_id = ?",
                (new, league_id, old),
            )


def _place(row: Any) -> Place:
    return from_row(Place, row, moved=Moved(row["moved"]))


def _league(row: Any) -> League:
    plan = from_row(LeaguePlan, row, options=from_json(row["options"]))
    return from_row(
        League,
        row,
        plan=plan,
        status=LeagueStatus(row["status"]),
        next_start=_maybe_moment(row["next_start"]),
        season_ends=_maybe_moment(row["season_ends"]),
        created_at=moment(row["created_at"]),
    )


def _maybe_moment(text: str | None) -> datetime | None:
    return None if text is None else moment(text)


async def _load(conn: Connection, league_id: int) -> League | None:
    rows = await conn.execute_fetchall("SELECT * FROM leagues WHERE id = ?", (league_id,))
    return _league(rows[0]) if rows else None
