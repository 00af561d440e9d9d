"""The language each member reads: the Discord locale of their latest interaction.

A direct message (a reminder, the daily digest) is sent when the member is not talking
to the bot, so there is no interaction to take their language from: it is the one they
last used here, remembered on every interaction. Remembering is cheap: what this
process has seen is kept in memory, so a member's hundredth move touches no database;
the row is read once per member and process, and written only when it changes.
"""

from __future__ import annotations

from bot.core.database import Database

_UNKNOWN = object()


class MemberLanguages:
    def __init__(self, database: Database) -> None:
        self._db = database
        self._known: dict[int, str | None] = {}

    async def language_of(self, user_id: int) -> str | None:
        """The Discord locale tag the member last used (`"de"`, `"pt-BR"`), or None for
        a member never heard from (who reads the default, English)."""
        known = self._known.get(user_id, _UNKNOWN)
        if known is _UNKNOWN:
            known = self._known[user_id] = await self._stored(user_id)
        return known

    async def remember(self, user_id: int, locale: str) -> None:
        """Note the locale of the member's latest interaction. Known at once in memory
        (so the next interaction finds it there), then stored if the row differs."""
        if self._known.get(user_id) == locale:
            return
        self._known[user_id] = locale
        if await self._stored(user_id) == locale:
            return
        async with self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO member_languages (user_id, locale) VALUES (?, ?)"
                " ON CONFLICT (user_id) DO UPDATE SET locale = excluded.locale",
                (user_id, locale),
            )

    async def _stored(self, user_id: int) -> str | None:
        row = await self._db.fetch_one(
            "SELECT locale FROM member_languages WHERE user_id = ?", (user_id,)
        )
        return None if row is None else row["locale"]
