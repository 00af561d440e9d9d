"""The versions of the matches pages are waiting on: one read for all of them."""

from __future__ import annotations

from collections.abc import Sequence

from bot.core.storage.database import Database

CHUNK = 500
"""Ids per statement: well below either backend's limit on parameters."""


class SqlVersionStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def versions(self, match_ids: Sequence[int]) -> dict[int, int]:
        """Each match's stored version (a match's every committed change bumps it)."""
        found: dict[int, int] = {}
        for start in range(0, len(match_ids), CHUNK):
            chunk = match_ids[start : start + CHUNK]
            marks = ", ".join("?" * len(chunk))
            rows = await self._db.fetch_all(
                f"SELECT id, version FROM matches WHERE id IN ({marks})", tuple(chunk)
            )
            found.update({row["id"]: row["version"] for row in rows})
        return found
