"""Why a readable move is not legal, in words a player can act on.

Only called once a move has failed to match any legal move, so it may be slow and
thorough: it walks the rules in the order a referee would check them and names the
first one the move breaks.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from games.draughtnauts.board import between, cell, neighbours
from games.draughtnauts.layout import SEATS, Layout
from games.draughtnauts.moves import Jump, Move
from games.draughtnauts.notation import Written

POWERUP_NAMES = {"S": "Sword", "H": "Shield", "C": "Cannon", "T": "Teleporter"}


def reason(
    layout: Layout, seat: int, setting_up: bool, legal: Sequence[Move], written: Written
) -> str:
    if setting_up:
        return f"{SEATS[seat]} must first place its power-ups, e.g. 'setup SHCT'"
    if written.kind == "setup":
        return "power-ups are placed only in the setup phase, before the first move"
    origin = written.parts[0][0]
    owner = layout.owner_at(origin)
    if owner is None:
        return f"square {origin} is empty"
    if owner != seat:
        return f"square {origin} holds a {SEATS[owner]} piece; it is {SEATS[seat]}'s turn"
    if written.kind != "travel":
        return _power_reason(layout, seat, written)
    if len(written.parts) == 2 and "S" not in layout.powerups_at(origin):
        return "only a piece holding a Sword may move twice in one turn"
    return _travel_reason(layout, seat, legal, written.parts[0]) or (
        "a Sword's second move must be a step or capture of the same piece, "
        "and may not jump a piece twice"
    )


def _power_reason(layout: Layout, seat: int, written: Written) -> str:
    origin, target = written.parts[0]
    letter = "C" if written.kind == "cannon" else "T"
    if letter not in layout.powerups_at(origin):
        return f"the piece on {origin} holds no {POWERUP_NAMES[letter]}"
    if letter == "T":
        return f"a Teleporter needs an empty destination, and square {target} is not"
    if target not in neighbours(origin):
        return f"a Cannon fires only at a diagonally adjacent square, and {target} is not"
    return f"square {target} holds no {SEATS[1 - seat]} piece to shoot"


def _travel_reason(
    layout: Layout, seat: int, legal: Sequence[Move], part: tuple[int, ...]
) -> str | None:
    """Why one step or capture sequence is not legal, or None if it is (the problem then
    lies in a Sword's second move)."""
    captures = [m for m in legal if isinstance(m, Jump)]
    origin, king = part[0], layout.is_king(part[0])
    if any(_written_as(m, part) for m in legal):
        return None
    if len(part) == 2 and part[1] in neighbours(origin):
        if captures:
            shown = ", ".join(str(m) for m in captures[:3])
            return f"capturing is compulsory here: {shown}"
        return _hop_reason(layout, seat, king, origin, part[1], jumps=False)
    if len(part) == 2 and not _one_jump_apart(origin, part[1]):
        return f"no capture leads from {origin} to {part[1]}"
    for start, landing in pairwise(part):
        problem = _hop_reason(layout, seat, king, start, landing, jumps=True, vacated=origin)
        if problem:
            return problem
    if any(m.path[: len(part)] == part for m in captures):
        return "the capture must go on while the piece can jump again"
    return "that capture goes further than the rules allow: crowning ends a move"


def _written_as(move: Move, part: tuple[int, ...]) -> bool:
    return Written("travel", parts=(part,)).matches(move)


def _one_jump_apart(start: int, landing: int) -> bool:
    try:
        between(start, landing)
    except ValueError:
        return False
    return True


def _hop_reason(
    layout: Layout,
    seat: int,
    king: bool,
    start: int,
    landing: int,
    *,
    jumps: bool,
    vacated: int | None = None,
) -> str | None:
    """What is wrong with one step or one jump of a sequence, if anything."""
    if jumps:
        if not _one_jump_apart(start, landing):
            return f"{start} to {landing} is neither a diagonal step nor a jump"
        over = between(start, landing)
        if layout.owner_at(over) != 1 - seat:
            return f"a jump from {start} to {landing} needs a {SEATS[1 - seat]} piece on {over}"
    if layout.owner_at(landing) is not None and landing != vacated:
        return f"square {landing} is not empty"
    rows = cell(landing)[0] - cell(start)[0]
    if not king and (rows < 0 if seat == 0 else rows > 0):
        return "men move and capture forward only; only kings go backwards"
    return None
