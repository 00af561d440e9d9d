"""Which language a public post in a channel is written in, and the moderators' choice
of it.

A channel's choice beats its server's, which beats the server's own Discord language
(its "preferred locale", set in the server's settings for its community); a server
without any reads English. Every board post asks, so a server's choices are kept in
memory once read, and dropped when a moderator changes them.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from bot.core.errors import InvalidRequest
from bot.languages.storage.language_store import ChosenLanguages, LanguageStore
from i18n import SHIPPED, Words, shipped_locale, words


class Source(StrEnum):
    """Where a channel's language comes from, strongest first."""

    CHANNEL = "channel"
    SERVER = "server"
    DISCORD = "discord"
    """Nobody chose: the server's Discord language (English when Discord gives none)."""


@dataclass(frozen=True, slots=True)
class Reading:
    """The language of a channel's public posts (a shipped locale) and why."""

    locale: str
    source: Source


class LanguageService:
    def __init__(self, store: LanguageStore, *, remember: bool = True) -> None:
        """`remember`: keep each server's choices once read. Off in a process that never
        changes them and so never hears of a change (the page process, bot/web/): it
        reads them each time."""
        self._store = store
        self._remember = remember
        self._chosen: dict[int, ChosenLanguages] = {}
        """One small entry per server that has posted since the start."""
        self._changes = 0
        """Counts the changes written, so a read that a change overtook is not kept."""

    async def channel_words(
        self, guild_id: int, channel_id: int | None, server_locale: str | None
    ) -> Words:
        """The words of a public post in `channel_id` (None: the server as a whole,
        e.g. a tournament's announcement) of server `guild_id`, whose Discord language
        is `server_locale`. A thread is read as its parent channel: pass the parent's id."""
        reading = await self.reading(guild_id, channel_id, server_locale)
        return words(reading.locale)

    async def reading(
        self, guild_id: int, channel_id: int | None, server_locale: str | None
    ) -> Reading:
        """The language `channel_words` uses, and where it comes from."""
        chosen = await self._chosen_in(guild_id)
        if channel_id in chosen.channels:
            return Reading(chosen.channels[channel_id], Source.CHANNEL)
        if chosen.server is not None:
            return Reading(chosen.server, Source.SERVER)
        return Reading(shipped_locale(server_locale), Source.DISCORD)

    async def choose(self, guild_id: int, channel_id: int | None, locale: str | None) -> None:
        """Make `locale` (a shipped one) the language of the server's public posts
        (`channel_id` None) or of one channel's; None forgets the choice, so the next
        one down applies again."""
        if locale is not None and locale not in SHIPPED:
            raise InvalidRequest("language-unknown", language=locale)
        await self._store.choose(guild_id, channel_id, locale)
        # After the write: a read that began before it may still bring the old choice
        # back, and seeing the count move, does not keep it.
        self._changes += 1
        self._chosen.pop(guild_id, None)

    def forget_server(self, guild_id: int) -> None:
        """The server's rows were purged (bot/privacy): its choices are gone."""
        self._changes += 1
        self._chosen.pop(guild_id, None)

    async def _chosen_in(self, guild_id: int) -> ChosenLanguages:
        cached = self._chosen.get(guild_id)
        if cached is not None:
            return cached
        changes = self._changes
        chosen = await self._store.chosen(guild_id)
        if changes == self._changes and self._remember:
            self._chosen[guild_id] = chosen
        return chosen
