"""One whole turn, phase by phase: movement, conflicts, reinforcement.

Every phase works on a private `bytearray` copy of the board, so a refused turn leaves
nothing behind and a legal one costs a 256-byte copy plus work near the moved units.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import NoReturn

from games.contract import IllegalMove, Seat
from games.domination_grid.board import EMPTY, SEAT_OF, UNIT_OF, Geometry
from games.domination_grid.conflicts import Conflict, Fate, settle_conflicts
from games.domination_grid.move import MAX_STEPS, GridMove
from i18n.message import Message


@dataclass(frozen=True, slots=True)
class Turn:
    """The board and reserves after a turn, and what happened along the way."""

    cells: bytes
    reserves: Mapping[Seat, int]
    conflicts: tuple[Conflict, ...]
    reinforcements: tuple[str, ...]


def play_turn(
    cells: bytes, move: GridMove, mover: Seat, reserves: Mapping[Seat, int], board: Geometry
) -> Turn:
    """Carry out `move` for `mover`; raises IllegalMove naming the step that fails."""
    work = bytearray(cells)
    stops = move_units(work, move, mover, board)
    conflicts = settle_conflicts(work, stops, board)
    after = dict(reserves)
    for conflict in conflicts:
        for unit in conflict.units:
            if unit.fate is Fate.DISCARDED:
                after[unit.seat] += 1
    filled = reinforce(work, mover, after[mover], board)
    after[mover] -= len(filled)
    return Turn(bytes(work), after, conflicts, tuple(board.names[cell] for cell in filled))


def move_units(cells: bytearray, move: GridMove, mover: Seat, board: Geometry) -> set[int]:
    """Carry out the steps in the order written, in place.

    Returns the squares where the moved units stopped: the only places a new conflict can
    start from.
    """
    steps = move.steps
    if len(steps) > MAX_STEPS:
        raise IllegalMove(Message("game-grid-too-many-steps", most=MAX_STEPS, steps=len(steps)))
    unit = UNIT_OF[mover]
    stops: set[int] = set()
    for number, (start, end) in enumerate(steps, start=1):
        origin, target = board.index.get(start), board.index.get(end)
        if origin is None or target is None:
            missing = end if origin is not None else start
            _refuse_step(number, start, end, Message("game-grid-no-square", square=missing))
        if target not in board.orthogonal[origin]:
            _refuse_step(number, start, end, Message("game-grid-step-edge", square=start))
        if cells[origin] != unit:
            held = "" if cells[origin] == EMPTY else SEAT_OF[cells[origin]]
            _refuse_step(number, start, end, Message("game-grid-no-unit", square=start, held=held))
        if cells[target] != EMPTY:
            _refuse_step(number, start, end, Message("game-grid-occupied", square=end))
        cells[origin], cells[target] = EMPTY, unit
        stops.discard(origin)
        stops.add(target)
    return stops


def _refuse_step(number: int, start: str, end: str, problem: Message) -> NoReturn:
    """Refuse the turn, naming the step (1-based) that breaks a rule and what is wrong."""
    raise IllegalMove(
        Message("game-grid-step", number=number, step=f"{start}-{end}", problem=problem)
    )


def reinforce(cells: bytearray, mover: Seat, reserve: int, board: Geometry) -> list[int]:
    """Fill the mover's enclosed holes from its reserve, in place, in scan order.

    A hole qualifies when the rank through it reads unit-hole-unit and the ranks above and
    below read three units; searching each rank for that pattern with `find` keeps this
    cheap on a board with few holes. Two qualifying holes are never neighbours (every
    neighbour of one is a unit), so filling one never changes whether another qualifies.
    """
    unit, size = UNIT_OF[mover], board.size
    gap, wall = bytes((unit, EMPTY, unit)), bytes((unit, unit, unit))
    filled: list[int] = []
    for rank_start in range(size, size * (size - 1), size):
        if len(filled) == reserve:
            break
        rank_end = rank_start + size
        left = cells.find(gap, rank_start, rank_end)
        while left != -1 and len(filled) < reserve:
            below, above = left - size, left + size
            if cells[below : below + 3] == wall and cells[above : above + 3] == wall:
                cells[left + 1] = unit
                filled.append(left + 1)
            left = cells.find(gap, left + 1, rank_end)
    return filled
