"""A premove tree of 1,000 lines: how long adding a line, listing the tree and matching
a move against it take, through the services as the bot builds them.

    python -m bench.premove_tree [--lines 1000] [--runs 50] [--backends sqlite postgres]

A Draughtnauts match where the second player (light) has queued lines of ten moves (dark's
move, light's answer, and four more such pairs) from the opening, every line legal,
until the tree holds one line short of `--lines`. Then, `--runs` times each (p50 and
p99 printed, the issue asks for under 5 ms):

- add: `PremoveService.add` of the last line (checked against the position, merged, the
  tree written), the tree put back as it was before each run (untimed);
- list: `PremoveService.lines` (read and walk the whole tree);
- match: `PremoveService.answer_to` for dark's move that the tree expects, inside the
  move's transaction as `MatchService` calls it (take the tree, find the branch, store
  what follows it and the record a takeback needs), with a reply that plays nothing,
  so that the answer's own move (an ordinary move, timed by `bench.bot_moves`) is left
  out; the tree put back after each run (untimed).
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

from bench.backends import BACKENDS, BenchDatabases
from bench.bot_moves import NoTournaments, QuietCourier, now, percentile
from bot.core.events import MoveMade
from bot.core.records import MoveRecord
from bot.premoves.storage.premove_store import SqlPremoveStore
from bot.services import Services
from games import State

ALICE, BOB = 1, 2


def lines_from(state: State, pairs: int = 5) -> Iterator[tuple[str, ...]]:
    """Lines of `pairs` pairs from `state`: every move of the opponent, each answered by
    the first legal answer (a tree holds one answer to a move), in the order of the
    legal moves."""
    if pairs == 0:
        yield ()
        return
    for condition in state.legal_moves():
        after = state.apply(condition)
        answer = after.legal_moves()[0]
        for rest in lines_from(after.apply(answer), pairs - 1):
            yield (str(condition), str(answer), *rest)


async def nothing(_text: str) -> None:
    return None


async def time_one(database, count: int, runs: int) -> None:
    services = Services.build(
        database, now, random.Random(1), courier=QuietCourier(), host=NoTournaments()
    )
    store = SqlPremoveStore(database)
    matches, premoves = services.matches, services.premoves
    match = await matches.create_match(1, 10, "draughtnauts", {}, 7, {"dark": ALICE, "light": BOB})
    state = matches.state(match)
    every = lines_from(state)
    lines = [next(every) for _ in range(count + runs)]
    for line in lines[: count - 1]:
        await premoves.add(match, BOB, " ".join(line))
    short_of_one = await store.get(match.id, "light")

    added, listed, matched = [], [], []
    for run in range(runs):
        await store.put(match.id, "light", short_of_one)
        started = time.perf_counter()
        await premoves.add(match, BOB, " ".join(lines[count - 1 + run]))
        added.append(time.perf_counter() - started)
        full = await store.get(match.id, "light")
        assert full is not None and len(list(full.tree.lines())) == count

        started = time.perf_counter()
        await premoves.lines(match, BOB)
        listed.append(time.perf_counter() - started)

        expected = lines[run % count][0]
        after = state.play(expected)
        move = MoveRecord(1, "dark", ALICE, expected, now())
        made = MoveMade(match, move, after)
        started = time.perf_counter()
        async with database.transaction():
            await premoves.answer_to(made, nothing)
        matched.append(time.perf_counter() - started)
        await store.put(match.id, "light", full)

    print(f"\n{type(database).__name__}: a tree of {count} lines, {runs} runs each")
    print(f"{'':8} {'p50 ms':>8} {'p99 ms':>8}")
    for name, values in (("add", added), ("list", listed), ("match", matched)):
        milliseconds = [value * 1000 for value in values]
        print(
            f"{name:8} {percentile(milliseconds, 0.5):8.2f} {percentile(milliseconds, 0.99):8.2f}"
        )


async def main(count: int, runs: int, backends: list[str]) -> None:
    with tempfile.TemporaryDirectory() as directory:
        databases = BenchDatabases(Path(directory))
        try:
            for backend in backends:
                database = await databases.open(backend)
                try:
                    await time_one(database, count, runs)
                finally:
                    await database.close()
        finally:
            databases.close()


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--lines", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=50)
    parser.add_argument("--backends", nargs="+", choices=BACKENDS, default=list(BACKENDS))
    arguments = parser.parse_args()
    asyncio.run(main(arguments.lines, arguments.runs, arguments.backends))
