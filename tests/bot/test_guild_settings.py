"""Per-server settings: defaults, partial updates, refusals."""

from __future__ import annotations

import pytest

from bot.service.errors import InvalidRequest
from bot.service.guild_settings import GuildSettingsService
from bot.store import SqliteSettingsStore
from bot.store.records import GuildSettings


@pytest.fixture
def service(database):
    return GuildSettingsService(SqliteSettingsStore(database))


async def test_a_server_that_changed_nothing_has_the_defaults(service):
    assert await service.get(7) == GuildSettings(7)


async def test_an_update_changes_only_the_given_fields(service):
    await service.update(7, allowed_games=("draughtnauts",), moderator_role_id=99)
    await service.update(7, use_threads=False)
    assert await service.get(7) == GuildSettings(
        7, allowed_games=("draughtnauts",), use_threads=False, moderator_role_id=99
    )
    assert await service.get(8) == GuildSettings(8)


async def test_all_games_again_after_a_limit(service):
    await service.update(7, allowed_games=("draagostat",))
    await service.update(7, allowed_games=None)
    assert (await service.get(7)).allowed_games is None


async def test_unknown_games_and_odd_expiry_times_are_refused(service):
    with pytest.raises(InvalidRequest, match="unknown game chess"):
        await service.update(7, allowed_games=("chess",))
    with pytest.raises(InvalidRequest, match="1 to 168 hours"):
        await service.update(7, challenge_expiry_hours=0)
    assert await service.get(7) == GuildSettings(7)
