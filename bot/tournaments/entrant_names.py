"""The display names of tournament entrants, kept by the bot itself.

The bracket and the standings name every player, but the bot asks Discord for no
members intent, so its member cache holds almost nobody: `guild.get_member` cannot name
them. So an entrant's display name is kept when they join (or are substituted in), and
refreshed from the interactions the bot receives from them. An interaction only notes
the name in memory (no database work while a member waits, nor after); the names are
read when a post is drawn, the latest seen winning over the kept one, and a newer name
is written then, so the next process knows it too.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.tournaments.storage.entrant_name_store import EntrantNameStore

MAX_NAME = 100
"""Characters kept of a name (Discord's are at most 32): a bound for what is stored."""


class EntrantNames:
    def __init__(self, store: EntrantNameStore) -> None:
        self._store = store
        self._seen: dict[tuple[int, int], str] = {}

    async def keep(self, guild_id: int, user_id: int, name: str) -> None:
        """The member entered a tournament of the server under `name`: keep it."""
        name = _storable(name)
        self._seen[guild_id, user_id] = name
        if await self._store.name_of(guild_id, user_id) != name:
            await self._store.put(guild_id, {user_id: name})

    def note(self, guild_id: int, user_id: int, name: str) -> None:
        """The member's latest interaction in the server showed `name` (memory only)."""
        self._seen[guild_id, user_id] = _storable(name)

    async def of_entrants(self, guild_id: int, user_ids: Iterable[int]) -> dict[int, str]:
        """The names of these entrants the server knows: the latest this process saw,
        else the kept one. A newer name seen than the one kept is written, only then."""
        wanted = sorted(set(user_ids))
        if not wanted:
            return {}
        kept = await self._store.names_of(guild_id, wanted)
        seen = {
            user: self._seen[guild_id, user] for user in wanted if (guild_id, user) in self._seen
        }
        newer = {user: name for user, name in seen.items() if kept.get(user) != name}
        if newer:
            await self._store.put(guild_id, newer)
        return kept | seen


def _storable(name: str) -> str:
    """At most `MAX_NAME` characters, with any lone surrogate (which no database stores)
    replaced."""
    return name[:MAX_NAME].encode("utf-8", "replace").decode("utf-8")
