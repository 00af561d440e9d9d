"""A match is read with every move and every keystroke of `/move`'s autocomplete, so
each read is one statement on the reader connection: no BEGIN and COMMIT around it
(a single statement is its own snapshot), which would make three trips of one."""

from __future__ import annotations

from datetime import UTC, datetime

from bot.core.records import NewMatch
from bot.core.storage.match_store import SqlMatchStore
from bot.core.storage.timer_store import TimerStore

START = datetime(2026, 3, 1, 12, tzinfo=UTC)


async def statements_of(database, read) -> list[str]:
    sent: list[str] = []
    await database.trace(sent.append)
    await read
    await database.trace(None)
    return sent


async def test_each_read_of_a_match_is_one_statement(database):
    store = SqlMatchStore(database)
    match = await store.create(
        NewMatch(1, 7, "race", {"size": 8}, 99, {"first": 10, "second": 20}, "challenge", "start"),
        START,
    )
    for read in (store.get(match.id), store.ongoing_in_channel(7), store.latest_in_channel(7)):
        assert len(await statements_of(database, read)) == 1


async def test_the_schedulers_look_at_the_next_timer_is_one_statement(database):
    timers = TimerStore(database)
    assert len(await statements_of(database, timers.earliest_due_at())) == 1
