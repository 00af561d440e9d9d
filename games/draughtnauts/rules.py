"""The legal turns of a position and their effect, for both the basic and advanced game.

Plain draughts comes from `movegen`; on top of it this module adds what power-ups allow:

* a Sword holder may follow its move (step or capture sequence) with a second one, free
  of compulsory capture, in which it may not jump a piece it already jumped this turn;
* a Cannon holder may shoot an adjacent opposing piece, which satisfies compulsory
  capture;
* a Teleporter holder may move to any empty square, even when a capture is due.

With compulsory capture in force, only capture sequences, cannon shots and teleports
are legal; otherwise steps, cannon shots and teleports.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import permutations

from games.draughtnauts import effects, movegen
from games.draughtnauts.bitboards import BIT_OF, SQUARE_OF
from games.draughtnauts.board import SQUARES, crowning_row, neighbours
from games.draughtnauts.layout import Layout
from games.draughtnauts.moves import (
    POWERUP_ORDER,
    CannonShot,
    Jump,
    Setup,
    Step,
    SwordMove,
    Teleport,
    Travel,
    Turn,
)

SETUPS = tuple(Setup("".join(p)) for p in permutations(POWERUP_ORDER))
"""The 24 ways to place the four power-ups on a crowning row."""


def _jump(chain: movegen.Chain) -> Jump:
    return Jump(tuple(SQUARE_OF[bit] for bit in chain[0]))


def _step(pair: tuple[int, int]) -> Step:
    return Step(SQUARE_OF[pair[0]], SQUARE_OF[pair[1]])


def captures(layout: Layout, seat: int) -> list[Jump]:
    """Every capture sequence of `seat` (non-empty means capturing is compulsory)."""
    own = layout.side(seat)
    chains = movegen.captures(
        own & ~layout.kings, own & layout.kings, layout.side(1 - seat), layout.empty, seat
    )
    return [_jump(chain) for chain in chains]


def steps(layout: Layout, seat: int) -> list[Step]:
    own = layout.side(seat)
    pairs = movegen.steps(own & ~layout.kings, own & layout.kings, layout.empty, seat)
    return [_step(pair) for pair in pairs]


def legal_moves(layout: Layout, seat: int, setting_up: bool) -> list[Turn]:
    """Every legal turn of `seat`, sorted by canonical notation."""
    if setting_up:
        return sorted(SETUPS, key=str)
    travels: Sequence[Travel] = captures(layout, seat) or steps(layout, seat)
    moves: list[Turn] = list(travels)
    own_held = {s: p for s, p in layout.held if layout.owner_at(s) == seat}
    for first in travels:
        if "S" in own_held.get(first.origin, ""):
            moves += [SwordMove(first, second) for second in sword_followups(layout, seat, first)]
    for square, letters in own_held.items():
        if "C" in letters:
            moves += [
                CannonShot(square, target)
                for target in neighbours(square)
                if layout.owner_at(target) == 1 - seat
            ]
        if "T" in letters:
            moves += [
                Teleport(square, target) for target in SQUARES if layout.owner_at(target) is None
            ]
    return sorted(moves, key=str)


def sword_followups(layout: Layout, seat: int, first: Travel) -> list[Travel]:
    """The optional second moves after `first`: any step or capture sequence of the same
    piece, in any direction, never jumping a piece jumped by `first`."""
    middle = effects.travel(layout, seat, first.squares, first.jumped)
    start = BIT_OF[first.target]
    prey = middle.side(1 - seat) & ~sum(BIT_OF[s] for s in first.jumped)
    chains = movegen.king_captures(start, prey, middle.empty)
    pairs = movegen.king_steps(start, middle.empty)
    return [_jump(c) for c in chains] + [_step(p) for p in pairs]


def play(layout: Layout, seat: int, move: Turn) -> tuple[Layout, bool]:
    """The layout after a legal `move`, and whether the turn was irreversible (a man
    moved, something was jumped or shot, or a power-up was placed, claimed, spent or
    lost), which restarts the repetition and forty-move counts."""
    if isinstance(move, Setup):
        row = crowning_row(seat)
        placed = dict(layout.unclaimed) | dict(zip(row, move.letters, strict=True))
        return layout.with_unclaimed(placed), True
    was_man = not layout.is_king(move.origin)
    if isinstance(move, CannonShot):
        after = effects.hit(layout, move.target)
        after = effects.finish_turn(
            after, seat, move.origin, was_man=was_man, moved=False, captured=True
        )
        return after, True
    if isinstance(move, Teleport):
        after = effects.travel(layout, seat, move.squares, ())
        held = dict(after.held)
        held[move.target] = held[move.target].replace("T", "")
        after = effects.finish_turn(
            after.with_held(held), seat, move.target, was_man=was_man, moved=True, captured=False
        )
        return after, True
    parts = (move.first, move.second) if isinstance(move, SwordMove) else (move,)
    after = layout
    for part in parts:
        after = effects.travel(after, seat, part.squares, part.jumped)
    captured = bool(move.jumped)
    after = effects.finish_turn(
        after, seat, move.target, was_man=was_man, moved=True, captured=captured
    )
    irreversible = was_man or captured or after.powerup_stock() != layout.powerup_stock()
    return after, irreversible
