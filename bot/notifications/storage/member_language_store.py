"""The locale each member last used, one row per member who ever talked to the bot."""

from __future__ import annotations

from bot.core.storage.database import Database, Scope


class MemberLanguageStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def locale_of(self, user_id: int) -> str | None:
        row = await self._db.fetch_one(
            "SELECT locale FROM member_languages WHERE user_id = ?", (user_id,)
        )
        return None if row is None else row["locale"]

    async def put(self, user_id: int, locale: str) -> None:
        async with self._db.transaction(Scope.member(user_id)) as conn:
            await conn.execute(
                "INSERT INTO member_languages (user_id, locale) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
                (user_id, locale),
            )
