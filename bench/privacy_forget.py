"""How long a member's export and forgetting take in a large database.

    python -m bench.privacy_forget [--matches 100000] [--members 2000] [--times 5]
                                   [--backends sqlite postgres]

The database gets `--matches` finished matches among `--members` members (Discord-sized
ids), two moves and two rated results each, and a rating per member. Then, for
`--times` members in turn, it times `/privacy export`'s read and `/privacy forget`'s
erasing transaction (`SqlPrivacyStore.export`, `.erase`). Both read whole tables where
no index leads with the member's id (a match's seats are JSON): they serve a member's
rare request, and an index per member column would slow every move's write instead.
Printed per backend: the median and the slowest of each, in milliseconds.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

from bench.backends import BACKENDS, BenchDatabases, analyze, bulk_insert
from bench.bot_moves import MATCH_COLUMNS, MOVE_COLUMNS
from bot.core.pseudonyms import pseudonym
from bot.core.storage.database import Database
from bot.privacy.storage.privacy_store import SqlPrivacyStore

STAMP = "2026-01-01T00:00:00.000000+00:00"
HISTORY = ("match_id", "user_id", "guild_id", "game_id", "opponent_id", "result")
RATED = ("mu_before", "mu", "sigma", "rated_at")


async def fill(database: Database, matches: int, members: list[int]) -> None:
    rng = random.Random(7)
    seats = [rng.sample(members, 2) for _ in range(matches)]
    async with database.transaction() as conn:
        await bulk_insert(
            conn,
            "matches",
            MATCH_COLUMNS,
            [
                (
                    n,
                    1,
                    n,
                    "draughtnauts",
                    "{}",
                    1,
                    f'{{"dark":{a},"light":{b}}}',
                    "finished",
                    "challenge",
                    "",
                    2,
                    STAMP,
                    STAMP,
                )
                for n, (a, b) in enumerate(seats, start=1)
            ],
        )
        await bulk_insert(
            conn,
            "moves",
            MOVE_COLUMNS,
            [
                (n, ply, seat, player, "11-15", STAMP, "")
                for n, (a, b) in enumerate(seats, start=1)
                for ply, seat, player in ((1, "dark", a), (2, "light", b))
            ],
        )
        await bulk_insert(
            conn,
            "rating_history",
            HISTORY + RATED,
            [
                (n, me, 1, "draughtnauts", them, "win", 25.0, 26.0, 8.0, STAMP)
                for n, (a, b) in enumerate(seats, start=1)
                for me, them in ((a, b), (b, a))
            ],
        )
        await bulk_insert(
            conn,
            "ratings",
            ("guild_id", "game_id", "user_id", "mu", "sigma", "updated_at"),
            [(1, "draughtnauts", member, 25.0, 8.0, STAMP) for member in members],
        )


async def measure(database: Database, members: list[int], times: int) -> dict[str, list[float]]:
    store = SqlPrivacyStore(database)
    taken: dict[str, list[float]] = {"export": [], "forget": []}
    for member in members[:times]:
        started = time.perf_counter()
        await store.export(member)
        taken["export"].append(time.perf_counter() - started)
        started = time.perf_counter()
        async with store.transaction():
            await store.erase(member, pseudonym(member), None)
        taken["forget"].append(time.perf_counter() - started)
    return taken


async def main(arguments: argparse.Namespace) -> None:
    rng = random.Random(3)
    members = [rng.randrange(10**17, 10**18) for _ in range(arguments.members)]
    with tempfile.TemporaryDirectory() as directory:
        databases = BenchDatabases(Path(directory))
        try:
            for backend in arguments.backends:
                database = await databases.open(backend)
                try:
                    await fill(database, arguments.matches, members)
                    await analyze(database)
                    taken = await measure(database, members, arguments.times)
                finally:
                    await database.close()
                for name, seconds in taken.items():
                    print(
                        f"{backend:8} {name:6} p50 {statistics.median(seconds) * 1000:8.1f} ms"
                        f"  slowest {max(seconds) * 1000:8.1f} ms"
                        f"  ({arguments.matches} matches, {arguments.members} members)"
                    )
        finally:
            databases.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--matches", type=int, default=100_000)
    parser.add_argument("--members", type=int, default=2_000)
    parser.add_argument("--times", type=int, default=5)
    parser.add_argument("--backends", nargs="+", choices=BACKENDS, default=["sqlite"])
    asyncio.run(main(parser.parse_args()))
