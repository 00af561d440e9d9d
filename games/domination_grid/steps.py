"""The one-step turns: what `legal_moves` lists, built fast enough to do every ply.

Every single step of a board size is made once, as a `GridMove`, and given its place in
canonical-notation order, so listing the legal steps is a walk over the side's units and a
sort of small integers.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cache

from games.contract import Seat
from games.domination_grid.board import EMPTY, UNIT_OF, Geometry, geometry, unit_cells
from games.domination_grid.move import PASS, GridMove


def open_steps(cells: bytes | bytearray, mover: Seat, board: Geometry) -> Iterator[tuple[int, int]]:
    """Every (from, to) single step the mover's units can make onto an empty square."""
    for cell in unit_cells(cells, UNIT_OF[mover]):
        for target in board.orthogonal[cell]:
            if cells[target] == EMPTY:
                yield cell, target


def one_step_turns(cells: bytes, mover: Seat, board: Geometry) -> tuple[GridMove, ...]:
    """`pass` and every single step of the mover, in canonical-notation order."""
    catalogue = _catalogue(board.size)
    leaving = catalogue.leaving
    places = [catalogue.pass_place]
    for cell in unit_cells(cells, UNIT_OF[mover]):
        places.extend(place for target, place in leaving[cell] if cells[target] == EMPTY)
    places.sort()
    return tuple(map(catalogue.in_order.__getitem__, places))


@dataclass(frozen=True, slots=True)
class _Catalogue:
    in_order: tuple[GridMove, ...]
    """Every one-step turn of the board size and `pass`, in canonical order."""
    pass_place: int
    leaving: tuple[tuple[tuple[int, int], ...], ...]
    """For each square, the (target, place in `in_order`) of every step leaving it."""


@cache
def _catalogue(size: int) -> _Catalogue:
    board = geometry(size)
    steps = {
        (cell, target): GridMove(((board.names[cell], board.names[target]),))
        for cell, targets in enumerate(board.orthogonal)
        for target in targets
    }
    in_order = tuple(sorted([PASS, *steps.values()], key=str))
    place = {move: number for number, move in enumerate(in_order)}
    leaving = tuple(
        tuple((target, place[steps[cell, target]]) for target in targets)
        for cell, targets in enumerate(board.orthogonal)
    )
    return _Catalogue(in_order, place[PASS], leaving)
