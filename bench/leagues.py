"""What a big league's season rollover costs: the next season's divisions (promotion,
relegation, leavers, newcomers placed by rating) and every division's first round.

    python -m bench.leagues [--divisions 100] [--size 20] [--turnover 50] [--repeats 5]

A league of `divisions` x `size` members finishes a season (random final orders); then
`turnover` members leave and as many newcomers join with random ratings, and the bot's
own rollover runs: `bot.leagues.rollover.plan_season`, then each division's round 1
paired by the very format object a division's tournament pairs with (`make_format(...)
.next_tables`, as `Rounds._pair` calls it; a division of 20 plays Swiss). Printed: CPU
seconds of the whole (mean and worst of `repeats`), and the same job run in the bot's
worker pool (`bot.core.worker_pool`, where the bot runs the plan) with the event loop's
worst lag meanwhile: how long a `/move` arriving then would wait for its defer.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import time

from bot.core.worker_pool import WorkerPool
from bot.leagues.rollover import Movers, division_format, plan_season
from bot.tournaments.pairing.formats import Progress, make_format

TICK = 0.001


def season_rollover(
    finished: list[list[int]], members: list[int], ratings: dict[int, float], size: int
) -> int:
    """Plan the season and pair every division's first round; the number of tables."""
    season = plan_season(finished, members, ratings, size, Movers(2, 2))
    tables = 0
    for division in season.divisions:
        kind, rounds = division_format(len(division))
        entries = tuple(range(1, len(division) + 1))
        tables += len(make_format(kind, len(division), rounds).next_tables(1, Progress(entries)))
    return tables


def a_league(divisions: int, size: int, turnover: int, seed: int):
    rng = random.Random(seed)
    users = list(range(1, divisions * size + 1))
    rng.shuffle(users)
    finished = [users[start : start + size] for start in range(0, len(users), size)]
    leavers = set(rng.sample(users, turnover))
    newcomers = list(range(len(users) + 1, len(users) + turnover + 1))
    members = [u for u in users if u not in leavers] + newcomers
    ratings = {u: rng.gauss(25.0, 5.0) for u in members}
    return finished, members, ratings


async def loop_lag_while(pool: WorkerPool, args) -> tuple[float, float]:
    """Wall seconds of the job in the pool, and the loop's worst lag meanwhile."""
    worst = 0.0
    job = asyncio.ensure_future(pool.run(season_rollover, *args))
    started = time.perf_counter()
    while not job.done():
        before = time.perf_counter()
        await asyncio.sleep(TICK)
        worst = max(worst, time.perf_counter() - before - TICK)
    await job
    return time.perf_counter() - started, worst


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--divisions", type=int, default=100)
    parser.add_argument("--size", type=int, default=20)
    parser.add_argument("--turnover", type=int, default=50)
    parser.add_argument("--repeats", type=int, default=5)
    options = parser.parse_args()
    seconds = []
    for seed in range(options.repeats):
        finished, members, ratings = a_league(
            options.divisions, options.size, options.turnover, seed
        )
        started = time.process_time()
        tables = season_rollover(finished, members, ratings, options.size)
        seconds.append(time.process_time() - started)
    print(
        f"{len(members)} members, {options.divisions} divisions of {options.size}:"
        f" next season's divisions and round 1 ({tables} tables)"
        f" mean {sum(seconds) / len(seconds):.3f} s, worst {max(seconds):.3f} s CPU"
    )
    pool = WorkerPool()
    pool.start()
    try:
        await pool.run(season_rollover, [], [1, 2], {}, options.size)  # a warm worker
        wall, lag = await loop_lag_while(
            pool, (*a_league(options.divisions, options.size, options.turnover, 99), options.size)
        )
    finally:
        await pool.close()
    print(f"in the worker pool: {wall:.3f} s wall; the event loop's worst lag {lag * 1000:.1f} ms")


if __name__ == "__main__":
    asyncio.run(main())
