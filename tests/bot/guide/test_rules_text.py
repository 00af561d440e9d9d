"""A rules page split for Discord: parts within the limit, blocks never cut between
parts (a code block would lose its fence), lists kept together line by line."""

from __future__ import annotations

from bot.guide.rules_text import for_discord

PAGE = """# Game

![diagram](diagram.png)

First paragraph, written over
two lines.

## Moves

- one item
  that goes on
- another item

| Turn | Written |
|---|---|
| step | `11-15` |
| long capture | `22x15x6` |

    a position text
"""


def test_the_page_reads_as_discord_text():
    page = for_discord(PAGE, 4000)
    assert page.title == "Game"
    assert page.parts == [
        "First paragraph, written over two lines.\n\n**Moves**\n\n"
        "- one item that goes on\n- another item\n\n"
        "```\nTurn          Written\nstep          11-15\nlong capture  22x15x6\n```\n\n"
        "```\na position text\n```"
    ]


def test_parts_keep_within_the_limit_and_blocks_whole():
    page = for_discord("\n\n".join(f"Paragraph {n} " + "word " * 12 for n in range(30)), 200)
    assert len(page.parts) > 1
    assert all(len(part) <= 200 for part in page.parts)
    for part in page.parts:
        assert all(block.startswith("Paragraph") for block in part.split("\n\n"))
