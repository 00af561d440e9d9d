"""A move sent while the opponent's move is still being committed (a quick reply, by
the member whose turn that move hands over) is played on the position it meets, not
refused as "not your turn" on the position read before the opponent's commit: in one
process (`/move` reads the match before it takes the match's lock) and across two
processes over one database (the other process's transaction still open)."""

from __future__ import annotations

import asyncio

import pytest

from bot.core.matches import MatchService
from bot.core.storage.database import Database
from bot.core.storage.match_store import SqlMatchStore
from tests.bot.conftest import race_lookup
from tests.bot.core.test_match_service import ALICE, BOB, start
from tests.waiting import until_answer


class Gate:
    """A participant that holds the next move's transaction open (the move written,
    not committed) until the test lets it go."""

    def __init__(self) -> None:
        self.entered = asyncio.Event()
        self.opened = asyncio.Event()

    async def move_made(self, _event) -> None:
        if not self.opened.is_set():
            self.entered.set()
            await self.opened.wait()

    async def match_started(self, _event) -> None:
        return None

    async def match_ended(self, _event) -> None:
        return None

    async def move_taken_back(self, _match, _state) -> None:
        return None


def waits_on_a_lock(task: asyncio.Task) -> bool:
    """Whether `task` is suspended acquiring an asyncio lock (the match's lock): the
    innermost coroutine it awaits is `Lock.acquire`."""
    awaited = task.get_coro()
    while hasattr(getattr(awaited, "cr_await", None), "cr_code"):
        awaited = awaited.cr_await
    code = awaited.cr_code
    return code.co_name == "acquire" and code.co_filename.endswith("locks.py")


@pytest.mark.postgres
async def test_a_reply_sent_while_the_opponents_move_commits_is_played(matches):
    gate = Gate()
    matches.add_participant(gate)
    match = await start(matches)
    first = asyncio.create_task(matches.play(match.id, ALICE, "1"))
    await gate.entered.wait()
    reply = asyncio.create_task(matches.play_in_channel(match.channel_id, BOB, "2"))

    async def reply_read_the_match() -> bool:
        return reply.done() or waits_on_a_lock(reply)

    # On the position before alice's move:
    await until_answer(reply_read_the_match, bool, pause=0.005)
    gate.opened.set()
    await first
    made = await reply
    assert made.move.user_id == BOB
    assert (await matches.get(match.id)).moves == ("+1", "+2")


async def test_a_reply_from_another_process_waits_for_the_opponents_commit(
    postgres_server, clock, events
):
    """On PostgreSQL only: SQLite serves one process (bot/README.md), the case above."""
    database_url = await postgres_server.fresh_database()
    database = await Database.open(database_url)
    gate = Gate()
    here = MatchService(SqlMatchStore(database), events, clock, game_lookup=race_lookup)
    here.add_participant(gate)
    other_database = await Database.open(database_url)
    there = MatchService(SqlMatchStore(other_database), events, clock, game_lookup=race_lookup)
    try:
        match = await start(here)
        first = asyncio.create_task(here.play(match.id, ALICE, "1"))
        await gate.entered.wait()
        reply = asyncio.create_task(there.play(match.id, BOB, "2"))

        async def reply_read_the_match() -> bool:
            waiting = await database.fetch_value(
                "SELECT COUNT(*) FROM pg_locks WHERE locktype = 'advisory' AND NOT granted"
            )
            return reply.done() or waiting > 0

        await until_answer(reply_read_the_match, bool, pause=0.005)
        gate.opened.set()
        await first
        made = await reply
        assert made.move.user_id == BOB
        assert (await there.get(match.id)).moves == ("+1", "+2")
    finally:
        await other_database.close()
        await database.close()
        await postgres_server.drop(database_url)
