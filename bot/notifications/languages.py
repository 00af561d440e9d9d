"""The language each member reads: the Discord locale of their latest interaction.

A direct message (a reminder, the daily digest) is sent when the member is not talking
to the bot, so there is no interaction to take their language from: it is the one they
last used here, remembered on every interaction. Remembering is cheap: what this
process has seen is kept in memory (`note`, no database at all), so a member's
hundredth move touches nothing; the row is read once per member and process, and
written only when it changes (`store`, which the caller runs after the answer).
"""

from __future__ import annotations

from bot.notifications.storage.member_language_store import MemberLanguageStore

_UNKNOWN = object()


class MemberLanguages:
    def __init__(self, store: MemberLanguageStore) -> None:
        self._store = store
        self._known: dict[int, str | None] = {}

    async def language_of(self, user_id: int) -> str | None:
        """The Discord locale tag the member last used (`"de"`, `"pt-BR"`), or None for
        a member never heard from (who reads the default, English)."""
        if user_id not in self._known:
            self._known[user_id] = await self._store.locale_of(user_id)
        return self._known[user_id]

    def note(self, user_id: int, locale: str) -> bool:
        """Note the locale of the member's latest interaction in memory; whether it is
        news to this process (then `store` it)."""
        if self._known.get(user_id, _UNKNOWN) == locale:
            return False
        self._known[user_id] = locale
        return True

    def forget_member(self, user_id: int, guild_id: int | None) -> None:
        """The member's row was erased (bot/privacy): their next interaction is news."""
        if guild_id is None:  # a member's language belongs to no server
            self._known.pop(user_id, None)

    async def store(self, user_id: int) -> None:
        """Write the member's noted locale unless the row holds it already."""
        locale = self._known.get(user_id)
        if locale is not None and await self._store.locale_of(user_id) != locale:
            await self._store.put(user_id, locale)
