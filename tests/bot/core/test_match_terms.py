"""`checked_terms`: the checks every member-started match goes through."""

from __future__ import annotations

import pytest

import games
from bot.core.errors import GameRefused, NotPermitted
from bot.core.match_terms import checked_terms
from bot.core.records import GuildSettings

DRAUGHTS = games.get("draughtnauts")


def test_the_members_options_replace_the_servers_defaults_key_by_key():
    settings = GuildSettings(1, game_defaults={"draughtnauts": {"powerups": "random"}})
    assert checked_terms(settings, DRAUGHTS, {}, "dark").options.to_json()["powerups"] == "random"
    chosen = checked_terms(settings, DRAUGHTS, {"powerups": "choose"}, None)
    assert chosen.options.to_json()["powerups"] == "choose"


def test_a_seat_is_named_in_any_case():
    assert checked_terms(GuildSettings(1), DRAUGHTS, {}, " Dark ").seat == "dark"
    assert checked_terms(GuildSettings(1), DRAUGHTS, {}, None).seat is None


@pytest.mark.parametrize(
    ("settings", "options", "seat", "refusal"),
    [
        (GuildSettings(1, allowed_games=("draagostat",)), {}, None, NotPermitted),
        (GuildSettings(1), {"powerups": "x" * 5000}, None, GameRefused),
        (GuildSettings(1), {}, "north", GameRefused),
    ],
)
def test_refusals(settings, options, seat, refusal):
    with pytest.raises(refusal) as refused:
        checked_terms(settings, DRAUGHTS, options, seat)
    assert len(refused.value.reason) < 300
