"""The locale each member last used, one row per member who ever talked to the bot."""

from __future__ import annotations

from collections.abc import Callable

from bot.core.storage.database import Database, Hearing, Scope

TABLE = "member_languages"


class MemberLanguageStore:
    """A member's row may be written by any process (the member talks to the bot in any
    server): every write is announced (`Database.announce`; an erasure too, bot/privacy)
    so that a process keeping the locale in memory can drop it (`listen`)."""

    def __init__(self, database: Database) -> None:
        self._db = database

    def listen(self, heard: Callable[[int], object], deaf: Callable[[], object]) -> Hearing:
        """Hand `heard` the member of every locale written, by any process (see
        `Database.listen`)."""
        return self._db.listen(TABLE, heard, deaf)

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
            await self._db.announce(TABLE, user_id)
