"""The computer opponent's time per move at each level, over positions from random games.

    python -m bench.ai_speed [--positions N] [--seed S] [--levels easy,medium,hard]
                             [--only GAME]

For each game (Draughtnauts with and without power-ups, Draagostat, the card game with
three and five cards in hand, and the 16x16 game at full size) it takes N positions from
random games, N random ply counts deep, times the move of each level there, and prints
the median and the 99th percentile (with few positions that is nearly the slowest), next
to the random player's time at the same positions, measured in the same run, as the
baseline. Targets on the project's 2-core machine: `hard` within 2 s and `easy` within
0.2 s at the 99th percentile; the last column says whether the run met them.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Mapping

import ai
import games
from ai.budget import LEVELS
from games.contract import State

CASES: tuple[tuple[str, Mapping[str, str]], ...] = (
    ("draughtnauts", {}),
    ("draughtnauts", {"powerups": "random"}),
    ("draagostat", {}),
    ("domination-cards", {}),
    ("domination-cards", {"hand": "5"}),
    ("domination-grid", {}),
)
TARGETS = {"easy": 0.2, "hard": 2.0}
"""Seconds at the 99th percentile."""


def positions(game_id: str, options: Mapping[str, str], count: int, seed: int) -> list[State]:
    """`count` positions, each from its own random game, 6 to 60 plies in."""
    game = games.get(game_id)
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        state = game.start(options, rng.randrange(2**32))
        for _ in range(rng.randint(6, 60)):
            after = state.apply(rng.choice(list(state.legal_moves())))
            if after.is_over:
                break
            state = after
        found.append(state)
    return found


def timings(states: list[State], level: str) -> list[float]:
    spent = []
    for number, state in enumerate(states):
        started = time.perf_counter()
        ai.choose(state, level, random.Random(number))
        spent.append(time.perf_counter() - started)
    return spent


def percentile(values: list[float], share: int) -> float:
    return statistics.quantiles(values, n=100, method="inclusive")[share - 1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--levels", default=",".join(LEVELS))
    parser.add_argument("--only", default=None, help="one game id")
    args = parser.parse_args()
    levels = args.levels.split(",")

    print(f"{args.positions} positions per game; seconds per move (p50 / p99)")
    print(f"{'game':34} {'level':7} {'p50':>8} {'p99':>8} {'x random':>9}  target")
    for game_id, options in CASES:
        if args.only not in (None, game_id):
            continue
        states = positions(game_id, options, args.positions, args.seed)
        baseline = statistics.median(timings(states, "random"))
        name = game_id + "".join(f" {k}={v}" for k, v in options.items())
        for level in levels:
            spent = timings(states, level)
            p50, p99 = statistics.median(spent), percentile(spent, 99)
            target = TARGETS.get(level)
            verdict = "" if target is None else ("met" if p99 <= target else "MISSED")
            print(
                f"{name:34} {level:7} {p50:8.3f} {p99:8.3f} {p50 / baseline:9.0f}  {verdict}",
                flush=True,
            )


if __name__ == "__main__":
    main()
