"""Every game ships a rules page."""

from __future__ import annotations

import games
from bot.guide.discord.cog import rules_page


def test_every_game_has_a_rules_page():
    for game in games.all_games():
        assert game.title.split()[0] in rules_page(game)
