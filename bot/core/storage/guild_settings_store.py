"""`SettingsStore` in SQL: one row per server that ever changed a setting, and one
row per game it set default options for, read and written together as one record."""

from __future__ import annotations

from bot.core.records import GuildSettings
from bot.core.storage.columns import from_json, to_json
from bot.core.storage.database import Database, Scope


class SqlSettingsStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def get(self, guild_id: int) -> GuildSettings:
        async with self._db.reading() as conn:
            async with conn.execute(
                "SELECT * FROM guild_settings WHERE guild_id = ?", (guild_id,)
            ) as cursor:
                row = await cursor.fetchone()
            async with conn.execute(
                "SELECT game_id, options FROM guild_game_defaults WHERE guild_id = ?",
                (guild_id,),
            ) as cursor:
                defaults = {
                    game_id: from_json(options) for game_id, options in await cursor.fetchall()
                }
        if row is None:
            return GuildSettings(guild_id, game_defaults=defaults)
        allowed = row["allowed_games"]
        return GuildSettings(
            guild_id=guild_id,
            allowed_games=None if allowed is None else tuple(from_json(allowed)),
            use_threads=bool(row["use_threads"]),
            moderator_role_id=row["moderator_role_id"],
            challenge_expiry_hours=row["challenge_expiry_hours"],
            game_defaults=defaults,
        )

    async def put(self, settings: GuildSettings) -> None:
        allowed = None if settings.allowed_games is None else to_json(list(settings.allowed_games))
        async with self._db.transaction(Scope.server(settings.guild_id)) as conn:
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
            await conn.execute(
                "DELETE FROM guild_game_defaults WHERE guild_id = ?", (settings.guild_id,)
            )
            await conn.executemany(
                "INSERT INTO guild_game_defaults (guild_id, game_id, options) VALUES (?, ?, ?)",
                [
                    (settings.guild_id, game_id, to_json(dict(options)))
                    for game_id, options in settings.game_defaults.items()
                ],
            )
