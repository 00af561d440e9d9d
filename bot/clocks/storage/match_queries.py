"""A query on the core match tables that asynchronous play needs and the core store
does not offer: a member's ongoing matches, through `ongoing_seats` (migration 009),
the index of the seats that the matches' JSON column cannot have."""

from __future__ import annotations

from bot.core.storage.database import Database


class PaceMatchQueries:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def ongoing_ids_of(self, user_id: int, guild_id: int | None = None) -> list[int]:
        """The ongoing matches `user_id` plays in (on one server, or on all), oldest first."""
        rows = await self._db.fetch_all(
            "SELECT match_id FROM ongoing_seats WHERE user_id = ?"
            " AND (CAST(? AS BIGINT) IS NULL OR guild_id = ?) ORDER BY match_id",
            (user_id, guild_id, guild_id),
        )
        return [row[0] for row in rows]
