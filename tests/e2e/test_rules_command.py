"""`/rules` shows each game's page as Discord shows text, not the page's source: the
title once (as the embed's title), no image markup (the diagram is attached), each
paragraph in one piece, tables as aligned rows in a code block, and the whole page over
as many embeds as Discord's limits need. For every game in every shipped language."""

from __future__ import annotations

import re

import pytest

import games
from bot.guide.discord.cog import rules_page
from i18n import SHIPPED

EMBED_DESCRIPTION_LIMIT = 4096
MESSAGE_EMBEDS_LIMIT = 6000
CODE = re.compile(r"```\n(.*?)\n```", re.DOTALL)


def plain(cell: str) -> str:
    return cell.replace("`", "").replace("**", "").strip()


def table_rows(source: str) -> list[list[str]]:
    """The cells of every table row of the source page, separator rows left out."""
    rows = [line.strip().strip("|").split("|") for line in source.splitlines()]
    return [
        [plain(cell) for cell in row]
        for line, row in zip(source.splitlines(), rows, strict=True)
        if line.startswith("|") and not set(line) <= set("|-: ")
    ]


def paragraphs(source: str) -> list[str]:
    """The source's plain paragraphs (no heading, list, table, image or code), each
    joined into one line as a reader sees it."""
    structural = re.compile(r"\s*([#|!-]|\d+\.|    |```)")
    found = []
    for block in re.split(r"\n\s*\n", source):
        lines = block.splitlines()
        if lines and not structural.match(lines[0]):
            own = next((i for i, line in enumerate(lines) if structural.match(line)), None)
            found.append(" ".join(line.strip() for line in lines[:own]))
    return found


@pytest.mark.parametrize("locale", SHIPPED)
@pytest.mark.parametrize("game_id", games.GAME_IDS)
async def test_the_rules_page_reads_as_discord_text(  # noqa: PLR0917 (fixtures)
    env, lobby, alice, member_locale, game_id, locale
):
    member_locale.tag = locale
    answer = await alice.slash(lobby, "rules", game=game_id)
    messages = [m for m in [answer.response, *answer.followups] if m is not None and m.embeds]
    source = rules_page(games.get(game_id), locale)
    title = source.splitlines()[0].removeprefix("# ")

    assert all(m.ephemeral for m in messages)
    assert messages[0].embeds[0].title == title
    assert messages[0].embeds[0].image.url.endswith("start.png")
    assert [a.filename for a in messages[0].attachments] == ["start.png"]
    for message in messages:
        sizes = [len(e.title or "") + len(e.description or "") for e in message.embeds]
        assert sum(sizes) <= MESSAGE_EMBEDS_LIMIT
        assert all(len(e.description or "") <= EMBED_DESCRIPTION_LIMIT for e in message.embeds)
    text = "\n\n".join(e.description for m in messages for e in m.embeds)
    assert "![" not in text and "diagram.png" not in text
    assert f"# {title}" not in text
    assert not any(line.startswith("|") for line in text.splitlines())
    for paragraph in paragraphs(source):
        assert paragraph in text
    code_lines = [line for block in CODE.findall(text) for line in block.splitlines()]
    for row in table_rows(source):
        assert any(re.search(r"\s{2,}".join(map(re.escape, row)), line) for line in code_lines), row
