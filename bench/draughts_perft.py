"""Draughtnauts move generation against two independent draughts libraries.

    python -m bench.draughts_perft [--depth N] [--slow-depth N]

Perft from the English-draughts start position, timed in the same run for our engine,
py-draughts (a bitboard library) and pydraughts (a port of ImparaAI/checkers), so the
ratios compare the engines on the same machine and load. pydraughts is too slow for
deep counts, so it is raced at `--slow-depth` (ours is timed there too). Every count is
checked against the others before any time is printed. Target: at least 5x faster than
pydraughts.

py-draughts lets White move first from squares 21-32 (our board turned by a half turn,
so the counts are the same) and treats capturing as optional in American checkers; its
move generator is asked with compulsory capture on, as English draughts requires.
"""

from __future__ import annotations

import argparse
import time
from collections.abc import Callable, Sequence
from typing import Any

from draughts import AmericanBoard
from draughts.boards._core import CORE_AMERICAN
from draughts.core.variant import Board as PydraughtsBoard

from games.draughtnauts import GAME

TARGET_VS_PYDRAUGHTS = 5.0


def ours(depth: int) -> int:
    return GAME.perft(GAME.start(), depth)


def walk(board: Any, legal_moves: Callable[[], Sequence[Any]], depth: int) -> int:
    """Perft over a library board that pushes and pops moves (both rivals do)."""
    moves = legal_moves()
    if depth == 1:
        return len(moves)
    total = 0
    for move in moves:
        board.push(move)
        total += walk(board, legal_moves, depth - 1)
        board.pop()
    return total


def py_draughts(depth: int) -> int:
    board = AmericanBoard()
    return walk(
        board,
        lambda: board._legal_moves_from_core(
            CORE_AMERICAN, max_capture=False, captures_optional=False
        ),
        depth,
    )


def pydraughts(depth: int) -> int:
    board = PydraughtsBoard(variant="english")
    return walk(board, board.legal_moves, depth)


def timed(count: Callable[[int], int], depth: int, at_least: float = 1.0) -> tuple[int, float]:
    """The count and the best time of runs repeated for at least `at_least` seconds in
    all, the same treatment for every engine, so short runs give a steadier figure."""
    best, spent = float("inf"), 0.0
    while True:
        start = time.perf_counter()
        result = count(depth)
        took = time.perf_counter() - start
        best, spent = min(best, took), spent + took
        if spent >= at_least:
            return result, best


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--depth", type=int, default=7, help="depth raced against py-draughts")
    parser.add_argument("--slow-depth", type=int, default=4, help="depth raced against pydraughts")
    args = parser.parse_args()

    rows = []
    for rival_name, rival, depth in (
        ("py-draughts", py_draughts, args.depth),
        ("pydraughts", pydraughts, args.slow_depth),
    ):
        count, our_time = timed(ours, depth)
        rival_count, rival_time = timed(rival, depth)
        if count != rival_count:
            raise SystemExit(f"perft {depth}: ours {count}, {rival_name} {rival_count}")
        rows.append((rival_name, depth, count, our_time, rival_time))

    print(f"{'rival':<12} {'depth':>5} {'nodes':>9} {'ours s':>8} {'rival s':>8} {'speed-up':>9}")
    for rival_name, depth, count, our_time, rival_time in rows:
        times = f"{our_time:>8.3f} {rival_time:>8.3f}"
        print(f"{rival_name:<12} {depth:>5} {count:>9} {times} {rival_time / our_time:>8.1f}x")
    pydraughts_ratio = rows[1][4] / rows[1][3]
    verdict = "meets" if pydraughts_ratio >= TARGET_VS_PYDRAUGHTS else "misses"
    print(f"target: at least {TARGET_VS_PYDRAUGHTS:.0f}x faster than pydraughts ({verdict} it)")


if __name__ == "__main__":
    main()
