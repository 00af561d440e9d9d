"""Why a readable move is not legal, in words a player can act on.

Only called once a move has failed to match any legal move, so it may be slow and
thorough: it walks the rules in the order a referee would check them and names the
first one the move breaks.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import pairwise

from games.contract import seat_name
from games.draughtnauts.board import between, cell, neighbours
from games.draughtnauts.layout import GAME_ID, SEATS, Layout
from games.draughtnauts.moves import Jump, Turn
from games.draughtnauts.notation import Written
from i18n.message import Message


def reason(
    layout: Layout, seat: int, setting_up: bool, legal: Sequence[Turn], written: Written
) -> Message:
    if setting_up:
        return Message("game-draughtnauts-place-first", seat=seat_name(GAME_ID, SEATS[seat]))
    if written.kind == "setup":
        return Message("game-draughtnauts-setup-over")
    origin = written.parts[0][0]
    owner = layout.owner_at(origin)
    if owner is None:
        return Message("game-draughtnauts-square-empty", square=origin)
    if owner != seat:
        return Message(
            "game-draughtnauts-not-your-piece",
            square=origin,
            owner=seat_name(GAME_ID, SEATS[owner]),
            seat=seat_name(GAME_ID, SEATS[seat]),
        )
    if written.kind != "travel":
        return _power_reason(layout, seat, written)
    if len(written.parts) == 2 and "S" not in layout.powerups_at(origin):
        return Message("game-draughtnauts-sword-twice")
    return _travel_reason(layout, seat, legal, written.parts[0]) or Message(
        "game-draughtnauts-sword-second"
    )


def _power_reason(layout: Layout, seat: int, written: Written) -> Message:
    origin, target = written.parts[0]
    letter = "C" if written.kind == "cannon" else "T"
    if letter not in layout.powerups_at(origin):
        return Message("game-draughtnauts-no-powerup", square=origin, powerup=letter)
    if letter == "T":
        return Message("game-draughtnauts-teleport-occupied", square=target)
    if target not in neighbours(origin):
        return Message("game-draughtnauts-cannon-range", square=target)
    return Message(
        "game-draughtnauts-cannon-no-target",
        square=target,
        seat=seat_name(GAME_ID, SEATS[1 - seat]),
    )


def _travel_reason(
    layout: Layout, seat: int, legal: Sequence[Turn], part: tuple[int, ...]
) -> Message | None:
    """Why one step or capture sequence is not legal, or None if it is (the problem then
    lies in a Sword's second move)."""
    captures = [m for m in legal if isinstance(m, Jump)]
    origin, king = part[0], layout.is_king(part[0])
    if any(_written_as(m, part) for m in legal):
        return None
    if len(part) == 2 and part[1] in neighbours(origin):
        if captures:
            shown = ", ".join(str(m) for m in captures[:3])
            return Message("game-draughtnauts-must-capture", captures=shown)
        return _hop_reason(layout, seat, king, origin, part[1], jumps=False)
    if len(part) == 2 and not _one_jump_apart(origin, part[1]):
        return Message("game-draughtnauts-no-capture-path", start=origin, landing=part[1])
    for start, landing in pairwise(part):
        problem = _hop_reason(layout, seat, king, start, landing, jumps=True, vacated=origin)
        if problem:
            return problem
    if any(m.path[: len(part)] == part for m in captures):
        return Message("game-draughtnauts-capture-continues")
    return Message("game-draughtnauts-capture-too-far")


def _written_as(move: Turn, part: tuple[int, ...]) -> bool:
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
) -> Message | None:
    """What is wrong with one step or one jump of a sequence, if anything."""
    if jumps:
        if not _one_jump_apart(start, landing):
            return Message("game-draughtnauts-not-step-or-jump", start=start, landing=landing)
        over = between(start, landing)
        if layout.owner_at(over) != 1 - seat:
            return Message(
                "game-draughtnauts-jump-needs-piece",
                start=start,
                landing=landing,
                over=over,
                seat=seat_name(GAME_ID, SEATS[1 - seat]),
            )
    if layout.owner_at(landing) is not None and landing != vacated:
        return Message("game-draughtnauts-square-occupied", square=landing)
    rows = cell(landing)[0] - cell(start)[0]
    if not king and (rows < 0 if seat == 0 else rows > 0):
        return Message("game-draughtnauts-men-forward")
    return None
