"""A member forgotten everywhere (`/forget me`, in any server) is forgotten by every
bot process: each may keep something of the member in memory for its own servers (the
name they last showed there, their vacations), and one process's erasure reaches the
others' memories as it reaches the rows. Before, another process went on holding the
member's name, and wrote it back into the table at its next tournament post."""

from __future__ import annotations

from bot.core.shard_ownership import ShardOwnership
from tests.e2e.service_stack import SHARD_COUNT, guild_of_shard, open_stack
from tests.waiting import until, until_answer

MEMBER = 77


async def test_a_member_forgotten_in_one_process_is_forgotten_by_the_others(postgres_server):
    url = await postgres_server.fresh_database()
    here = await open_stack(url, ShardOwnership(SHARD_COUNT, frozenset({0})))
    there = await open_stack(url, ShardOwnership(SHARD_COUNT, frozenset({1})))
    guild = guild_of_shard(1)
    names = there.tournaments.names
    try:
        await until(lambda: getattr(there.privacy, "hearing", True))
        names.note(guild, MEMBER, "Alice")  # the member talked to the bot in B's server
        assert await names.of_entrants(guild, [MEMBER]) == {MEMBER: "Alice"}  # and is kept
        await here.privacy.forget(MEMBER)  # `/forget me` answered by A
        await until_answer(lambda: names.of_entrants(guild, [MEMBER]), lambda kept: not kept)
        stored = await here.database.fetch_all("SELECT * FROM entrant_names")
        assert stored == []
    finally:
        for services in (here, there):
            await services.tasks.close()
            await services.database.close()
        await postgres_server.drop(url)
