"""The board message offers "Show my hand" exactly where players hold secrets."""

from __future__ import annotations

import pytest

import games
from bot.core.discord.board_post import has_private_hands


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_only_the_card_game_has_private_hands(game_id: str) -> None:
    state = games.get(game_id).start(seed=1)
    assert has_private_hands(state) is (game_id == "domination-cards")
