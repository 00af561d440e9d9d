"""The computer's own records in the database: the level and rating choice of each of its
matches, and each server's setting for rating them (migration 008); the level of each
of its seats at a tournament table (migration 010)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.core.records import Seat
from bot.core.storage.database import Database, Scope


@dataclass(frozen=True, slots=True)
class ComputerSeat:
    """How the computer plays one match: at `level`, rated or not."""

    match_id: int
    level: str
    rated: bool


class ComputerStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def seat(self, match_id: int) -> ComputerSeat | None:
        row = await self._db.fetch_one(
            "SELECT level, rated FROM computer_matches WHERE match_id = ?", (match_id,)
        )
        return None if row is None else ComputerSeat(match_id, row["level"], bool(row["rated"]))

    async def put_seat(self, seat: ComputerSeat) -> None:
        async with self._db.transaction(Scope.rows_only()) as conn:
            await conn.execute(
                "INSERT INTO computer_matches (match_id, level, rated) VALUES (?, ?, ?)"
                " ON CONFLICT (match_id) DO UPDATE SET level = excluded.level,"
                " rated = excluded.rated",
                (seat.match_id, seat.level, int(seat.rated)),
            )

    async def put_seat_levels(self, match_id: int, levels: Mapping[Seat, str]) -> None:
        """The level each of the computer's seats plays at in `match_id` (a tournament
        table may seat two of its levels against each other)."""
        async with self._db.transaction(Scope.rows_only()) as conn:
            await conn.executemany(
                "INSERT INTO computer_seat_levels (match_id, seat, level) VALUES (?, ?, ?)"
                " ON CONFLICT (match_id, seat) DO UPDATE SET level = excluded.level",
                [(match_id, seat, level) for seat, level in levels.items()],
            )

    async def seat_level(self, match_id: int, seat: Seat) -> str | None:
        row = await self._db.fetch_one(
            "SELECT level FROM computer_seat_levels WHERE match_id = ? AND seat = ?",
            (match_id, seat),
        )
        return None if row is None else row["level"]

    async def ongoing(self) -> list[int]:
        """Every match the computer plays that is still going on, oldest first: its own
        (`/computer play`, whose seat row may not be written yet after a crash) and
        those it was seated in with a level (tournament tables, rematches)."""
        rows = await self._db.fetch_all(
            "SELECT id FROM matches WHERE status = 'ongoing'"
            " AND (origin = 'computer' OR id IN (SELECT match_id FROM computer_matches))"
            " ORDER BY id"
        )
        return [row["id"] for row in rows]

    async def rated_here(self, guild_id: int) -> bool:
        row = await self._db.fetch_one(
            "SELECT rated FROM computer_settings WHERE guild_id = ?", (guild_id,)
        )
        return row is not None and bool(row["rated"])

    async def set_rated_here(self, guild_id: int, rated: bool) -> None:
        async with self._db.transaction(Scope.rows_only()) as conn:
            await conn.execute(
                "INSERT INTO computer_settings (guild_id, rated) VALUES (?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET rated = excluded.rated",
                (guild_id, int(rated)),
            )
