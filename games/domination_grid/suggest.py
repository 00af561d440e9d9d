"""Autocomplete for whole turns, which are far too many to list.

The longest legal turn at the start of what the player typed is taken as settled; the
suggestions are that turn itself and every turn one step longer, kept when they match the
rest of the text. So `c2-c3 e` offers `c2-c3 e2-e3`, `c2-c3-` offers `c2-c3-c4`, and every
suggestion is a legal whole turn in canonical notation.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from games.contract import GameError
from games.domination_grid.move import MAX_STEPS, PASS, GridMove
from games.domination_grid.notation import tidy
from games.domination_grid.rules import move_units
from games.domination_grid.steps import open_steps

if TYPE_CHECKING:
    from games.domination_grid.state import GridState

_CUTS = re.compile(r"(?=[\s,;-])")


def suggest_turns(state: GridState, typed: str, limit: int) -> list[str]:
    settled, settled_text, rest = _longest_legal_start(state, tidy(typed))
    wanted = _squash(settled_text + rest)
    candidates = [(str(settled), str(settled)), *_one_step_longer(state, settled, settled_text)]
    found = [
        canonical
        for spelled, canonical in candidates
        if _squash(spelled).startswith(wanted) or _squash(canonical).startswith(wanted)
    ]
    return found[:limit]


def _longest_legal_start(state: GridState, text: str) -> tuple[GridMove, str, str]:
    """The longest legal turn that `text` begins with, its canonical text ("" when
    nothing was settled) and the rest of `text`."""
    cuts = sorted({len(text), *(m.start() for m in _CUTS.finditer(text))}, reverse=True)
    for cut in cuts:
        if not text[:cut].strip():
            break
        try:
            move = state.parse_move(text[:cut])
        except GameError:
            continue
        return move, str(move), text[cut:]
    return PASS, "", text


def _one_step_longer(
    state: GridState, settled: GridMove, settled_text: str
) -> list[tuple[str, str]]:
    """Every legal turn one step longer than `settled`: (as typed on, canonical)."""
    mover = state.to_move
    if mover is None or settled_text == str(PASS) or len(settled.steps) >= MAX_STEPS:
        return []
    cells = bytearray(state.cells)
    move_units(cells, settled, mover, state.board)
    names = state.board.names
    longer = []
    for cell, target in open_steps(cells, mover, state.board):
        step = (names[cell], names[target])
        spelled = f"{settled_text} {step[0]}-{step[1]}".lstrip()
        longer.append((spelled, str(GridMove((*settled.paths, step)))))
    return sorted(longer, key=lambda pair: pair[1])


def _squash(text: str) -> str:
    return "".join(text.split())
