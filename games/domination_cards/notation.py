"""Reading moves typed by players: case, spaces and brackets are forgiven, and a
conquest's anchor may be left out.

The reader checks spelling only; whether a move is allowed is for `rules`. Leaving out
the anchor (`C7>2,0`) is safe because every anchor that fits leads to the same position:
the caller's `anchor_for` picks one and the history stores the full canonical form.
"""

from __future__ import annotations

import re
from collections.abc import Callable

from games.contract import InvalidNotation
from games.domination_cards.cards import Card, Pack
from games.domination_cards.moves import Blitz, CardsMove, Conquer, Explore, Fortify
from games.domination_cards.table import Cell
from games.typed_text import NUMBER, unreadable
from i18n.message import Message

AnchorChooser = Callable[[Card, Cell], Cell]
"""Given the first card and the target of a conquest, the anchor to use (or raise)."""

_CELL = rf"(-?{NUMBER}),(-?{NUMBER})"
_PLACEMENT = re.compile(rf"([EF])(\w+)@{_CELL}")
_CONQUEST = re.compile(rf"C(\w+)(?::{_CELL})?>{_CELL}")
_BLITZ = re.compile(rf"(\w+)>{_CELL}")


def normalize(text: str) -> str:
    """The canonical shape of what was typed: upper case, no brackets, no spaces around
    punctuation, blitz steps separated by one space (`;` is accepted too)."""
    text = " ".join(text.replace("(", " ").replace(")", " ").upper().split())
    text = re.sub(r"\s*([:>,@;])\s*", r"\1", text)
    text = re.sub(r"^([ECF]) ", r"\1", text)
    return text.replace(";", " ").strip()


def read_move(text: str, pack: Pack, anchor_for: AnchorChooser) -> CardsMove:
    """The move `text` spells; raises `InvalidNotation` when it spells none."""
    written = normalize(text)
    if placement := _PLACEMENT.fullmatch(written):
        kind, token, x, y = placement.groups()
        cell = (int(x), int(y))
        card = pack.read(token)
        return Explore(card, cell) if kind == "E" else Fortify(card, cell)
    head, *steps = written.split(" ")
    conquest = _CONQUEST.fullmatch(head)
    blitz = [_BLITZ.fullmatch(step) for step in steps]
    if conquest is None or not all(blitz):
        raise InvalidNotation(unreadable(text, Message("game-cards-how-to-write")))
    token, ax, ay, tx, ty = conquest.groups()
    card, target = pack.read(token), (int(tx), int(ty))
    anchor = anchor_for(card, target) if ax is None else (int(ax), int(ay))
    return Conquer(
        card,
        anchor,
        target,
        tuple(Blitz(pack.read(m[1]), (int(m[2]), int(m[3]))) for m in blitz if m),
    )
