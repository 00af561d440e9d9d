"""Every game's rules page exists in every shipped language (`RULES.<locale>.md` beside
the English `RULES.md`), and each translation keeps the English page's structure: the
same headings, the same tables, the same notation examples and position texts (which
are never translated), the same diagram."""

from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

import games
from i18n import ENGLISH, SHIPPED

TRANSLATED = [locale for locale in SHIPPED if locale != ENGLISH]


def rules_path(game: games.Game, locale: str) -> Path:
    """`RULES.md` in the game's package for English, `RULES.<locale>.md` beside it."""
    folder = Path(games.__file__).parent / game.id.replace("-", "_")
    return folder / ("RULES.md" if locale == ENGLISH else f"RULES.{locale}.md")


def _english(game: games.Game) -> str:
    return rules_path(game, ENGLISH).read_text(encoding="utf-8")


def _structure(page: str) -> dict[str, object]:
    """What a translation must keep: heading levels in order, the shape of each table
    (rows and columns), every code span and indented code line, and the images."""
    lines = page.splitlines()
    return {
        "headings": [len(line) - len(line.lstrip("#")) for line in lines if line.startswith("#")],
        "tables": [line.count("|") for line in lines if line.startswith("|")],
        "code": Counter(re.findall(r"`([^`]+)`", page)),
        "blocks": _code_blocks(lines),
        "images": re.findall(r"!\[[^\]]*\]\(([^)]+)\)", page),
    }


def _code_blocks(lines: list[str]) -> list[str]:
    """The lines of indented code blocks (position texts): indented by four spaces and
    following a blank line or another such line, unlike a list item's continuation."""
    found: list[str] = []
    previous = ""
    for line in lines:
        if line.startswith("    ") and (not previous.strip() or previous in found):
            found.append(line)
        previous = line
    return found


@pytest.mark.parametrize("locale", TRANSLATED)
@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_every_rules_page_is_translated_with_the_same_structure(game_id: str, locale: str) -> None:
    game = games.get(game_id)
    path = rules_path(game, locale)
    assert path.name == f"RULES.{locale}.md" and path.exists(), f"{path} is missing"
    translated = path.read_text(encoding="utf-8")
    english = _english(game)
    assert translated != english
    want, got = _structure(english), _structure(translated)
    for part in want:
        assert got[part] == want[part], f"{path.name}: {part} differ from the English page"


def test_only_shipped_languages_have_pages() -> None:
    for game in games.all_games():
        folder = rules_path(game, ENGLISH).parent
        pages = {path.name for path in folder.glob("RULES*.md")}
        assert pages == {rules_path(game, locale).name for locale in SHIPPED}
