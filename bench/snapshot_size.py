"""How big each game's stored snapshot grows, and what a move costs from it.

    python -m bench.snapshot_size [--plies 5000] [--repeat 200]

Per game, one uniformly random game is played to `--plies` plies or to its last move
(Draagostat from seed 126, the first seed whose random game passes 5,000 plies; the other
games from seed 0). At that state it prints:

* the snapshot's size in bytes (`state.snapshot()`, what the bot rewrites after every
  move; each move also stores its own `trail`, a few bytes, once), beside the whole
  position text (`state.position()`, Draagostat's with every earlier position as a
  fingerprint, the snapshot until trails) and, for Draagostat, the same history written
  out as 30-character keys (the format before fingerprints);
* the time of one move on a cache hit (the bot holds the state: play the move, write
  the new snapshot and trail, read the outcome) and on a cache miss (read the stored
  snapshot and the trails with `game.resume`, then the same), median microseconds over
  `--repeat` runs, and their ratio miss / hit;
* the time of a cache miss that replays the whole move log instead, in milliseconds (the
  median of three), which is what the snapshot saves: the bot's `MatchService.state`
  reads the snapshot on a miss (it replayed the log before).

Each run plays the next of the state's first twenty legal moves, so a game that keeps the
successor of the last move it read (Domination 16x16 does) cannot answer from that.

Then the same Draagostat game through the bot's `MatchService` over a database: the
match is played to its 5,000th ply, then `--repeat` moves are timed alternately on a
cache hit (the service that played the last move) and on a cache miss (a fresh service
on the same database, as after a restart or an eviction): median milliseconds of each
and their ratio, the figure the issue asks to stay within 2x.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime
from itertools import cycle, pairwise
from pathlib import Path

import games
from bot.core.background import BackgroundTasks
from bot.core.events import EventBus
from bot.core.matches import MatchService
from bot.core.storage.database import Database
from bot.core.storage.match_store import SqlMatchStore
from games.contract import Game, Options, State
from games.draagostat.position_text import repetition_key
from games.draagostat.state import DraagostatState

SEEDS = {"draagostat": 126}
"""Games whose default seed ends too early to show the snapshot at full length."""


def random_game(game: Game, seed: int, plies: int) -> list[State]:
    """The states of a random game, up to `plies` plies or one before its end (so a move
    can still be played from the last one)."""
    rng = random.Random(seed)
    states = [game.start(seed=seed)]
    while len(states) <= plies:
        after = states[-1].apply(rng.choice(states[-1].legal_moves()))
        if after.is_over:
            break
        states.append(after)
    return states


def keys_text(states: list[State]) -> str:
    """The last state's position text as Draagostat wrote it before fingerprints: each
    earlier position as its 30-character key."""
    last = states[-1]
    assert isinstance(last, DraagostatState)
    earlier = len(last.seen) // len(",12345678")
    base = last.position().split(" seen=")[0]
    if not earlier:
        return base
    window = states[-1 - earlier : -1]
    return base + " seen=" + ",".join(repetition_key(s.board) for s in window)  # type: ignore[attr-defined]


def median_seconds(action: Callable[[], object], repeat: int) -> float:
    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        action()
        times.append(time.perf_counter() - start)
    return statistics.median(times)


def move_costs(
    game: Game, options: Options, seed: int, states: list[State], repeat: int
) -> tuple[float, float, float]:
    """Median seconds of a move on a cache hit, from the snapshot, and by replay."""
    state = states[-1]
    moves = cycle([str(move) for move in state.legal_moves()[:20]])
    snapshot = state.snapshot()
    log = [str(s.last_move) for s in states[1:]]
    trail = [s.trail() for s in states[1:]]

    def move_from(start: State) -> None:
        after = start.play(next(moves))
        after.snapshot(), after.trail(), after.outcome

    return (
        median_seconds(lambda: move_from(state), repeat),
        median_seconds(lambda: move_from(game.resume(options, snapshot, trail)), repeat),
        median_seconds(lambda: move_from(game.replay(log, options, seed)), 3),
    )


SEATS = {"dark": 1, "light": 2}


def now() -> datetime:
    return datetime(2026, 1, 1, tzinfo=UTC)


async def bot_move_costs(states: list[State], repeat: int) -> tuple[float, float]:
    """Median seconds of a move through `MatchService` on a cache hit and on a miss."""
    with tempfile.TemporaryDirectory() as directory:
        database = await Database.open(Path(directory) / "moves.sqlite3")
        tasks = BackgroundTasks()
        try:

            def service() -> MatchService:
                return MatchService(SqlMatchStore(database), EventBus(tasks), now)

            playing = service()
            seed = SEEDS["draagostat"]
            match = await playing.create_match(1, 1, "draagostat", {}, seed, SEATS)
            for before, after in pairwise(states):
                await playing.play(match.id, SEATS[before.to_move], str(after.last_move))
            game, rng, hits, misses = games.get("draagostat"), random.Random(seed), [], []
            for number in range(repeat):
                miss = number % 2 == 1
                if miss:
                    playing = service()  # nothing cached
                match = await playing.get(match.id)
                if not match.is_ongoing:
                    break
                looked_at = game.resume({}, match.position, match.trails)  # not the service's
                notation = rng.choice(looked_at.suggest("", 20))
                began = time.perf_counter()
                await playing.play(match.id, SEATS[looked_at.to_move], notation)
                (misses if miss else hits).append(time.perf_counter() - began)
            return statistics.median(hits), statistics.median(misses)
        finally:
            await tasks.close()
            await database.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--plies", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=200)
    args = parser.parse_args()
    header = (
        f"{'game':<17} {'ply':>5} {'bytes':>7} {'position':>8} {'keys':>8}"
        f" {'hit us':>8} {'miss us':>8}"
    )
    print(f"{header} {'miss/hit':>8} {'replay ms':>9}")
    for game in games.all_games():
        seed = SEEDS.get(game.id, 0)
        states = random_game(game, seed, args.plies)
        size = len(states[-1].snapshot().encode())
        whole = len(states[-1].position().encode())
        before = f"{len(keys_text(states).encode()):>8}" if game.id == "draagostat" else f"{'-':>8}"
        hit, miss, replay = move_costs(game, game.options(), seed, states, args.repeat)
        print(
            f"{game.id:<17} {states[-1].ply:>5} {size:>7} {whole:>8} {before} {hit * 1e6:>8.0f}"
            f" {miss * 1e6:>8.0f} {miss / hit:>7.1f}x {replay * 1e3:>9.1f}",
            flush=True,
        )
    states = random_game(games.get("draagostat"), SEEDS["draagostat"], args.plies)
    hit, miss = asyncio.run(bot_move_costs(states, args.repeat))
    print(f"\nDraagostat at ply {states[-1].ply} through MatchService (median ms):")
    print(f"cache hit {hit * 1e3:.2f}  cache miss {miss * 1e3:.2f}  miss/hit {miss / hit:.2f}x")


if __name__ == "__main__":
    main()
