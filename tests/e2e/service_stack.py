"""One bot process's services without Discord, for tests that run several processes
over one database: `Services.build` (the bot's own composition root) on a connection
of its own, owning the given shards, with recording fakes where Discord would be.

Run as a program it is such a process making moves (`python -m tests.e2e.service_stack
DATABASE_URL SHARD MATCH_ID...`): it plays the listed matches in turn, printing
`MATCH_ID PLY` once each move's `play` has returned (the move is acknowledged), until
it is killed.
"""

from __future__ import annotations

import asyncio
import random
import sys
from datetime import UTC, datetime

from bot.core.errors import ServiceError
from bot.core.shard_ownership import ShardOwnership
from bot.core.storage.database import Database
from bot.services import Services
from tests.bot.pace_helpers import RecordingCourier, RecordingHost

SHARD_COUNT = 2
GAME = "draughtnauts"
PLAYERS = (501, 502)


def now() -> datetime:
    return datetime.now(UTC)


def guild_of_shard(shard: int) -> int:
    """A server id that Discord's formula puts on `shard` of `SHARD_COUNT`."""
    return (900_000 + shard) << 22


async def open_stack(database_url: str, shards: ShardOwnership) -> Services:
    database = await Database.open(database_url)
    return Services.build(
        database,
        now,
        random.Random(7),
        courier=RecordingCourier(),
        host=RecordingHost(),
        shards=shards,
    )


async def stack_on(database_url: str, clock, **hosts) -> Services:
    """The services of one process on a test's clock, with recording fakes where
    Discord would be; `hosts` names the feature hosts a test records itself
    (`league_host=...`, `battle_host=...`)."""
    database = await Database.open(database_url)
    return Services.build(
        database,
        clock,
        random.Random(5),
        courier=RecordingCourier(),
        host=RecordingHost(),
        **hosts,
    )


async def close_stack(services: Services) -> None:
    await services.scheduler.stop()
    await services.tasks.close()
    await services.database.close()


async def create_matches(services: Services, guild_id: int, count: int) -> list[int]:
    made = []
    for number in range(count):
        seats = {"dark": PLAYERS[0], "light": PLAYERS[1]}
        match = await services.matches.create_match(
            guild_id, guild_id + number, GAME, {}, number, seats
        )
        made.append(match.id)
    return made


async def play_next(services: Services, match_id: int) -> int | None:
    """Play the first move offered in match `match_id`; the ply it made, or None when
    the match is over or the move was refused."""
    matches = services.matches
    match = await matches.get(match_id)
    state = matches.state(match)
    if not match.is_ongoing or state.to_move is None:
        return None
    try:
        made = await matches.play(match_id, match.seats[state.to_move], state.suggest("", 1)[0])
    except ServiceError:
        return None
    return made.move.number


async def play_until_killed(database_url: str, shard: int, match_ids: list[int]) -> None:
    services = await open_stack(database_url, ShardOwnership(SHARD_COUNT, frozenset({shard})))
    while True:
        for match_id in match_ids:
            ply = await play_next(services, match_id)
            if ply is not None:
                print(match_id, ply, flush=True)


if __name__ == "__main__":
    url, shard, *ids = sys.argv[1:]
    asyncio.run(play_until_killed(url, int(shard), [int(i) for i in ids]))
