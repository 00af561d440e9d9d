"""What the maximum-weight matching costs per Swiss round, by field size.

    python -m bench.swiss_pairing [--fields 16 64 128 256] [--rounds 7] [--seed 1]

For each field a whole event is played with random results, timing the pairing of every
round. Printed per field: the mean and worst pairing time, and the ratio of the mean to
a baseline measured in the same run on the same events: a greedy top-down pairing (each
player in standings order takes the first later player not met yet), the loop the
matching replaces. The ratio shows what the guarantees (no avoidable rematch, balanced
seats, fair byes) cost; the absolute times show whether a round is paired in time for
chat.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time

from bot.tournaments.pairing.model import Game
from bot.tournaments.pairing.swiss import pair_round
from bot.tournaments.pairing.tiebreaks import scores


def greedy_round(active: list[int], games: list[Game]) -> list[tuple[int, int]]:
    points = scores(games)
    waiting = sorted(active, key=lambda e: (-points.get(e, 0.0), e))
    met = {frozenset((g.first, g.second)) for g in games}
    pairs = []
    while len(waiting) > 1:
        player = waiting.pop(0)
        partner = next((p for p in waiting if frozenset((player, p)) not in met), waiting[0])
        waiting.remove(partner)
        pairs.append((player, partner))
    return pairs


def timed(action, *args):
    """Seconds taken by `action(*args)`, and its result."""
    start = time.perf_counter()
    result = action(*args)
    return time.perf_counter() - start, result


def run(field: int, rounds: int, rng: random.Random) -> tuple[list[float], list[float]]:
    active = list(range(1, field + 1))
    games: list[Game] = []
    matching, greedy = [], []
    for number in range(1, rounds + 1):
        greedy.append(timed(greedy_round, active, games)[0])
        elapsed, tables = timed(pair_round, number, active, games)
        matching.append(elapsed)
        for table in tables:
            if table.second is None:
                games.append(Game.bye(number, table.first))
            else:
                winner = rng.choice([table.first, table.second, None])
                games.append(Game(number, table.first, table.second, winner))
    return matching, greedy


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--fields", type=int, nargs="+", default=[16, 64, 128, 256])
    parser.add_argument("--rounds", type=int, default=7)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    print(f"{'field':>6} {'mean ms':>9} {'worst ms':>9} {'greedy ms':>10} {'ratio':>8}")
    for field in args.fields:
        matching, greedy = run(field, args.rounds, rng)
        mean, baseline = statistics.mean(matching), statistics.mean(greedy)
        print(
            f"{field:>6} {mean * 1000:>9.1f} {max(matching) * 1000:>9.1f}"
            f" {baseline * 1000:>10.2f} {mean / baseline:>8.0f}x"
        )


if __name__ == "__main__":
    main()
