"""The kept display names of tournament entrants, one row per server and member."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from bot.core.storage.database import Database, Scope


class EntrantNameStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def name_of(self, guild_id: int, user_id: int) -> str | None:
        row = await self._db.fetch_one(
            "SELECT display_name FROM entrant_names WHERE guild_id = ? AND user_id = ?",
            (guild_id, user_id),
        )
        return None if row is None else row[0]

    async def names_of(self, guild_id: int, user_ids: Sequence[int]) -> dict[int, str]:
        if not user_ids:
            return {}
        marks = ", ".join("?" for _ in user_ids)
        rows = await self._db.fetch_all(
            "SELECT user_id, display_name FROM entrant_names"
            f" WHERE guild_id = ? AND user_id IN ({marks})",
            (guild_id, *user_ids),
        )
        return {row[0]: row[1] for row in rows}

    async def put(self, guild_id: int, names: Mapping[int, str]) -> None:
        """Keep these names, all in one transaction."""
        async with self._db.transaction(Scope.rows_only()) as conn:
            for user_id, name in names.items():
                await conn.execute(
                    "INSERT INTO entrant_names (guild_id, user_id, display_name) VALUES (?, ?, ?)"
                    " ON CONFLICT (guild_id, user_id) DO UPDATE"
                    " SET display_name = excluded.display_name",
                    (guild_id, user_id, name),
                )

    async def refresh(self, guild_id: int, names: Mapping[int, str]) -> None:
        """Write these newer names over the kept ones, all in one transaction; a member
        with no row (erased meanwhile, by any process) gets none back."""
        async with self._db.transaction(Scope.rows_only()) as conn:
            for user_id, name in names.items():
                await conn.execute(
                    "UPDATE entrant_names SET display_name = ? WHERE guild_id = ? AND user_id = ?",
                    (name, guild_id, user_id),
                )
