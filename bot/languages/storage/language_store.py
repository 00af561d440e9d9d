"""The languages a server's moderators chose: the server's own choice and its channels'
choices, read together, since one board post needs at most both."""

from __future__ import annotations

from dataclasses import dataclass, field

from bot.core.storage.database import Database, Scope


@dataclass(frozen=True, slots=True)
class ChosenLanguages:
    """What a server chose: `server` for every channel without a choice of its own."""

    server: str | None = None
    channels: dict[int, str] = field(default_factory=dict)


class LanguageStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def chosen(self, guild_id: int) -> ChosenLanguages:
        server = await self._db.fetch_one(
            "SELECT locale FROM server_languages WHERE guild_id = ?", (guild_id,)
        )
        channels = await self._db.fetch_all(
            "SELECT channel_id, locale FROM channel_languages WHERE guild_id = ?", (guild_id,)
        )
        return ChosenLanguages(
            server=None if server is None else server["locale"],
            channels={row["channel_id"]: row["locale"] for row in channels},
        )

    async def choose(self, guild_id: int, channel_id: int | None, locale: str | None) -> None:
        """Set the server's choice (`channel_id` None) or a channel's; `locale` None
        removes it."""
        async with self._db.transaction(Scope.server(guild_id)) as conn:
            if channel_id is None and locale is None:
                await conn.execute("DELETE FROM server_languages WHERE guild_id = ?", (guild_id,))
            elif channel_id is None:
                await conn.execute(
                    "INSERT INTO server_languages (guild_id, locale) VALUES (?, ?)"
                    " ON CONFLICT (guild_id) DO UPDATE SET locale = excluded.locale",
                    (guild_id, locale),
                )
            elif locale is None:
                await conn.execute(
                    "DELETE FROM channel_languages WHERE guild_id = ? AND channel_id = ?",
                    (guild_id, channel_id),
                )
            else:
                await conn.execute(
                    "INSERT INTO channel_languages (guild_id, channel_id, locale)"
                    " VALUES (?, ?, ?)"
                    " ON CONFLICT (guild_id, channel_id) DO UPDATE SET locale = excluded.locale",
                    (guild_id, channel_id, locale),
                )
