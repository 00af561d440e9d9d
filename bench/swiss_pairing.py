"""What a Swiss round's pairing costs, by field size, against the full graph it replaced.

    python -m bench.swiss_pairing [--fields 16 64 256 512 1024] [--rounds 4]
                                  [--full-graph-up-to 1024] [--seed 1] [--loop-field 1024]

For each field a whole event is played with random results, timing the pairing of every
round (CPU seconds of the process, which is what a worker process spends; on a shared
machine wall time mostly measures the neighbours). Printed per field: the mean and worst
pairing time, and, as the baseline, the mean and worst time of the same rounds paired as
before the window (one matching over every pair of the field, `full_graph_total`), their
ratio (full graph / window), and whether both found the same total weight on every round
(they must: the window's matching is proved the best over every pair).

Then, with `--loop-field` players (1,024 by default), what a pairing costs the bot's
event loop: the loop's lag (how late a 1 ms tick wakes, which is how long a `/move`
would wait before its defer) at p50 and p99, quiet and while round 2 is paired in the
bot's worker pool (`bot.core.worker_pool`) as the bot pairs it, while a worker only
spins for as long (no pairing, no data: what any busy core costs the loop on a loaded
machine), and in a thread as the bot did before, with the ratio of each p99 to the
quiet one.

Last, what the issue names: `/move` itself. The services the bot builds
(`Services.build`, a database of ongoing matches) get a move every 5 ms, quiet and then
while a round is paired in the pool (the round the field's tenth would be, as a big
event's late rounds hand the worker the most), each move the `/move` path from its
defer (its first step) to the drawn board, so the moves load the loop as members would.
Printed: time-to-defer (from a move's arrival to its first step) p50 and p99, quiet and
during the pairing, and the ratio of the p99s. Each round is paired three times in a
row so the p99 rests on some three hundred moves. Pairing takes a core, so on a 2-core
machine read it with nothing else running.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from pathlib import Path

import rustworkx as rx

from bench.bot_moves import NoTournaments, QuietCourier, fill, now
from bench.burst import ServicesMove, services_plans
from bot.core.storage.database import Database
from bot.core.worker_pool import WorkerPool, install
from bot.services import Services
from bot.tournaments.pairing.formats import Progress, SwissFormat
from bot.tournaments.pairing.model import Game, Table
from bot.tournaments.pairing.swiss import pair_round
from bot.tournaments.pairing.swiss_weights import PairWeights

TICK = 0.001
ARRIVAL = 0.005
"""Seconds between two moves' arrivals while `/move` is timed during a pairing."""


def full_graph_total(active: list[int], games: list[Game]) -> tuple[int, dict]:
    """The baseline, the pairing as it was before the window: every pair weighed and one
    matching over all of them. Its total weight, and every pair's weight by entries."""
    weights = PairWeights(active, games)
    edges = weights.every_edge()
    graph = rx.PyGraph()
    graph.add_nodes_from(range(weights.field + 1))
    graph.add_edges_from(edges)
    matching = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)
    entry = [*weights.ranking, None]
    weight_of = {frozenset((entry[a], entry[b])): weight for a, b, weight in edges}
    return sum(graph.get_edge_data(a, b) for a, b in matching), weight_of


def timed(action, *args):
    """CPU seconds taken by `action(*args)`, and its result."""
    start = time.process_time()
    result = action(*args)
    return time.process_time() - start, result


def results(number: int, tables: list[Table], rng: random.Random) -> list[Game]:
    return [
        Game.bye(number, t.first)
        if t.second is None
        else Game(number, t.first, t.second, rng.choice([t.first, t.second, None]))
        for t in tables
    ]


def run(field: int, rounds: int, with_full_graph: bool, rng: random.Random):
    """Per round, the window's and the full graph's CPU seconds, and whether their
    totals were the same on every round (None without the full graph)."""
    active = list(range(1, field + 1))
    games: list[Game] = []
    window, full, same = [], [], True
    for number in range(1, rounds + 1):
        elapsed, tables = timed(pair_round, number, active, games)
        window.append(elapsed)
        if with_full_graph:
            elapsed, (best, weight_of) = timed(full_graph_total, active, games)
            full.append(elapsed)
            same &= (
                sum(weight_of[frozenset(t.entries + (None,) * t.is_bye)] for t in tables) == best
            )
        games += results(number, tables, rng)
    return window, full, same if with_full_graph else None


def ms_at(seconds: list[float], share: float) -> float:
    """The value below which `share` of `seconds` lie (nearest rank), in milliseconds."""
    return sorted(seconds)[int(share * (len(seconds) - 1))] * 1e3


async def loop_lags(seconds: float) -> list[float]:
    """How late each 1 ms tick of the event loop wakes, for `seconds`."""
    lags, ends = [], time.perf_counter() + seconds
    while (began := time.perf_counter()) < ends:
        await asyncio.sleep(TICK)
        lags.append(time.perf_counter() - began - TICK)
    return lags


async def lags_while(work):
    """The loop's lags until `work` (an awaitable) is done, and its result."""
    task, lags = asyncio.ensure_future(work), []
    while not task.done():
        lags += await loop_lags(0.2)
    return lags, await task


async def lasting(work) -> float:
    """The wall seconds `work` (an awaitable) takes."""
    began = time.perf_counter()
    await work
    return time.perf_counter() - began


def spin(seconds: float) -> None:
    """Keeps a core busy for `seconds` with no data in or out: what any busy worker
    costs the loop on this machine, pairing or not."""
    ends = time.perf_counter() + seconds
    while time.perf_counter() < ends:
        pass


