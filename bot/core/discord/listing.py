"""A listing sent as one message (`/tournament list`, `/league list`, a tournament's
log): as many whole lines as fit, with room to spare under Discord's 2,000 characters."""

from __future__ import annotations

MESSAGE_LIMIT = 1900
"""Characters of a listing we send: a message holds 2,000."""


def fitting(lines: list[str]) -> list[str]:
    """The first of `lines` that fit in one message, with room to spare."""
    kept, length = [], 0
    for line in lines:
        length += len(line) + 1
        if length > MESSAGE_LIMIT:
            break
        kept.append(line)
    return kept
