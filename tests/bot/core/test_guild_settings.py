"""Per-server settings: defaults, partial updates, refusals, and the default options of
a game that challenges start from."""

from __future__ import annotations

import pytest

from bot.core.errors import GameRefused, InvalidRequest
from bot.core.guild_settings import GuildSettingsService
from bot.core.records import GuildSettings
from bot.core.storage.guild_settings_store import SqlSettingsStore

pytestmark = pytest.mark.postgres


@pytest.fixture
def service(database):
    return GuildSettingsService(SqlSettingsStore(database))


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
    with pytest.raises(InvalidRequest, match="Unknown game chess"):
        await service.update(7, allowed_games=("chess",))
    with pytest.raises(InvalidRequest, match="1 to 168 hours"):
        await service.update(7, challenge_expiry_hours=0)
    assert await service.get(7) == GuildSettings(7)


async def test_game_defaults_are_set_per_game_and_kept_by_other_changes(service):
    await service.set_game_defaults(7, "draughtnauts", {"powerups": "random"})
    await service.set_game_defaults(7, "domination-cards", {"hand": "4", "deck": "tarot"})
    await service.set_game_defaults(7, "draughtnauts", {"powerups": "choose"})
    await service.update(7, use_threads=False)
    settings = await service.get(7)
    assert settings.game_defaults == {
        "draughtnauts": {"powerups": "choose"},
        "domination-cards": {"hand": "4", "deck": "tarot"},
    }
    assert not settings.use_threads
    assert (await service.get(8)).game_defaults == {}


async def test_empty_options_clear_one_games_defaults(service):
    await service.set_game_defaults(7, "draughtnauts", {"powerups": "random"})
    await service.set_game_defaults(7, "domination-grid", {"size": "8"})
    cleared = await service.set_game_defaults(7, "draughtnauts", {})
    assert cleared.game_defaults == {"domination-grid": {"size": "8"}}
    assert (await service.get(7)).game_defaults == {"domination-grid": {"size": "8"}}


async def test_defaults_the_game_refuses_are_refused_with_its_reason(service):
    with pytest.raises(GameRefused, match="option 'powerups': should be one of off, choose"):
        await service.set_game_defaults(7, "draughtnauts", {"powerups": "sometimes"})
    with pytest.raises(GameRefused, match="there is no option 'colour'; the options are"):
        await service.set_game_defaults(7, "draughtnauts", {"colour": "red"})
    with pytest.raises(InvalidRequest, match="Unknown game chess"):
        await service.set_game_defaults(7, "chess", {"variant": "960"})
    assert await service.get(7) == GuildSettings(7)


async def test_a_challengers_options_override_the_defaults_key_by_key(service):
    await service.set_game_defaults(7, "domination-cards", {"hand": "4", "deck": "tarot"})
    settings = await service.get(7)
    assert settings.options_for("domination-cards", {}) == {"hand": "4", "deck": "tarot"}
    assert settings.options_for("domination-cards", {"deck": "royals", "royal": "true"}) == {
        "hand": "4",
        "deck": "royals",
        "royal": "true",
    }
    assert settings.options_for("draughtnauts", {"powerups": "off"}) == {"powerups": "off"}
