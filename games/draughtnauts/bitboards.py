"""The board as bits of a Python int, laid out so that every diagonal step is one shift.

Square s sits on bit `(s - 1) + (s - 1) // 8`: each pair of rows fills eight bits and one
unused "ghost" bit follows it. With that gap, a step towards higher square numbers is
always a shift left by 4 or 5 and a step back a shift right by 4 or 5, whatever the row;
a step off the left or right edge lands on a ghost bit (or past the ends), which the
`PLAYABLE` mask drops. Move generation then needs no per-row special cases, which is
what makes it fast in pure Python.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TypeAlias

from games.draughtnauts.board import SQUARES, crowning_row

JumpTable: TypeAlias = dict[int, tuple[tuple[int, int], ...]]
"""For each square bit, the `(jumped bit, landing bit)` pairs of its jumps."""

BIT_OF = {square: 1 << (square - 1 + (square - 1) // 8) for square in SQUARES}
"""The bit of each square number."""

SQUARE_OF = {bit: square for square, bit in BIT_OF.items()}
"""The square number of each single bit."""

PLAYABLE = sum(BIT_OF.values())
"""Every real square; ghost bits and bits beyond the board are outside it."""

SHIFTS = (4, 5)
"""A diagonal step is a shift by one of these: left towards higher square numbers (Dark's
forward), right towards lower ones (Light's forward)."""

CROWN_BITS = tuple(sum(BIT_OF[s] for s in crowning_row(seat)) for seat in (0, 1))
"""Per seat (0 Dark, 1 Light), the bits of the row where its men are crowned."""


def _jump_table(*, upwards: bool, downwards: bool) -> JumpTable:
    """For each square bit, the `(jumped bit, landing bit)` pairs that stay on the board."""
    table: JumpTable = {}
    for bit in SQUARE_OF:
        pairs = [(bit << s, bit << 2 * s) for s in SHIFTS if upwards]
        pairs += [(bit >> s, bit >> 2 * s) for s in SHIFTS if downwards]
        table[bit] = tuple(
            (over, land) for over, land in pairs if over & PLAYABLE and land & PLAYABLE
        )
    return table


MAN_JUMPS = (
    _jump_table(upwards=True, downwards=False),
    _jump_table(upwards=False, downwards=True),
)
"""Per seat, the jumps a man may make from each square (forward only)."""

KING_JUMPS = _jump_table(upwards=True, downwards=True)
"""The jumps a king may make from each square (all four directions)."""

KING_STEPS = {
    bit: tuple(t for s in SHIFTS for t in (bit << s, bit >> s) if t & PLAYABLE) for bit in SQUARE_OF
}
"""The squares a king (or a Sword's free second move) may step to from each square."""


def bits_of(board: int) -> list[int]:
    """The single bits set in `board`, lowest first."""
    found = []
    while board:
        low = board & -board
        found.append(low)
        board ^= low
    return found


def board_of(squares: Iterable[int]) -> int:
    """The bitboard holding the given square numbers."""
    return sum(BIT_OF[s] for s in set(squares))
