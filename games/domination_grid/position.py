"""Position text both ways: `wwwwwwww/.../bbbbbbbb b b=0 w=0` (RULES.md section 4).

Ranks run from the top (White's side) down, one character a square; then the side to
move and both reserves. Between turns no two opposing units touch, so a text where they do
describes a position no game can reach and is refused rather than silently settled.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass

from games.contract import InvalidPosition, Seat
from games.domination_grid.board import (
    BLACK,
    BLACK_UNIT,
    EMPTY,
    OTHER_UNIT,
    WHITE,
    WHITE_UNIT,
    Geometry,
)
from games.typed_text import NUMBER, quoted
from i18n.message import Message

_SIDE_LETTERS: Mapping[str, Seat] = {"b": BLACK, "w": WHITE}
_RESERVE = re.compile(rf"([bw])=({NUMBER})")


@dataclass(frozen=True, slots=True)
class Placement:
    """What a position text holds: the board, the side to move and the reserves."""

    cells: bytes
    to_move: Seat
    reserves: Mapping[Seat, int]


def write_position(placement: Placement, board: Geometry) -> str:
    size = board.size
    ranks = "/".join(
        placement.cells[rank * size : (rank + 1) * size].decode() for rank in reversed(range(size))
    )
    black, white = placement.reserves[BLACK], placement.reserves[WHITE]
    return f"{ranks} {placement.to_move[0]} b={black} w={white}"


def read_position(text: str, board: Geometry) -> Placement:
    """The placement `text` describes on `board`; raises InvalidPosition saying what is wrong."""
    fields = text.split()
    if len(fields) != 4:
        raise InvalidPosition(Message("game-grid-position-parts"))
    ranks, side, *reserve_fields = fields
    placement = Placement(
        _read_cells(ranks, board.size), _read_side(side), _read_reserves(reserve_fields)
    )
    _check_settled(placement.cells, board)
    _check_unit_count(placement, board.size)
    return placement


def _read_cells(ranks: str, size: int) -> bytes:
    rows = ranks.split("/")
    if len(rows) != size:
        raise InvalidPosition(Message("game-grid-position-ranks", ranks=len(rows), size=str(size)))
    for number, row in zip(range(size, 0, -1), rows, strict=True):
        if len(row) != size:
            raise InvalidPosition(
                Message("game-grid-position-rank-length", rank=number, squares=len(row), size=size)
            )
        if stray := set(row) - set("bw."):
            raise InvalidPosition(
                Message(
                    "game-grid-position-rank-letters",
                    rank=number,
                    letters=quoted("".join(sorted(stray))),
                )
            )
    return "".join(reversed(rows)).encode()


def _read_side(side: str) -> Seat:
    if side not in _SIDE_LETTERS:
        raise InvalidPosition(Message("game-grid-position-side", given=quoted(side)))
    return _SIDE_LETTERS[side]


def _read_reserves(reserve_fields: list[str]) -> Mapping[Seat, int]:
    found = [_RESERVE.fullmatch(part) for part in reserve_fields]
    if not all(found) or [match[1] for match in found if match] != ["b", "w"]:
        raise InvalidPosition(
            Message("game-grid-position-reserves", given=quoted(" ".join(reserve_fields)))
        )
    black, white = (int(match[2]) for match in found if match)
    return {BLACK: black, WHITE: white}


def _check_settled(cells: bytes, board: Geometry) -> None:
    for cell, unit in enumerate(cells):
        if unit == EMPTY:
            continue
        for neighbour in board.orthogonal[cell]:
            if cells[neighbour] == OTHER_UNIT[unit]:
                raise InvalidPosition(
                    Message(
                        "game-grid-position-conflict",
                        square=board.names[cell],
                        other=board.names[neighbour],
                    )
                )


def _check_unit_count(placement: Placement, size: int) -> None:
    total = (
        placement.cells.count(BLACK_UNIT)
        + placement.cells.count(WHITE_UNIT)
        + sum(placement.reserves.values())
    )
    if total > 4 * size:
        raise InvalidPosition(Message("game-grid-position-units", units=total, start=4 * size))
