"""Perft for plain draughts: counting move sequences straight on bitboards.

Perft is how move generation is checked against other implementations and how its
speed is measured; the computer opponent's search walks the tree the same way. Building
a `State` and `Move` objects per node would cost more than generating the moves, so this
walk passes bare ints. It still honours the draw rules exactly as `State` does (a
position met for the third time, or eighty plies without an irreversible move, ends the
game), so its counts equal the generic walk over `legal_moves` in every position.
"""

from __future__ import annotations

from games.draughtnauts.bitboards import CROWN_BITS, PLAYABLE
from games.draughtnauts.draws import QUIET_PLY_LIMIT, REPETITIONS, Key
from games.draughtnauts.movegen import captures, count_steps, steps

Node = tuple[int, int, int, int]
"""A position without power-ups: (dark, light, kings, seat to move)."""


def perft(node: Node, depth: int, window: tuple[Key, ...]) -> int:
    """Move sequences of length `depth` (at least 1) from a position without power-ups.

    `window` holds the position keys since the last irreversible move, this position
    last; an empty window stands for a fresh one holding only this position.
    """
    dark, light, kings, seat = node
    own, other = (light, dark) if seat else (dark, light)
    empty = PLAYABLE & ~(dark | light)
    men, own_kings = own & ~kings, own & kings
    crown = CROWN_BITS[seat]
    chains = captures(men, own_kings, other, empty, seat)
    if chains:
        if depth == 1:
            return len(chains)
        total = 0
        for path, jumped in chains:
            start, end = path[0], path[-1]
            moved = start ^ end  # zero when a king's capture loop ends where it began
            after_kings = kings & ~jumped
            if start & kings:
                after_kings ^= moved
            elif end & crown:
                after_kings |= end
            if seat:
                total += perft((dark & ~jumped, light ^ moved, after_kings, 0), depth - 1, ())
            else:
                total += perft((dark ^ moved, light & ~jumped, after_kings, 1), depth - 1, ())
        return total
    if depth == 1:
        return count_steps(men, own_kings, empty, seat)
    pairs = steps(men, own_kings, empty, seat)
    total = 0
    for start, end in pairs:
        moved = start ^ end
        after_dark, after_light = (dark, light ^ moved) if seat else (dark ^ moved, light)
        if not start & kings:
            after_kings = kings | end if end & crown else kings
            total += perft((after_dark, after_light, after_kings, 1 - seat), depth - 1, ())
            continue
        after = (after_dark, after_light, kings ^ moved, 1 - seat)
        key = (*after, (), ())
        longer = (*(window or ((*node, (), ()),)), key)
        if len(longer) > QUIET_PLY_LIMIT or longer.count(key) >= REPETITIONS:
            continue
        total += perft(after, depth - 1, longer)
    return total
