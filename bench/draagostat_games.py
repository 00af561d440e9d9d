"""Draagostat random games: how long they run, against the bound the engine promises.

    python -m bench.draagostat_games [--games N] [--first-seed S]

What it measures, plainly: the length in plies of N uniformly random games of the plain
game (as the conformance suite plays them), never a speed. It prints the length quantiles
and one ratio, the engine's `random_game_bound` over the longest game of this run: the
margin behind the promise that a random game ends (by Dominion or threefold repetition)
within the bound. A ratio near 1.0x means the bound is about to be broken. The figures
depend only on the seeds, so a run can be repeated exactly.
"""

from __future__ import annotations

import argparse
import random
import statistics

from games.draagostat import GAME


def random_game_length(seed: int) -> int:
    rng = random.Random(seed)
    state = GAME.start(seed=seed)
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_moves()))
    return state.ply


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--first-seed", type=int, default=0)
    args = parser.parse_args()

    seeds = range(args.first_seed, args.first_seed + args.games)
    lengths = sorted(random_game_length(seed) for seed in seeds)
    centiles = statistics.quantiles(lengths, n=100, method="inclusive")
    print(f"{len(lengths)} random games (seeds {seeds.start} to {seeds.stop - 1})")
    print(f"plies: median {centiles[49]:,.0f}, 90% {centiles[89]:,.0f}, 99% {centiles[98]:,.0f}")
    print(f"longest {lengths[-1]:,}, bound {GAME.random_game_bound:,}")
    print(f"bound / longest: {GAME.random_game_bound / lengths[-1]:.1f}x")


if __name__ == "__main__":
    main()
