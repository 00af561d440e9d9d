"""Per-server settings as a use case: read them, and change them with validation so a
moderator's typo is refused with a reason instead of stored."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import replace
from typing import Any

import games
from bot.core.errors import InvalidRequest
from bot.core.match_terms import member_options
from bot.core.protocols import SettingsStore
from bot.core.records import GuildSettings

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
            _refuse_unknown_games(allowed)
        hours = changes.get("challenge_expiry_hours")
        if hours is not None and not 1 <= hours <= MAX_EXPIRY_HOURS:
            raise InvalidRequest("settings-expiry-range", hours=MAX_EXPIRY_HOURS)
        _refuse_invalid_defaults(changes.get("game_defaults", {}))
        updated = replace(await self._store.get(guild_id), **changes)
        await self._store.put(updated)
        return updated

    async def set_game_defaults(
        self, guild_id: int, game_id: str, options: Mapping[str, str]
    ) -> GuildSettings:
        """Make `options` what challenges to `game_id` here start from; none clears them.
        The other games' defaults stay as they are."""
        current = (await self._store.get(guild_id)).game_defaults
        defaults = {game: chosen for game, chosen in current.items() if game != game_id}
        if options:
            defaults[game_id] = dict(options)
        return await self.update(guild_id, game_defaults=defaults)


def _refuse_unknown_games(game_ids: Iterable[str]) -> None:
    unknown = [game_id for game_id in game_ids if game_id not in games.GAME_IDS]
    if unknown:
        raise InvalidRequest(
            "settings-unknown-games", games=", ".join(unknown), known=", ".join(games.GAME_IDS)
        )


def _refuse_invalid_defaults(game_defaults: Mapping[str, Mapping[str, str]]) -> None:
    """Every game's defaults must be options its engine accepts on their own, so a
    challenge that gives no options of its own can never be refused for them."""
    _refuse_unknown_games(game_defaults)
    for game_id, options in game_defaults.items():
        member_options(games.get(game_id), options)
