"""Settling conflicts: every clash on the board, judged at once after the movement.

Units of opposite colours that share an edge are linked; each connected group of linked
units is one conflict. All conflicts are judged on the board as the movement left it and
only then carried out, so no conflict's result changes how another one is judged (that is
what "on the whole board at once" means; see the rulings in RULES.md).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from enum import StrEnum

from games.contract import Seat
from games.domination_grid.board import EMPTY, OTHER_UNIT, SEAT_OF, Geometry


class ConflictKind(StrEnum):
    """Which rule settled a conflict."""

    MAJORITY = "majority"
    TIE = "tie"
    SURROUND = "surround"


class Fate(StrEnum):
    """What a conflict did to one unit in it."""

    KEPT = "kept"
    DISCARDED = "discarded"
    """Taken off the board into its owner's reserve."""
    DESTROYED = "destroyed"
    """Gone for good."""
    TURNED = "turned"
    """Now belongs to the other side, on the same square."""


@dataclass(frozen=True, slots=True)
class ConflictUnit:
    """One unit of a conflict, as the renderer marks it."""

    square: str
    seat: Seat
    """The side the unit belonged to when the conflict began."""
    fate: Fate


@dataclass(frozen=True, slots=True)
class Conflict:
    """One settled conflict; a turn's conflicts come in the order of their first squares."""

    kind: ConflictKind
    units: tuple[ConflictUnit, ...]
    """Every unit in the conflict, rank 1 first, file a first."""


def settle_conflicts(
    cells: bytearray, movers: Iterable[int], board: Geometry
) -> tuple[Conflict, ...]:
    """Judge and carry out every conflict on `cells`, in place.

    `movers` are the squares where moved units stopped. Between turns no two opposing
    units touch, so every link now on the board has a moved unit at one end and it is
    enough to search from those squares instead of scanning the whole board.
    """
    judged = tuple(_judge(group, cells, board) for group in sorted(_groups(cells, movers, board)))
    for conflict in judged:
        for unit in conflict.units:
            cell = board.index[unit.square]
            if unit.fate is Fate.TURNED:
                cells[cell] = OTHER_UNIT[cells[cell]]
            elif unit.fate is not Fate.KEPT:
                cells[cell] = EMPTY
    return judged


def _groups(cells: bytearray, movers: Iterable[int], board: Geometry) -> list[list[int]]:
    """The linked groups of two or more units reachable from `movers`."""
    seen: set[int] = set()
    groups = []
    for start in movers:
        if start in seen:
            continue
        seen.add(start)
        group, frontier = [], [start]
        while frontier:
            cell = frontier.pop()
            group.append(cell)
            enemy = OTHER_UNIT[cells[cell]]
            for neighbour in board.orthogonal[cell]:
                if cells[neighbour] == enemy and neighbour not in seen:
                    seen.add(neighbour)
                    frontier.append(neighbour)
        if len(group) > 1:
            groups.append(sorted(group))
    return groups


def _judge(group: list[int], cells: bytearray, board: Geometry) -> Conflict:
    first = cells[group[0]]
    sides = ([c for c in group if cells[c] == first], [c for c in group if cells[c] != first])
    fewer, more = sorted(sides, key=len)
    if len(fewer) == 1 and len(more) >= 3:
        kind = ConflictKind.SURROUND
        lone = fewer[0]
        betrayed = any(cells[n] == cells[lone] for n in board.orthogonal[lone])
        losing = Fate.DESTROYED if betrayed else Fate.TURNED
    elif len(fewer) == len(more):
        kind, losing = ConflictKind.TIE, Fate.DESTROYED
    else:
        kind, losing = ConflictKind.MAJORITY, Fate.DISCARDED
    losers = set(fewer) if kind is not ConflictKind.TIE else set(group)
    units = tuple(
        ConflictUnit(board.names[c], SEAT_OF[cells[c]], losing if c in losers else Fate.KEPT)
        for c in group
    )
    return Conflict(kind, units)
