"""`SettingsStore` on SQLite: one row per server that ever changed a setting."""

from __future__ import annotations

from bot.store.columns import from_json, to_json
from bot.store.database import Database
from bot.store.records import GuildSettings


class SqliteSettingsStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def get(self, guild_id: int) -> GuildSettings:
        row = await self._db.fetch_one(
            "SELECT * FROM guild_settings WHERE guild_id = ?", (guild_id,)
        )
        if row is None:
            return GuildSettings(guild_id)
        allowed = row["allowed_games"]
        return GuildSettings(
            guild_id=guild_id,
            allowed_games=None if allowed is None else tuple(from_json(allowed)),
            use_threads=bool(row["use_threads"]),
            moderator_role_id=row["moderator_role_id"],
            challenge_expiry_hours=row["challenge_expiry_hours"],
        )

    async def put(self, settings: GuildSettings) -> None:
        allowed = None if settings.allowed_games is None else to_json(list(settings.allowed_games))
        async with self._db.transaction() as conn:
            await conn.execute(
                "INSERT INTO guild_settings (guild_id, allowed_games, use_threads,"
                " moderator_role_id, challenge_expiry_hours) VALUES (?, ?, ?, ?, ?)"
                " ON CONFLICT (guild_id) DO UPDATE SET allowed_games = excluded.allowed_games,"
                " use_threads = excluded.use_threads,"
                " moderator_role_id = excluded.moderator_role_id,"
                " challenge_expiry_hours = excluded.challenge_expiry_hours",
                (
                    settings.guild_id,
                    allowed,
                    int(settings.use_threads),
                    settings.moderator_role_id,
                    settings.challenge_expiry_hours,
                ),
            )
