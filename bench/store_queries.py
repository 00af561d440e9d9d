"""How long the store queries of the commands take with a million stored matches.

    python -m bench.store_queries [--matches 1000000] [--calls 2000] [--backends sqlite postgres]

The database gets `--matches` matches (one in a hundred ongoing, the rest finished, in
as many channels as a tenth of them, among a hundred members), each with two moves.
Then each query a command runs on the matches is called `--calls` times on random
keys, after a hundred untimed calls on other keys (a bot in use has its statements
prepared and its connections open): the match by id, a channel's ongoing match
(`/move`, autocomplete), a channel's newest match (`/match board` after the end), a
member's ongoing matches (`/matches`, vacations) and the move log (`/match history`).
Printed: p50 and p99 per query, and the ratio of its p99 to the match-by-id p99 of the
same run (a primary-key lookup, the cheapest a query can be). Each of `--backends` in
turn (bench/backends.py).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from pathlib import Path

from bench.backends import BACKENDS, BenchDatabases, analyze, bulk_insert
from bench.bot_moves import MATCH_COLUMNS, MOVE_COLUMNS, percentile
from bot.clocks.storage.match_queries import PaceMatchQueries
from bot.core.storage.database import Database
from bot.core.storage.match_store import SqlMatchStore

MEMBERS = 100
STAMP = "2026-01-01T00:00:00.000000+00:00"
BATCH = 50_000
WARM_UP = 100


def seat(n: int) -> int:
    """A member of match `n`, spread so every member holds some ongoing matches."""
    return (n // 100 * 31 + n) % MEMBERS


async def fill(database: Database, count: int) -> None:
    channels = max(1, count // 10)
    async with database.transaction() as conn:
        for start in range(1, count + 1, BATCH):
            numbers = range(start, min(count, start + BATCH - 1) + 1)
            await bulk_insert(
                conn,
                "matches",
                MATCH_COLUMNS,
                [
                    (
                        n,
                        1,
                        n % channels if n % 100 else channels + n,  # an ongoing one has its own
                        "draughtnauts",
                        "{}",
                        1,
                        f'{{"dark":{seat(n)},"light":{(seat(n) + 1) % MEMBERS}}}',
                        "finished" if n % 100 else "ongoing",
                        "bench",
                        "",
                        0,
                        STAMP,
                        STAMP,
                    )
                    for n in numbers
                ],
            )
            await bulk_insert(
                conn,
                "moves",
                MOVE_COLUMNS,
                [(n, ply, "dark", 1, "11-15", STAMP, "") for n in numbers for ply in (1, 2)],
            )
    await analyze(database)


async def timed(call, keys) -> list[float]:
    """Milliseconds per call over `keys`, after an untimed first call on each of the
    `WARM_UP` keys before them: a bot in use has its connections open and its statements
    prepared, so a fresh process's first calls (planning a statement, starting a pool
    connection) are not what a command waits for."""
    for key in keys[:WARM_UP]:
        await call(key)
    waits = []
    for key in keys[WARM_UP:]:
        started = time.perf_counter()
        await call(key)
        waits.append((time.perf_counter() - started) * 1000)
    return waits


async def main(count: int, calls: int, backends: list[str]) -> None:
    with tempfile.TemporaryDirectory() as directory:
        databases = BenchDatabases(Path(directory))
        try:
            for backend in backends:
                await time_queries(await databases.open(backend), backend, count, calls)
        finally:
            databases.close()


async def time_queries(database: Database, backend: str, count: int, calls: int) -> None:
    rng = random.Random(20261123)
    try:
        started = time.perf_counter()
        await fill(database, count)
        print(f"\n{count} matches stored in {time.perf_counter() - started:.0f} s ({backend})")
        store, queries = SqlMatchStore(database), PaceMatchQueries(database)
        calls += WARM_UP
        ids = [rng.randrange(1, count + 1) for _ in range(calls)]
        ongoing = [rng.randrange(1, count // 100 + 1) * 100 for _ in range(calls)]
        channels = [rng.randrange(max(1, count // 10)) for _ in range(calls)]
        members = [rng.randrange(MEMBERS) for _ in range(calls)]
        runs = {
            "match by id": await timed(store.get, ids),
            "ongoing in channel": await timed(
                store.ongoing_in_channel, [max(1, count // 10) + n for n in ongoing]
            ),
            "newest in channel": await timed(store.latest_in_channel, channels),
            "member's ongoing": await timed(queries.ongoing_ids_of, members),
            "move log": await timed(store.move_log, ids),
        }
    finally:
        await database.close()
    base = percentile(runs["match by id"], 0.99)
    print(f"{'query':20} {'p50 ms':>8} {'p99 ms':>8} {'p99 / by id':>11}")
    for name, waits in runs.items():
        p99 = percentile(waits, 0.99)
        print(f"{name:20} {percentile(waits, 0.5):8.3f} {p99:8.3f} {p99 / base:11.2f}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=1_000_000)
    parser.add_argument("--calls", type=int, default=2000)
    parser.add_argument("--backends", nargs="+", choices=BACKENDS, default=list(BACKENDS))
    arguments = parser.parse_args()
    asyncio.run(main(arguments.matches, arguments.calls, arguments.backends))
