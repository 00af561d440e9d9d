"""Reading a typed move: the canonical notation of RULES.md, spaces and case forgiven.

"bb2 - b3", "Bb2-B3" and "Bb2-b3" all read as the same step. Whether the move is legal
is not decided here but by `rules.perform`, so a readable move that the rules forbid gets
the rule's reason rather than a complaint about its spelling.
"""

from __future__ import annotations

import re

from games.contract import InvalidNotation, Move
from games.draagostat.geometry import index
from games.draagostat.moves import Attack, Build, BuildSign, Carry, PieceLetter, Rescue, Step
from games.typed_text import unreadable
from i18n.message import Message

_PIECES: dict[str, PieceLetter] = {"b": "B", "d": "D"}
_SIGNS: dict[str, BuildSign] = {"+": "+", "-": "-", "#": "#"}

_SQ = r"([a-d][1-4])"

_STEP = re.compile(rf"([bd]){_SQ}-{_SQ}")
_ATTACK = re.compile(rf"([bd]){_SQ}x{_SQ}>{_SQ}")
_RESCUE = re.compile(rf"d{_SQ}-{_SQ}\*{_SQ}")
_RESCUE_ATTACK = re.compile(rf"d{_SQ}x{_SQ}\*{_SQ}>{_SQ}")
_BUILD = re.compile(rf"([-+#]){_SQ}")
_CARRY = re.compile(rf"b{_SQ}\^{_SQ}")


def parse(text: str) -> Move:
    """The move `text` spells; `InvalidNotation` if it spells none."""
    squashed = "".join(text.split()).lower()
    if match := _STEP.fullmatch(squashed):
        piece, origin, target = match.groups()
        return Step(_PIECES[piece], index(origin), index(target))
    if match := _ATTACK.fullmatch(squashed):
        piece, origin, target, destination = match.groups()
        return Attack(_PIECES[piece], index(origin), index(target), index(destination))
    if match := _RESCUE.fullmatch(squashed):
        return Rescue(*(index(s) for s in match.groups()))
    if match := _RESCUE_ATTACK.fullmatch(squashed):
        return Rescue(*(index(s) for s in match.groups()))
    if match := _BUILD.fullmatch(squashed):
        sign, square = match.groups()
        return Build(_SIGNS[sign], index(square))
    if match := _CARRY.fullmatch(squashed):
        return Carry(*(index(s) for s in match.groups()))
    raise InvalidNotation(unreadable(text, Message("game-draagostat-how-to-write")))
