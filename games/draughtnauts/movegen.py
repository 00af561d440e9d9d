"""Steps and capture sequences of plain English draughts, on bitboards.

These few functions are the hot path of both play and perft (and of the computer
opponent's search), so they work on bare ints and tuples and never build a `Move`.
Everything the power-ups add is layered on top of them in `rules`.

A capture sequence is reported as `(path, jumped)`: the bits of every square the piece
stands on, starting square first, and the bits of the pieces it jumped. During a
sequence a jumped piece is no longer jumpable, but it never blocks a landing: a piece
lands an even number of rows from where it started and jumps over squares an odd number
of rows away, so the two never coincide and the empty squares never change while a
sequence runs (apart from the start square, which is empty from the beginning). That is
also why a Shield, which leaves the jumped piece standing, needs no special case here.

The shifts of `bitboards.SHIFTS` (and their doubles, 8 and 10, for a jump) are written
out rather than looped over: this is the innermost code of every search.
"""

from __future__ import annotations

from games.draughtnauts.bitboards import KING_JUMPS, KING_STEPS, MAN_JUMPS, JumpTable

Chain = tuple[tuple[int, ...], int]
"""A capture sequence: (bits of the squares stood on, bits of the pieces jumped)."""


def steps(men: int, kings: int, empty: int, seat: int) -> list[tuple[int, int]]:
    """Every non-capturing step as `(from bit, to bit)`; `seat` 0 moves men upwards.

    `empty` must hold only playable squares: it is the mask that drops off-board steps.
    """
    found = []
    if seat == 0:
        for shift in (4, 5):
            targets = ((men << shift) | (kings << shift)) & empty
            while targets:
                to = targets & -targets
                targets ^= to
                found.append((to >> shift, to))
            targets = (kings >> shift) & empty
            while targets:
                to = targets & -targets
                targets ^= to
                found.append((to << shift, to))
    else:
        for shift in (4, 5):
            targets = ((men >> shift) | (kings >> shift)) & empty
            while targets:
                to = targets & -targets
                targets ^= to
                found.append((to << shift, to))
            targets = (kings << shift) & empty
            while targets:
                to = targets & -targets
                targets ^= to
                found.append((to >> shift, to))
    return found


def count_steps(men: int, kings: int, empty: int, seat: int) -> int:
    """How many moves `steps` would list, by counting bits: perft's leaves need no more."""
    forward, backward = (men | kings, kings) if seat == 0 else (kings, men | kings)
    return (
        ((forward << 4) & empty).bit_count()
        + ((forward << 5) & empty).bit_count()
        + ((backward >> 4) & empty).bit_count()
        + ((backward >> 5) & empty).bit_count()
    )


def king_steps(start: int, empty: int) -> list[tuple[int, int]]:
    """The steps of one piece moving like a king (also a Sword's free second move)."""
    return [(start, to) for to in KING_STEPS[start] if to & empty]


def captures(men: int, kings: int, prey: int, empty: int, seat: int) -> list[Chain]:
    """Every capture sequence of the side `seat` (compulsory ones: all of them).

    `prey` are the pieces that may be jumped; `empty` the free squares. A whole-board
    test first finds the pieces with a jump at all, so a quiet position costs a few
    shifts and no search.
    """
    upward = ((empty >> 8) & (prey >> 4)) | ((empty >> 10) & (prey >> 5))
    downward = ((empty << 8) & (prey << 4)) | ((empty << 10) & (prey << 5))
    jumping_men = men & (downward if seat else upward)
    jumping_kings = kings & (upward | downward)
    found: list[Chain] = []
    while jumping_men:
        start = jumping_men & -jumping_men
        jumping_men ^= start
        found += _sequences(start, MAN_JUMPS[seat], prey, empty | start)
    while jumping_kings:
        start = jumping_kings & -jumping_kings
        jumping_kings ^= start
        found += _sequences(start, KING_JUMPS, prey, empty | start)
    return found


def king_captures(start: int, prey: int, empty: int) -> list[Chain]:
    """The capture sequences of one piece moving like a king from `start`."""
    return _sequences(start, KING_JUMPS, prey, empty | start)


def _sequences(start: int, table: JumpTable, prey: int, empty: int) -> list[Chain]:
    """Every capture sequence from `start`, depth first with an explicit stack; a sequence
    ends where no jump is left. A man that reaches its crowning row therefore stops there,
    as the rules require: men jump only forward, and there is no row beyond."""
    found: list[Chain] = []
    stack: list[tuple[int, tuple[int, ...], int]] = [(start, (start,), 0)]
    while stack:
        at, path, jumped = stack.pop()
        extended = False
        for over, land in table[at]:
            if over & prey and land & empty and not over & jumped:
                extended = True
                stack.append((land, (*path, land), jumped | over))
        if not extended and jumped:
            found.append((path, jumped))
    return found
