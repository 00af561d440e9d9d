"""The display names of tournament entrants, kept by the bot itself.

The bracket and the standings name every player, but the bot asks Discord for no
members intent, so its member cache holds almost nobody: `guild.get_member` cannot name
them. So an entrant's display name is kept when they join (or are substituted in), and
refreshed from the interactions the bot receives from them. Refreshing is cheap, as for
languages (`bot/notifications/languages.py`): what this process has seen is noted in
memory, and only a name that is news to it is looked up; the row is written only when
it exists (the member entered a tournament) and differs.
"""

from __future__ import annotations

from collections.abc import Iterable

from bot.core.database import Database

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
        if await self._stored(guild_id, user_id) == name:
            return
        async with self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO entrant_names (guild_id, user_id, display_name) VALUES (?, ?, ?)"
                " ON CONFLICT (guild_id, user_id) DO UPDATE"
                " SET display_name = excluded.display_name",
                (guild_id, user_id, name),
            )

    def note(self, guild_id: int, user_id: int, name: str) -> bool:
        """The member's latest interaction showed `name`; whether that is news to this
        process (then `refresh` it, after the answer)."""
        name = _storable(name)
        if self._seen.get((guild_id, user_id)) == name:
            return False
        self._seen[guild_id, user_id] = name
        return True

    async def refresh(self, guild_id: int, user_id: int) -> None:
        """Write the noted name over an entrant's older one; nothing for a member who
        never entered a tournament here."""
        name = self._seen.get((guild_id, user_id))
        stored = await self._stored(guild_id, user_id)
        if name is None or stored is None or stored == name:
            return
        async with self._db.transaction() as conn:
            await conn.execute(
                "UPDATE entrant_names SET display_name = ? WHERE guild_id = ? AND user_id = ?",
                (name, guild_id, user_id),
            )

    async def names(self, guild_id: int, user_ids: Iterable[int]) -> dict[int, str]:
        """The kept names of those of `user_ids` the server knows a name for."""
        wanted = sorted(set(user_ids))
        if not wanted:
            return {}
        marks = ", ".join("?" for _ in wanted)
        rows = await self._db.fetch_all(
            "SELECT user_id, display_name FROM entrant_names"
            f" WHERE guild_id = ? AND user_id IN ({marks})",
            (guild_id, *wanted),
        )
        return {row[0]: row[1] for row in rows}

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
