"""Per-server settings as a use case: read them, and change them with validation so a
moderator's typo is refused with a reason instead of stored."""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import games
from bot.service.errors import InvalidRequest
from bot.store.protocols import SettingsStore
from bot.store.records import GuildSettings

MAX_EXPIRY_HOURS = 24 * 7


class GuildSettingsService:
    def __init__(self, store: SettingsStore) -> None:
        self._store = store

    async def get(self, guild_id: int) -> GuildSettings:
        return await self._store.get(guild_id)

    async def update(self, guild_id: int, **changes: Any) -> GuildSettings:
        """Change the given fields of `GuildSettings`, keep the rest."""
        allowed = changes.get("allowed_games")
        if allowed is not None:
            unknown = [game_id for game_id in allowed if game_id not in games.GAME_IDS]
            if unknown:
                raise InvalidRequest(
                    f"unknown game {', '.join(unknown)} (games: {', '.join(games.GAME_IDS)})"
                )
        hours = changes.get("challenge_expiry_hours")
        if hours is not None and not 1 <= hours <= MAX_EXPIRY_HOURS:
            raise InvalidRequest(f"challenges can expire after 1 to {MAX_EXPIRY_HOURS} hours")
        updated = replace(await self._store.get(guild_id), **changes)
        await self._store.put(updated)
        return updated
