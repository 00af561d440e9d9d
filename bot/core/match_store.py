"""`MatchStore` on SQLite: the match row, its move log and its position snapshot."""

from __future__ import annotations

import sqlite3
from collections.abc import Mapping
from contextlib import AbstractAsyncContextManager
from datetime import datetime
from typing import Any

import aiosqlite

from bot.core.columns import from_json, from_row, moment, timestamp, to_json
from bot.core.database import Database
from bot.core.protocols import ChannelBusy, StaleMatch
from bot.core.records import (
    EndHow,
    Match,
    MatchResult,
    MatchStatus,
    MoveRecord,
    NewMatch,
    Seat,
)


class SqliteMatchStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    def transaction(self) -> AbstractAsyncContextManager[aiosqlite.Connection]:
        return self._db.transaction()

    async def create(self, new: NewMatch, now: datetime) -> Match:
        stamp = timestamp(now)
        async with self._db.transaction() as conn:
            try:
                cursor = await conn.execute(
                    "INSERT INTO matches (guild_id, channel_id, game_id, options, seed, seats,"
                    " status, origin, position, time_control, created_at, updated_at)"
                    " VALUES (?, ?, ?, ?, ?, ?, 'ongoing', ?, ?, ?, ?, ?)",
                    (
                        new.guild_id,
                        new.channel_id,
                        new.game_id,
                        to_json(dict(new.options)),
                        new.seed,
                        to_json(dict(new.seats)),
                        new.origin,
                        new.position,
                        new.time_control,
                        stamp,
                        stamp,
                    ),
                )
            except sqlite3.IntegrityError as exc:
                raise ChannelBusy(new.channel_id) from exc
            created = await _load(conn, "id = ?", cursor.lastrowid)
        assert created is not None
        return created

    async def get(self, match_id: int) -> Match | None:
        async with self._db.reading() as conn:
            return await _load(conn, "id = ?", match_id)

    async def ongoing_in_channel(self, channel_id: int) -> Match | None:
        async with self._db.reading() as conn:
            return await _load(conn, "channel_id = ? AND status = 'ongoing'", channel_id)

    async def latest_in_channel(self, channel_id: int) -> Match | None:
        async with self._db.reading() as conn:
            return await _load(conn, "channel_id = ? ORDER BY id DESC LIMIT 1", channel_id)

    async def ongoing_alike(self, guild_id: int, game_id: str, options: Mapping[str, Any]) -> int:
        async with self._db.reading() as conn:
            cursor = await conn.execute(
                "SELECT COUNT(*) FROM matches WHERE guild_id = ? AND status = 'ongoing'"
                " AND game_id = ? AND options = ?",
                (guild_id, game_id, to_json(dict(options))),
            )
            return (await cursor.fetchone())[0]

    async def append_move(
        self,
        match: Match,
        move: MoveRecord,
        position: str,
        result: MatchResult | None,
        now: datetime,
    ) -> Match:
        async with self._db.transaction() as conn:
            await _bump(conn, match, now, "position = ?, draw_offer = NULL", position)
            await conn.execute(
                "INSERT INTO moves (match_id, number, seat, user_id, notation, played_at)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (
                    match.id,
                    move.number,
                    move.seat,
                    move.user_id,
                    move.notation,
                    timestamp(move.played_at),
                ),
            )
            if result is not None:
                await _write_result(conn, match.id, result)
            return await _load(conn, "id = ?", match.id)

    async def set_draw_offer(self, match: Match, seat: Seat | None, now: datetime) -> Match:
        async with self._db.transaction() as conn:
            await _bump(conn, match, now, "draw_offer = ?", seat)
            return await _load(conn, "id = ?", match.id)

    async def end(self, match: Match, result: MatchResult, now: datetime) -> Match:
        async with self._db.transaction() as conn:
            await _bump(conn, match, now, "draw_offer = NULL")
            await _write_result(conn, match.id, result)
            return await _load(conn, "id = ?", match.id)

    async def remove_last_move(self, match: Match, position: str, now: datetime) -> Match:
        async with self._db.transaction() as conn:
            await _bump(conn, match, now, "position = ?, draw_offer = NULL", position)
            await conn.execute(
                "DELETE FROM moves WHERE match_id = ? AND number = ?", (match.id, len(match.moves))
            )
            return await _load(conn, "id = ?", match.id)

    async def move_log(self, match_id: int) -> list[MoveRecord]:
        rows = await self._db.fetch_all(
            "SELECT number, seat, user_id, notation, played_at FROM moves"
            " WHERE match_id = ? ORDER BY number",
            (match_id,),
        )
        return [MoveRecord(row[0], row[1], row[2], row[3], moment(row[4])) for row in rows]


async def _bump(
    conn: aiosqlite.Connection, match: Match, now: datetime, assignments: str, *values: object
) -> None:
    """Apply `assignments` to an ongoing match only if nobody changed it since `match`
    was read (optimistic locking on `version`)."""
    cursor = await conn.execute(
        f"UPDATE matches SET {assignments}, version = version + 1, updated_at = ?"
        " WHERE id = ? AND version = ? AND status = 'ongoing'",
        (*values, timestamp(now), match.id, match.version),
    )
    if cursor.rowcount != 1:
        raise StaleMatch(match.id)


async def _write_result(conn: aiosqlite.Connection, match_id: int, result: MatchResult) -> None:
    status = MatchStatus.ABORTED if result.how is EndHow.ABORT else MatchStatus.FINISHED
    await conn.execute(
        "UPDATE matches SET status = ?, winner = ?, end_how = ?, end_reason = ? WHERE id = ?",
        (status.value, result.winner, result.how.value, result.reason, match_id),
    )


async def _load(conn: aiosqlite.Connection, where: str, key: int) -> Match | None:
    async with conn.execute(f"SELECT * FROM matches WHERE {where}", (key,)) as cursor:
        row = await cursor.fetchone()
    if row is None:
        return None
    async with conn.execute(
        "SELECT notation FROM moves WHERE match_id = ? ORDER BY number", (row["id"],)
    ) as cursor:
        moves = tuple(notation for (notation,) in await cursor.fetchall())
    result = None
    if row["end_how"] is not None:
        result = MatchResult(row["winner"], EndHow(row["end_how"]), row["end_reason"])
    return from_row(
        Match,
        row,
        options=from_json(row["options"]),
        seats=from_json(row["seats"]),
        status=MatchStatus(row["status"]),
        moves=moves,
        created_at=moment(row["created_at"]),
        updated_at=moment(row["updated_at"]),
        result=result,
    )
