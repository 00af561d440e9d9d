"""Reading text that people typed: numbers in ASCII digits only, and short quotes of it.

Every reader of moves, positions, options and command lines goes through these helpers,
because Python's own tools are generous in ways a game must not be: `str.isdigit`, `\\d`
and `int` accept digits of other scripts ('²', '٣', '①' pass some and fail others with
a bare ValueError), `int` refuses more than 4,300 digits with a bare ValueError, and a
reason that quotes a 5,000-character input whole is useless to the player who reads it.
"""

from __future__ import annotations

import re

from i18n.message import Message

MOST_DIGITS = 18
"""The longest number any reader accepts: no square, cell, count or seed needs more, and
it stays far below the 4,300 digits at which `int` gives up."""

NUMBER = rf"[0-9]{{1,{MOST_DIGITS}}}"
"""A regular-expression fragment for one such number (where `\\d` would take any script)."""

QUOTE_LENGTH = 32
"""How much of a player's text a refusal quotes before cutting it short."""

_WHOLE_NUMBER = re.compile(NUMBER)


def whole_number(text: str) -> int | None:
    """`text` as a whole number when it is 1 to `MOST_DIGITS` ASCII digits, else None."""
    return int(text) if _WHOLE_NUMBER.fullmatch(text) else None


def quoted(text: str) -> str:
    """`text` in single quotes for a refusal, cut to `QUOTE_LENGTH` characters (then an
    ellipsis) and made `printable`, so the reason stays one short line."""
    excerpt = text if len(text) <= QUOTE_LENGTH else text[:QUOTE_LENGTH] + "…"
    return f"'{printable(excerpt)}'"


def unreadable(text: str, how: Message) -> Message:
    """The refusal of unreadable move `text`, ending in `how` moves are written: "'zz' is
    not a move: ...", or "no move given: ..." when nothing but spaces was typed (quoting
    '' would only puzzle)."""
    typed = text.strip()
    if not typed:
        return Message("game-no-move-given", how=how)
    return Message("game-not-a-move", move=quoted(typed), how=how)


def printable(text: str) -> str:
    """`text` with every character that cannot be shown on one line escaped as Python
    writes it (`\\n`, `\\t`, `\\udcff` for an undecodable command-line byte), so it can
    always be encoded, printed and sent, and never breaks a one-line message."""
    return "".join(char if char.isprintable() else repr(char)[1:-1] for char in text)
