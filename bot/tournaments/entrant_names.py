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

from bot.core.database import Database, Scope

MAX_NAME = 100
"""Characters kept of a name (Discord's are at most 32): a bound for what is stored."""


class EntrantNames:
    def __init__(self, database: Database) -> None:
        self._db = database
        self._seen: dict[tuple[int, int], str] = {}

    async def keep(self, guild_id: int, user_id: int, name: str) -> None:
        """The member entered a tournament of the server under `name`: keep it."""
        name = _storable(name)
        self._seen[guild_id, user_id] = name
        if await self._stored(guild_id, user_id) != name:
            await self._write(guild_id, user_id, name)

    async def _write(self, guild_id: int, user_id: int, name: str) -> None:
        async with self._db.transaction(Scope.rows_only()) as conn:
            await conn.execute(
                "INSERT INTO entrant_names (guild_id, user_id, display_name) VALUES (?, ?, ?)"
                " ON CONFLICT (guild_id, user_id) DO UPDATE"
                " SET display_name = excluded.display_name",
                (guild_id, user_id, name),
            )

    def note(self, guild_id: int, user_id: int, name: str) -> None:
        """The member's latest interaction in the server showed `name` (memory only)."""
        self._seen[guild_id, user_id] = _storable(name)

    async def of_entrants(self, guild_id: int, user_ids: Iterable[int]) -> dict[int, str]:
        """The names of these entrants the server knows: the latest this process saw,
        else the kept one. A newer name seen than the one kept is written, only then."""
        wanted = sorted(set(user_ids))
        if not wanted:
            return {}
        marks = ", ".join("?" for _ in wanted)
        rows = await self._db.fetch_all(
            "SELECT user_id, display_name FROM entrant_names"
            f" WHERE guild_id = ? AND user_id IN ({marks})",
            (guild_id, *wanted),
        )
        kept = {row[0]: row[1] for row in rows}
        seen = {
            user: self._seen[guild_id, user] for user in wanted if (guild_id, user) in self._seen
        }
        for user, name in seen.items():
            if kept.get(user) != name:
                await self._write(guild_id, user, name)
        return kept | seen

    async def _stored(self, guild_id: int, user_id: int) -> str | None:
        row = await self._db.fetch_one(
            "SELECT display_name FROM entrant_names WHERE guild_id = ? AND user_id = ?",
            (guild_id, user_id),
        )
        return None if row is None else row[0]


def _storable(name: str) -> str:
    """At most `MAX_NAME` characters, with any lone surrogate (which no database stores)
    replaced."""
    return name[:MAX_NAME].encode("utf-8", "replace").decode("utf-8")
