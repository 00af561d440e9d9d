"""What pairing a newly free player costs in a big team battle: the bot's own step.

    python -m bench.team_battles [--members 500] [--teams 5] [--waiting 60] [--trials 1000]

A battle of `members` players over `teams` teams is stored in a fresh SQLite database
(as the bot's store writes it); `waiting` of them wait for a game, the rest play. Each
trial is what `TeamBattles._pair` does when one more player becomes free: read the
battle's players from the store and compute the arena's pairings (`arena.pairs`).
Printed: p50 and p99 of a trial in milliseconds, and of the pairing computation alone.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import tempfile
import time
from datetime import UTC, datetime, timedelta

from bot.core.storage.database import Database
from bot.team_battles.arena import Waiting, pairs
from bot.team_battles.records import BattlePlan
from bot.team_battles.storage.battle_store import SqlBattleStore

T0 = datetime(2026, 1, 1, tzinfo=UTC)


def percentile(values: list[float], share: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(share * len(ordered)))]


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--members", type=int, default=500)
    parser.add_argument("--teams", type=int, default=5)
    parser.add_argument("--waiting", type=int, default=60)
    parser.add_argument("--trials", type=int, default=1000)
    options = parser.parse_args()
    rng = random.Random(1)
    with tempfile.TemporaryDirectory() as folder:
        database = await Database.open(f"sqlite:///{folder}/bench.sqlite3")
        store = SqlBattleStore(database)
        teams = tuple(range(1, options.teams + 1))
        battle = await store.create(
            guild_id=1,
            channel_id=1,
            plan=BattlePlan("draughtnauts", {}, None, teams, 5),
            ends_at=T0 + timedelta(hours=1),
            created_by=1,
            now=T0,
        )
        for user in range(1, options.members + 1):
            await store.add_player(battle.id, user, teams[user % len(teams)], T0)
        playing = list(range(options.waiting + 1, options.members + 1))
        for first, second in zip(playing[::2], playing[1::2], strict=False):
            await store.start_game(battle.id, 10_000 + first, [first, second])
        whole, alone = [], []
        for _ in range(options.trials):
            started = time.perf_counter()
            players = await store.players(battle.id)
            waiting = [
                Waiting(p.user_id, p.role_id, p.free_since + timedelta(seconds=rng.random()), None)
                for p in players
                if p.free_since is not None
            ]
            computed = time.perf_counter()
            pairs(waiting)
            done = time.perf_counter()
            whole.append((done - started) * 1000)
            alone.append((done - computed) * 1000)
        await database.close()
    print(
        f"{options.members} members in {options.teams} teams, {options.waiting} waiting:"
        f" pairing a newly free player p50 {statistics.median(whole):.2f} ms,"
        f" p99 {percentile(whole, 0.99):.2f} ms"
        f" (the arena's computation alone p50 {statistics.median(alone):.2f} ms,"
        f" p99 {percentile(alone, 0.99):.2f} ms)"
    )


if __name__ == "__main__":
    asyncio.run(main())
