"""A member's premoves in words, for their eyes only (every answer is private)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.premoves.service import Added
from bot.premoves.tree import Line
from i18n import Words

HINT = "?"
"""The value of the autocomplete line that says why nothing can be queued: no move of
any game begins with it, and a line sent with it gets the refusal itself."""
LIST_LIMIT = 1700
"""How much of the list one private message shows (Discord's limit is 2,000)."""


def line_text(line: Line) -> str:
    return "; ".join(line)


def added_text(added: Added, said: Words) -> str:
    return said("premove-added", line=line_text(added.line), lines=added.lines)


def listed(lines: Sequence[Line], said: Words) -> str:
    """The numbered lines, as many as fit, and how many more there are."""
    if not lines:
        return said("premove-list-empty")
    shown: list[str] = []
    size = 0
    for number, line in enumerate(lines, start=1):
        row = f"{number}. {line_text(line)}"
        if size + len(row) > LIST_LIMIT:
            break
        shown.append(row)
        size += len(row) + 1
    text = said("premove-list", lines=len(lines)) + "\n```\n" + "\n".join(shown) + "\n```"
    if len(shown) < len(lines):
        text += "\n" + said("premove-list-more", lines=len(lines) - len(shown))
    return text
