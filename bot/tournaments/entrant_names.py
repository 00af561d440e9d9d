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

from collections.abc import Callable, Iterable, Mapping

from bot.core.rated_levels import level_name, level_of
from bot.tournaments.storage.entrant_name_store import EntrantNameStore
from i18n import Words

MAX_NAME = 100
"""Characters kept of a name (Discord's are at most 32): a bound for what is stored."""


NameOf = Callable[[int], str]
"""A player's name, as an image draws it, from their user id."""


def name_getter(
    cached: Callable[[int], str | None], kept: Mapping[int, str], said: Words
) -> NameOf:
    """What an image calls a player (a standings table, a bracket): a member by the
    member cache's display name (`cached`), else by the one kept from their own
    interactions (`EntrantNames.of_entrants`), else by their id in the reader's words;
    the computer by its level, a forgotten member as a former member. A name is drawn,
    never put in a message's text."""

    def name_of(user_id: int) -> str:
        level = level_of(user_id)
        if level is not None:
            return said("ai-name", level=level_name(level))
        return (
            cached(user_id) or kept.get(user_id) or said("tourney-unknown-member", id=str(user_id))
        )

    return name_of


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

    def forget_member(self, user_id: int, guild_id: int | None) -> None:
        """The member's names were erased (bot/privacy): the ones seen go too."""
        for key in [key for key in self._seen if key[1] == user_id]:
            if guild_id in (None, key[0]):
                del self._seen[key]

    def forget_everyone(self) -> None:
        self._seen.clear()

    def forget_server(self, guild_id: int) -> None:
        """The server's rows were purged (bot/privacy)."""
        for key in [key for key in self._seen if key[0] == guild_id]:
            del self._seen[key]

    async def of_entrants(self, guild_id: int, user_ids: Iterable[int]) -> dict[int, str]:
        """The names of these entrants the server knows: the latest this process saw,
        else the kept one. A newer name seen than the one kept is written, only then, and
        only over a kept one: a member whose row is gone was erased (`/forget me`, maybe
        in another process whose news has not reached this one yet), and a name this
        process saw before that must not bring it back."""
        wanted = sorted(set(user_ids))
        if not wanted:
            return {}
        kept = await self._store.names_of(guild_id, wanted)
        seen = {
            user: self._seen[guild_id, user] for user in wanted if (guild_id, user) in self._seen
        }
        newer = {user: name for user, name in seen.items() if kept.get(user, name) != name}
        if newer:
            await self._store.refresh(guild_id, newer)
        return kept | seen


def _storable(name: str) -> str:
    """At most `MAX_NAME` characters, with any lone surrogate (which no database stores)
    replaced."""
    return name[:MAX_NAME].encode("utf-8", "replace").decode("utf-8")
