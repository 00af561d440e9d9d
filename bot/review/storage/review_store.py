"""Reviews as stored (migration 020): one row per reviewed match, its review as the
plain data `ai.review.Review.to_data` writes, so a review is computed once however many
members ask for it and in whatever language they read it."""

from __future__ import annotations

import json

from ai.review import Review
from bot.core.storage.database import Database


class SqlReviewStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def get(self, match_id: int) -> Review | None:
        row = await self._db.fetch_one(
            "SELECT review FROM match_reviews WHERE match_id = ?", (match_id,)
        )
        return None if row is None else Review.from_data(json.loads(row["review"]))

    async def put(self, match_id: int, review: Review) -> None:
        """Keep `review` of `match_id`; one already kept (another process computed it
        meanwhile) stays: a review of the same moves at the same budget is the same."""
        await self._db.write(
            "INSERT INTO match_reviews (match_id, review) VALUES (?, ?)"
            " ON CONFLICT (match_id) DO NOTHING",
            (match_id, json.dumps(review.to_data(), sort_keys=True)),
        )

    async def tournament_status(self, match_id: int) -> str | None:
        """The status of the tournament `match_id` was played for, if it was."""
        row = await self._db.fetch_one(
            "SELECT t.status FROM tournament_tables AS tt JOIN tournaments AS t"
            " ON t.id = tt.tournament_id WHERE tt.match_id = ?",
            (match_id,),
        )
        return None if row is None else row["status"]
