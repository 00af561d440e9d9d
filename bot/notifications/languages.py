"""The language each member reads: the Discord locale of their latest interaction.

A direct message (a reminder, the daily digest) is sent when the member is not talking
to the bot, so there is no interaction to take their language from: it is the one they
last used here, remembered on every interaction. Remembering is cheap: the member's
language is read once per process and kept in memory (a `ReadCache`), and the row is
written only when it changes, so a member's hundredth move writes nothing.
"""

from __future__ import annotations

from bot.core.database import Database, ReadCache


class MemberLanguages:
    def __init__(self, database: Database) -> None:
        self._db = database
        self._cache: ReadCache[int, str | None] = ReadCache(100_000)

    async def language_of(self, user_id: int) -> str | None:
        """The Discord locale tag the member last used (`"de"`, `"pt-BR"`), or None for
        a member never heard from (who reads the default, English)."""
        return await self._cache.get(user_id, self._read)

    async def remember(self, user_id: int, locale: str) -> None:
        """Note the locale of the member's latest interaction; a write only if it is
        not the one already known."""
        if await self.language_of(user_id) == locale:
            return
        async with self._cache.changing(user_id), self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO member_languages (user_id, locale) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
                (user_id, locale),
            )

    async def _read(self, user_id: int) -> str | None:
        row = await self._db.fetch_one(
            "SELECT locale FROM member_languages WHERE user_id = ?", (user_id,)
        )
        return None if row is None else row["locale"]
