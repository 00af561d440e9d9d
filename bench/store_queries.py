"""How long the store queries of the commands take with a million stored matches.

    python -m bench.store_queries [--matches 1000000] [--calls 2000]

The database gets `--matches` matches (one in a hundred ongoing, the rest finished, in
as many channels as a tenth of them, among a hundred members), each with two moves.
Then each query a command runs on the matches is called `--calls` times on random
keys: the match by id, a channel's ongoing match (`/move`, autocomplete), a channel's
newest match (`/match board` after the end), a member's ongoing matches (`/matches`,
vacations) and the move log (`/match history`). Printed: p50 and p99 per query, and
the ratio of its p99 to the match-by-id p99 of the same run (a primary-key lookup, the
cheapest a query can be).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from pathlib import Path

from bench.bot_moves import percentile
from bot.clocks.match_queries import PaceMatchQueries
from bot.core.database import Database
from bot.core.match_store import SqliteMatchStore

MEMBERS = 100
STAMP = "2026-01-01T00:00:00.000000+00:00"


def seat(n: int) -> int:
    """A member of match `n`, spread so every member holds some ongoing matches."""
    return (n // 100 * 31 + n) % MEMBERS


async def fill(database: Database, count: int) -> None:
    channels = max(1, count // 10)
    async with database.transaction() as conn:
        await conn.executemany(
            "INSERT INTO matches (id, guild_id, channel_id, game_id, options, seed, seats,"
            " status, origin, position, created_at, updated_at)"
            " VALUES (?, 1, ?, 'draughtnauts', '{}', 1, ?, ?, 'bench', '', ?, ?)",
            (
                (
                    n,
                    n % channels if n % 100 else channels + n,  # an ongoing one has its own
                    f'{{"dark":{seat(n)},"light":{(seat(n) + 1) % MEMBERS}}}',
                    "finished" if n % 100 else "ongoing",
                    STAMP,
                    STAMP,
                )
                for n in range(1, count + 1)
            ),
        )
        await conn.executemany(
            "INSERT INTO moves VALUES (?, ?, 'dark', 1, '11-15', ?)",
            ((n, ply, STAMP) for n in range(1, count + 1) for ply in (1, 2)),
        )
        await conn.execute("ANALYZE")


async def timed(call, keys) -> list[float]:
    waits = []
    for key in keys:
        started = time.perf_counter()
        await call(key)
        waits.append((time.perf_counter() - started) * 1000)
    return waits


async def main(count: int, calls: int) -> None:
    rng = random.Random(20261123)
    with tempfile.TemporaryDirectory() as directory:
        database = await Database.open(Path(directory) / "queries.sqlite3")
        try:
            started = time.perf_counter()
            await fill(database, count)
            print(f"{count} matches stored in {time.perf_counter() - started:.0f} s")
            store, queries = SqliteMatchStore(database), PaceMatchQueries(database)
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
    arguments = parser.parse_args()
    asyncio.run(main(arguments.matches, arguments.calls))
