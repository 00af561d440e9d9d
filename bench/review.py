"""How long the computer's review of a game takes, per game kind.

    python -m bench.review [--plies 100] [--seeds 6]

Per game, games are played by the computer at `easy` against itself from seeds 0, 1...
(`--seeds` of them), each to `--plies` plies or to its end, and the longest is reviewed
by `ai.review.review` at the game's own review budget (`ai.review.BUDGETS`), in this one
process, as one worker of the bot's pool reviews it. It prints the plies reviewed, the
processor time and the wall time, and the processor time per 100 plies, the figure kept
under 30 s (a card game ends before 100 plies: its time is scaled to 100).

The budgets count work, not time, so the figures move with the machine and its load;
run it `nice`d on a quiet machine to compare.
"""

from __future__ import annotations

import argparse
import random
import time

import ai
import games
from ai.review import BUDGETS, review

LIMIT = 30.0
"""Seconds of one worker a 100-ply review may take."""


def played(game_id: str, seed: int, plies: int) -> list[str]:
    """The moves of a game the computer plays at `easy` against itself."""
    state = games.get(game_id).start({}, seed)
    rng = random.Random(seed)
    moves: list[str] = []
    while state.outcome is None and len(moves) < plies:
        move = ai.choose(state, "easy", rng)
        moves.append(str(move))
        state = state.apply(move)
    return moves


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plies", type=int, default=100)
    parser.add_argument("--seeds", type=int, default=6)
    arguments = parser.parse_args()
    print(f"{'game':18} {'plies':>5} {'cpu s':>7} {'wall s':>7} {'cpu s / 100 plies':>18}")
    for game_id in BUDGETS:
        seed, moves = max(
            ((seed, played(game_id, seed, arguments.plies)) for seed in range(arguments.seeds)),
            key=lambda entry: len(entry[1]),
        )
        wall, cpu = time.perf_counter(), time.process_time()
        review(game_id, {}, seed, moves)
        cpu, wall = time.process_time() - cpu, time.perf_counter() - wall
        per_hundred = cpu * 100 / len(moves)
        verdict = "ok" if per_hundred < LIMIT else f"over {LIMIT:.0f} s"
        print(f"{game_id:18} {len(moves):5} {cpu:7.2f} {wall:7.2f} {per_hundred:18.2f}  {verdict}")


if __name__ == "__main__":
    main()
