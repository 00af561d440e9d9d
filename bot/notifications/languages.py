"""The language each member reads: the Discord locale of their latest interaction.

A direct message (a reminder, the daily digest) is sent when the member is not talking
to the bot, so there is no interaction to take their language from: it is the one they
last used here, remembered on every interaction. Remembering is cheap: what this
process has seen is kept in memory (`note`, no database at all), so a member's
hundredth move touches nothing; the row is read once per member and process, and
written only when it changes (`store`, which the caller runs after the answer).
"""

from __future__ import annotations

from bot.core.database import Database, Scope

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

    def note(self, user_id: int, locale: str) -> bool:
        """Note the locale of the member's latest interaction in memory; whether it is
        news to this process (then `store` it)."""
        if self._known.get(user_id, _UNKNOWN) == locale:
            return False
        self._known[user_id] = locale
        return True

    async def store(self, user_id: int) -> None:
        """Write the member's noted locale unless the row holds it already."""
        locale = self._known.get(user_id)
        if locale is None or await self._stored(user_id) == locale:
            return
        async with self._db.transaction(Scope.member(user_id)) as conn:
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
