"""The draw rules' memory as text, for the state's snapshot.

Repetition and the forty-move rule look at every position since the last irreversible
turn (`draws.py`), and PDN FEN has no field for them: a match read back from its FEN
alone would miss a threefold repetition or count eighty quiet plies from zero. So
`State.snapshot` appends one more field, `R`, listing those earlier positions oldest
first (the current one is the FEN itself):

    B:W18,K30:B1,K5:R0000000020000000040000000001,...

Each entry is the three bitboards (dark, light, kings: 35 bits with the engine's padding
squares) as 9 hexadecimal digits each, the seat to move (0 Dark, 1 Light), then the
power-ups held as square and letters (`30SC5T`). Power-ups lying unclaimed are not
written: a turn that changes them is irreversible, so every position of the window has
the current ones. An entry is some 30 characters and the window at most eighty positions
long, so the field stays under 3 KB.
"""

from __future__ import annotations

import re

from games.contract import InvalidPosition
from games.draughtnauts.draws import QUIET_PLY_LIMIT, Key
from games.typed_text import quoted
from i18n.message import Message

MARK = "R"

_SQUARE = r"(?:[1-9]|[12][0-9]|3[0-2])"
_ENTRY = re.compile(rf"[0-9a-f]{{27}}[01](?:{_SQUARE}[SHCT]{{1,2}})*")
_HELD = re.compile(r"([0-9]{1,2})([SHCT]{1,2})")


def write(earlier: tuple[Key, ...]) -> str:
    """The `R` field for the window's positions before the current one ("" for none)."""
    if not earlier:
        return ""
    return MARK + ",".join(_entry(key) for key in earlier)


def read(body: str, unclaimed: tuple[tuple[int, str], ...]) -> tuple[Key, ...]:
    """The earlier positions an `R` field's `body` lists (the field without its mark);
    `unclaimed` is the current position's. InvalidPosition for anything `write` could not
    have written."""
    entries = body.split(",")
    if len(entries) > QUIET_PLY_LIMIT or not all(_ENTRY.fullmatch(e) for e in entries):
        raise InvalidPosition(
            Message("game-draughtnauts-position-field", field=quoted(MARK + body))
        )
    return tuple(_key(entry, unclaimed) for entry in entries)


def _entry(key: Key) -> str:
    dark, light, kings, seat, held, _unclaimed = key
    return f"{dark:09x}{light:09x}{kings:09x}{seat}" + "".join(f"{s}{p}" for s, p in held)


def _key(entry: str, unclaimed: tuple[tuple[int, str], ...]) -> Key:
    dark, light, kings = (int(entry[i : i + 9], 16) for i in (0, 9, 18))
    held = tuple((int(square), letters) for square, letters in _HELD.findall(entry[28:]))
    return (dark, light, kings, int(entry[27]), held, unclaimed)
