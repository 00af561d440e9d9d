"""Queries on the core match tables that asynchronous play needs and the core store
does not offer: a member's ongoing matches, and taking back the last move."""

from __future__ import annotations

from datetime import datetime

from bot.store.columns import timestamp
from bot.store.database import Database
from bot.store.protocols import StaleMatch
from bot.store.records import Match


class PaceMatchQueries:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def ongoing_ids_of(self, user_id: int, guild_id: int | None = None) -> list[int]:
        """The ongoing matches `user_id` plays in (on one server, or on all), oldest first."""
        rows = await self._db.fetch_all(
            "SELECT id FROM matches WHERE status = 'ongoing'"
            " AND (? IS NULL OR guild_id = ?)"
            " AND EXISTS (SELECT 1 FROM json_each(matches.seats) WHERE value = ?)"
            " ORDER BY id",
            (guild_id, guild_id, user_id),
        )
        return [row[0] for row in rows]

    async def remove_last_move(self, match: Match, position: str, now: datetime) -> None:
        """Delete the last move of `match` and store `position` (where the others lead)
        in one transaction; raises `StaleMatch` if the match changed since it was read,
        so a takeback can never remove a move it was not about."""
        async with self._db.transaction() as conn:
            cursor = await conn.execute(
                "UPDATE matches SET position = ?, draw_offer = NULL, version = version + 1,"
                " updated_at = ? WHERE id = ? AND version = ? AND status = 'ongoing'",
                (position, timestamp(now), match.id, match.version),
            )
            if cursor.rowcount != 1:
                raise StaleMatch(match.id)
            await conn.execute(
                "DELETE FROM moves WHERE match_id = ? AND number = ?", (match.id, len(match.moves))
            )
