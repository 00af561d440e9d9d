"""Fitting a rules page into one embed."""

from __future__ import annotations

import games
from bot.guide.cog import excerpt, rules_page


def test_a_short_page_is_kept_whole():
    assert excerpt("one\n\ntwo", 100) == "one\n\ntwo"


def test_a_long_page_is_cut_between_paragraphs_with_a_pointer():
    text = "\n\n".join(["a" * 30, "b" * 30, "c" * 30])
    cut = excerpt(text, 80)
    assert cut == "a" * 30 + "\n\n*(The full rules are in the attached file.)*"


def test_every_game_has_a_rules_page():
    for game in games.all_games():
        assert game.title.split()[0] in rules_page(game)
