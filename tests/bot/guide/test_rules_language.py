"""`/rules` sends the page in the member's own language: its translation beside the
English page for a shipped language, the English page for any other."""

from __future__ import annotations

from pathlib import Path

import pytest

import games
from bot.guide.discord.cog import rules_page


def _page(game: games.Game, name: str) -> str:
    folder = Path(games.__file__).parent / game.id.replace("-", "_")
    return (folder / name).read_text(encoding="utf-8")


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_a_member_reads_the_page_in_their_language_and_english_otherwise(game_id: str) -> None:
    game = games.get(game_id)
    assert rules_page(game, "de") == _page(game, "RULES.de.md")
    assert rules_page(game, "pt-BR") == _page(game, "RULES.pt-BR.md")
    assert rules_page(game, "es-419") == _page(game, "RULES.es.md")
    assert rules_page(game, "ru") == _page(game, "RULES.ru.md")
    assert rules_page(game, "ja") == _page(game, "RULES.md") == rules_page(game, None)
