"""`ChallengeStore` in SQL, for SQLite and PostgreSQL alike."""

from __future__ import annotations

from datetime import datetime
from typing import Any

from bot.core.records import Challenge, ChallengeStatus, Seat
from bot.core.storage.columns import from_json, from_row, moment, timestamp, to_json
from bot.core.storage.database import Connection, Database, Scope


class SqlChallengeStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def create(
        self,
        *,
        guild_id: int,
        channel_id: int,
        challenger_id: int,
        challenged_id: int | None,
        game_id: str,
        options: dict[str, object],
        seat: Seat | None,
        time_control: str | None,
        now: datetime,
        expires_at: datetime,
    ) -> Challenge:
        async with self._db.transaction(Scope.rows_only()) as conn:
            rows = await conn.execute_fetchall(
                "INSERT INTO challenges (guild_id, channel_id, challenger_id, challenged_id,"
                " game_id, options, seat, time_control, status, created_at, expires_at)"
                " VALUES (?, ?, ?, ?, ?, ?, ?, ?, 'pending', ?, ?) RETURNING id",
                (
                    guild_id,
                    channel_id,
                    challenger_id,
                    challenged_id,
                    game_id,
                    to_json(options),
                    seat,
                    time_control,
                    timestamp(now),
                    timestamp(expires_at),
                ),
            )
            challenge = await _one(conn, "id = ?", rows[0][0])
        assert challenge is not None, "read back in the transaction that inserted it"
        return challenge

    async def get(self, challenge_id: int) -> Challenge | None:
        async with self._db.reading() as conn:
            return await _one(conn, "id = ?", challenge_id)

    async def set_message(self, challenge_id: int, message_id: int) -> None:
        async with self._db.transaction(Scope.rows_only()) as conn:
            await conn.execute(
                "UPDATE challenges SET message_id = ? WHERE id = ?", (message_id, challenge_id)
            )

    async def pending_between(self, challenger_id: int, challenged_id: int) -> Challenge | None:
        async with self._db.reading() as conn:
            return await _one(
                conn,
                "status = 'pending' AND ((challenger_id = ? AND challenged_id = ?)"
                " OR (challenger_id = ? AND challenged_id = ?))",
                challenger_id,
                challenged_id,
                challenged_id,
                challenger_id,
            )

    async def latest_by(self, challenger_id: int) -> Challenge | None:
        async with self._db.reading() as conn:
            return await _one(
                conn, "challenger_id = ? ORDER BY created_at DESC, id DESC", challenger_id
            )

    async def settle(self, challenge_id: int, status: ChallengeStatus) -> Challenge | None:
        async with self._db.transaction(Scope.rows_only()) as conn:
            cursor = await conn.execute(
                "UPDATE challenges SET status = ? WHERE id = ? AND status = 'pending'",
                (status.value, challenge_id),
            )
            if cursor.rowcount != 1:
                return None
            return await _one(conn, "id = ?", challenge_id)


async def _one(conn: Connection, where: str, *values: object) -> Challenge | None:
    async with conn.execute(f"SELECT * FROM challenges WHERE {where} LIMIT 1", values) as cursor:
        row = await cursor.fetchone()
    return None if row is None else _challenge(row)


def _challenge(row: Any) -> Challenge:
    return from_row(
        Challenge,
        row,
        options=from_json(row["options"]),
        status=ChallengeStatus(row["status"]),
        created_at=moment(row["created_at"]),
        expires_at=moment(row["expires_at"]),
    )
