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

from bot.core.storage.database import Hearing
from bot.notifications.storage.member_language_store import MemberLanguageStore

_UNKNOWN = object()


class MemberLanguages:
    def __init__(self, store: MemberLanguageStore) -> None:
        self._store = store
        self._known: dict[int, str | None] = {}
        self._changes = 0
        """Members forgotten so far: a read overlapping one is not kept."""
        self._hearing: Hearing = store.listen(self._changed, self._deaf)

    @property
    def hearing(self) -> bool:
        """Whether every process's change reaches this one now (so its memory is used)."""
        return self._hearing.hearing

    async def language_of(self, user_id: int) -> str | None:
        """The Discord locale tag the member last used (`"de"`, `"pt-BR"`), or None for
        a member never heard from (who reads the default, English)."""
        if user_id in self._known and self._hearing.hearing:
            return self._known[user_id]
        before = self._changes
        locale = await self._store.locale_of(user_id)
        if self._changes == before and self._hearing.hearing:
            self._known[user_id] = locale
        return locale

    def note(self, user_id: int, locale: str) -> bool:
        """Note the locale of the member's latest interaction in memory; whether it is
        news to this process (then `store` it)."""
        if self._known.get(user_id, _UNKNOWN) == locale and self._hearing.hearing:
            return False
        self._known[user_id] = locale
        return True

    def forget_member(self, user_id: int, guild_id: int | None) -> None:
        """The member's row was erased (bot/privacy): their next interaction is news
        (other processes hear of it from the erasure's announcement)."""
        if guild_id is None:  # a member's language belongs to no server
            self._changed(user_id)

    def forget_everyone(self) -> None:
        self._deaf()

    def _changed(self, user_id: int) -> None:
        self._changes += 1
        self._known.pop(user_id, None)

    def _deaf(self) -> None:
        self._changes += 1
        self._known.clear()

    async def store(self, user_id: int) -> None:
        """Write the member's noted locale unless the row holds it already."""
        locale = self._known.get(user_id)
        if locale is not None and await self._store.locale_of(user_id) != locale:
            await self._store.put(user_id, locale)
