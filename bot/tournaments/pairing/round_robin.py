"""A round-robin schedule by the circle method, with seats balanced by construction.

One player stays fixed while the rest rotate one place per round, and the players facing
each other across the circle meet. After n-1 rounds (n even) every pair has met exactly
once. An odd field gets a phantom player, and a table against the phantom is a bye.

Seats: the fixed player alternates every round; on the other boards the seat order
alternates by board. With the phantom as the fixed player of an odd field, this gives
every player as many firsts as seconds (odd field) or one more of one (even field).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.tournaments.pairing.model import Entry, Table


def schedule(entries: Sequence[Entry]) -> list[list[Table]]:
    """Every round's tables, in round order; byes come last in their round."""
    circle: list[Entry | None] = list(entries)
    if len(circle) % 2:
        circle.insert(0, None)
    fixed, rotating = circle[0], circle[1:]
    size = len(circle)
    rounds = []
    for index in range(size - 1):
        turned = rotating[index:] + rotating[:index]
        arrangement = [fixed, *turned]
        pairs = []
        for board in range(size // 2):
            a, b = arrangement[board], arrangement[size - 1 - board]
            swap = index % 2 == 1 if board == 0 else board % 2 == 1
            pairs.append((b, a) if swap else (a, b))
        rounds.append(_tables(index + 1, pairs))
    return rounds


def _tables(round_number: int, pairs: list[tuple[Entry | None, Entry | None]]) -> list[Table]:
    games = [(a, b) for a, b in pairs if a is not None and b is not None]
    tables = [Table(f"R{round_number}-{board}", a, b) for board, (a, b) in enumerate(games, 1)]
    for pair in pairs:
        alone = [entry for entry in pair if entry is not None]
        if len(alone) == 1:
            tables.append(Table(f"R{round_number}-bye", alone[0], None))
    return tables