async def loop_during_pairing(field: int, rng: random.Random) -> None:
    active = list(range(1, field + 1))
    games = results(1, pair_round(1, active, []), rng)
    pool = WorkerPool()
    pool.start()
    try:
        await pool.run(pair_round, 1, [1, 2], [])  # the workers are up
        quiet = await loop_lags(1.0)
        in_pool, seconds = await lags_while(lasting(pool.run(pair_round, 2, active, games)))
        busy, _ = await lags_while(pool.run(spin, seconds))
        in_thread, _ = await lags_while(asyncio.to_thread(pair_round, 2, active, games))
    finally:
        await pool.close()

    print(f"\nevent loop lag while {field} players are paired ({seconds:.2f} s in the pool), ms")
    print(f"{'':8} {'p50':>7} {'p99':>7} {'p99 ratio':>9}")
    print(f"{'quiet':8} {ms_at(quiet, 0.5):7.2f} {ms_at(quiet, 0.99):7.2f}")
    for where, lags in (("pool", in_pool), ("spinning", busy), ("thread", in_thread)):
        ratio = ms_at(lags, 0.99) / ms_at(quiet, 0.99)
        print(f"{where:8} {ms_at(lags, 0.5):7.2f} {ms_at(lags, 0.99):7.2f} {ratio:6.2f}x")


def late_progress(field: int, rounds: int, rng: random.Random) -> Progress:
    """A Swiss event of `field` players after `rounds` rounds with random results: the
    progress the bot hands the worker to pair the next round."""
    swiss, tables, results_of, round_of = SwissFormat(rounds + 1), [], {}, {}
    for number in range(1, rounds + 1):
        progress = Progress(
            tuple(range(1, field + 1)), frozenset(), tuple(tables), results_of, round_of
        )
        for table in swiss.next_tables(number, progress):
            tables.append(table)
            round_of[table.key] = number
            pick = (table.first, table.second, None) if table.second else (table.first,)
            results_of[table.key] = rng.choice(pick)
    return Progress(tuple(range(1, field + 1)), frozenset(), tuple(tables), results_of, round_of)


async def moves_during_pairing(field: int, rng: random.Random) -> None:
    """`/move` time-to-defer, quiet and while round 10 of a `field`-player event is
    paired in the bot's pool (`SwissFormat.next_tables` on the event's progress, as
    `bot.tournaments.rounds` hands it over)."""
    rounds = 9
    progress = late_progress(field, rounds, rng)
    swiss = SwissFormat(rounds + 1)
    pool = WorkerPool()
    pool.start()
    install(pool)
    with tempfile.TemporaryDirectory() as directory:
        database = await Database.open(Path(directory) / "moves.sqlite3")
        services = Services.build(database, now, rng, courier=QuietCourier(), host=NoTournaments())
        try:
            await pool.run(swiss.next_tables, 1, Progress((1, 2)))  # the workers are up
            arriving = iter(await services_plans(services, await fill(database, 1500, rng)))
            move = ServicesMove(services)

            async def moves_while(work) -> list[float]:
                task, moving = asyncio.ensure_future(work), []
                while not task.done():
                    moving.append(asyncio.create_task(move(*next(arriving), time.perf_counter())))
                    await asyncio.sleep(ARRIVAL)
                await task
                return list(await asyncio.gather(*moving))

            async def pair_three_times() -> None:
                for _ in range(3):
                    await pool.run(swiss.next_tables, rounds + 1, progress)

            seconds = await lasting(pool.run(swiss.next_tables, rounds + 1, progress))
            quiet = await moves_while(asyncio.sleep(3 * seconds))
            during = await moves_while(pair_three_times())
        finally:
            install(None)
            await pool.close()
            await services.tasks.close()
            await database.close()

    print(
        f"\n/move time-to-defer while round {rounds + 1} of {field} players is paired in the pool"
    )
    print(f"({seconds:.2f} s a pairing, three in a row), a move every {ARRIVAL * 1e3:.0f} ms, ms")
    print(f"{'':8} {'moves':>6} {'p50':>7} {'p99':>7} {'p99 ratio':>9}")
    print(f"{'quiet':8} {len(quiet):>6} {ms_at(quiet, 0.5):7.2f} {ms_at(quiet, 0.99):7.2f}")
    median, worst = ms_at(during, 0.5), ms_at(during, 0.99)
    ratio = worst / ms_at(quiet, 0.99)
    print(f"{'pairing':8} {len(during):>6} {median:7.2f} {worst:7.2f} {ratio:8.2f}x")


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--fields", type=int, nargs="+", default=[16, 64, 256, 512, 1024])
    parser.add_argument("--rounds", type=int, default=4)
    parser.add_argument("--full-graph-up-to", type=int, default=1024)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--loop-field", type=int, default=1024)
    args = parser.parse_args()
    rng = random.Random(args.seed)
    print(f"{'':6} {'window':>17} {'full graph':>17}")
    print(
        f"{'field':>6} {'mean s':>8} {'worst s':>8} {'mean s':>8} {'worst s':>8}"
        f" {'ratio':>7} {'same weight':>11}"
    )
    for field in args.fields:
        window, full, same = run(field, args.rounds, field <= args.full_graph_up_to, rng)
        line = f"{field:>6} {statistics.mean(window):>8.3f} {max(window):>8.3f}"
        if full:
            ratio = statistics.mean(full) / statistics.mean(window)
            line += f" {statistics.mean(full):>8.3f} {max(full):>8.3f} {ratio:>6.1f}x"
            line += f" {'yes' if same else 'NO':>11}"
        print(line, flush=True)
    asyncio.run(loop_during_pairing(args.loop_field, rng))
    asyncio.run(moves_during_pairing(args.loop_field, rng))


if __name__ == "__main__":
    main()
