"""How a turn changes a layout: a piece travelling, pieces being hit, and the end of turn.

The rules (`rules`) decide which turns are legal; this module only carries them out. A
turn is built from three small effects so that every kind of move, including a Sword's
two moves, goes through the same code:

* `travel` moves a piece along a path and deals with what it jumped;
* `hit` removes a jumped or shot piece, or spends its Shield instead;
* `finish_turn` crowns, picks up a power-up, and strips a piece that captured.
"""

from __future__ import annotations

from dataclasses import replace

from games.draughtnauts.bitboards import BIT_OF
from games.draughtnauts.board import crowning_row, owner_of_row
from games.draughtnauts.layout import Layout
from games.draughtnauts.moves import in_powerup_order

MAX_HELD = 2
"""A piece holds at most two power-ups."""


def hit(layout: Layout, square: int) -> Layout:
    """The piece on `square` is jumped or shot: a Shield saves it once (and is spent),
    otherwise it leaves the board with everything it held."""
    held = dict(layout.held)
    letters = held.get(square, "")
    if "H" in letters:
        held[square] = letters.replace("H", "")
        return layout.with_held(held)
    held.pop(square, None)
    bit = BIT_OF[square]
    gone = replace(layout, dark=layout.dark & ~bit, light=layout.light & ~bit)
    return replace(gone, kings=gone.kings & ~bit).with_held(held)


def travel(layout: Layout, seat: int, path: tuple[int, ...], jumped: tuple[int, ...]) -> Layout:
    """The piece on `path[0]` ends on `path[-1]`, with its crown and power-ups, and every
    jumped piece is hit."""
    start, end = BIT_OF[path[0]], BIT_OF[path[-1]]
    moved = start ^ end  # nothing moves when a capture loop ends where it began
    dark, light = (
        (layout.dark ^ moved, layout.light) if seat == 0 else (layout.dark, layout.light ^ moved)
    )
    kings = layout.kings ^ moved if layout.kings & start else layout.kings
    held = dict(layout.held)
    if path[0] in held:
        held[path[-1]] = held.pop(path[0])
    after = replace(layout, dark=dark, light=light, kings=kings).with_held(held)
    for square in jumped:
        after = hit(after, square)
    return after


def finish_turn(
    layout: Layout, seat: int, square: int, *, was_man: bool, moved: bool, captured: bool
) -> Layout:
    """End of the turn for the piece now on `square`.

    A man on its crowning row is crowned. A piece that moved onto a square holding its
    own side's unclaimed power-up takes it, if newly crowned or if it holds fewer than
    two and none of that kind. Last, a piece that captured this turn loses everything
    it holds, including a power-up it has just taken (the crown stays).
    """
    bit = BIT_OF[square]
    crowned = was_man and square in crowning_row(seat)
    if crowned:
        layout = replace(layout, kings=layout.kings | bit)
    unclaimed = dict(layout.unclaimed)
    held = dict(layout.held)
    letters = held.get(square, "")
    kind = unclaimed.get(square)
    may_take = moved and (crowned or not was_man) and owner_of_row(square) == seat
    if kind and may_take and len(letters) < MAX_HELD and kind not in letters:
        letters = in_powerup_order(letters + unclaimed.pop(square))
    held[square] = "" if captured else letters
    return layout.with_held(held).with_unclaimed(unclaimed)
