"""The language each member reads: the Discord locale of their latest interaction.

A direct message (a reminder, the daily digest) is sent when the member is not talking
to the bot, so there is no interaction to take their language from: it is the one they
last used here, remembered on every interaction. Remembering is cheap: what this
process has seen is kept in memory (`note`, no database at all), so a member's
hundredth move touches nothing; the row is read once per member and process, and
written only when it changes (`store`, which the caller runs after the answer).

With several bot processes the member may talk to the bot in a server another process
serves: that process writes the row and announces it, and this one forgets what it
kept of the member (`MemberLanguageStore.listen`), so its next direct message reads
the language the member used last anywhere. While this process does not hear (its
listening connection lost) it keeps nothing and reads the row each time.
"""

from __future__ import annotations

from bot.core.storage.database import Hearing, ReadCache
from bot.notifications.storage.member_language_store import MemberLanguageStore

ROWS_KEPT = 100_000
"""Members whose row a process keeps in memory (the least recently read go first)."""


class MemberLanguages:
    def __init__(self, store: MemberLanguageStore) -> None:
        self._store = store
        self._rows: ReadCache[int, str | None] = ReadCache(ROWS_KEPT, lambda: self.hearing)
        """Each member's row as last read here, kept while every change is heard."""
        self._hearing: Hearing = store.listen(self._rows.forget, self._rows_unheard)
        self._noted: dict[int, str] = {}
        """Locales noted as news and not stored yet: this process's own facts, which
        no other process's change drops (`store` writes them)."""

    @property
    def hearing(self) -> bool:
        """Whether every process's change reaches this one now (so its memory is used)."""
        return self._hearing.hearing

    async def language_of(self, user_id: int) -> str | None:
        """The Discord locale tag the member last used (`"de"`, `"pt-BR"`), or None for
        a member never heard from (who reads the default, English)."""
        noted = self._noted.get(user_id)
        return noted if noted is not None else await self._row(user_id)

    def note(self, user_id: int, locale: str) -> bool:
        """Note the locale of the member's latest interaction in memory; whether it is
        news to this process (then `store` it)."""
        if locale in (self._noted.get(user_id), self._rows.peek(user_id)):
            return False
        self._noted[user_id] = locale
        return True

    async def store(self, user_id: int) -> None:
        """Write the member's noted locale unless the row holds it already."""
        locale = self._noted.get(user_id)
        if locale is None:
            return
        if await self._row(user_id) != locale:
            async with self._rows.changing(user_id):
                await self._store.put(user_id, locale)
        if self._noted.get(user_id) == locale:  # not noted anew meanwhile
            del self._noted[user_id]

    def forget_member(self, user_id: int, guild_id: int | None) -> None:
        """The member's row was erased (bot/privacy): their next interaction is news
        (other processes hear of it from the erasure's announcement)."""
        if guild_id is None:  # a member's language belongs to no server
            self._noted.pop(user_id, None)
            self._rows.forget(user_id)

    def forget_everyone(self) -> None:
        self._noted.clear()
        self._rows_unheard()

    async def _row(self, user_id: int) -> str | None:
        return await self._rows.get(user_id, self._store.locale_of)

    def _rows_unheard(self) -> None:
        self._rows.drop(lambda _user: True)
