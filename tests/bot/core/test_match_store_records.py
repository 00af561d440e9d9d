"""The store builds the record after a write in memory rather than reading it back:
every such record must be exactly what reading the match gives."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta, timezone

import pytest

from bot.core.records import EndHow, MatchResult, MoveRecord, NewMatch
from bot.core.storage.match_store import SqlMatchStore

pytestmark = pytest.mark.postgres

START = datetime(2026, 3, 1, 12, 0, 0, 123456, tzinfo=UTC)


def new_match(channel_id: int = 7) -> NewMatch:
    return NewMatch(
        guild_id=1,
        channel_id=channel_id,
        game_id="race",
        options={"size": 8},
        seed=99,
        seats={"first": 10, "second": 20},
        origin="challenge",
        position="start",
        time_control="3d",
    )


async def test_every_written_record_is_what_a_read_gives(database):
    store = SqlMatchStore(database)
    later = START.astimezone(timezone(timedelta(hours=5)))  # another zone, same instant
    written = [await store.create(new_match(), START)]

    async def check(write):
        written.append(await write)
        assert written[-1] == await store.get(written[-1].id)

    for number, seat in enumerate(["first", "second", "first"], start=1):
        move = MoveRecord(number, seat, 10, f"+{number}", later)
        await check(store.append_move(written[-1], move, f"p{number}", None, later))
    await check(store.set_draw_offer(written[-1], "second", later))
    await check(store.remove_last_move(written[-1], "p2", later))
    await check(store.set_draw_offer(written[-1], "first", later))
    await check(store.end(written[-1], MatchResult("first", EndHow.RESIGNATION, "r"), later))
    assert [match.version for match in written] == list(range(len(written)))


async def test_a_move_that_ends_the_match_is_recorded_as_read(database):
    store = SqlMatchStore(database)
    match = await store.create(new_match(), START)
    for number, result in [(1, None), (2, MatchResult(None, EndHow.RULES, "a draw by rule"))]:
        move = MoveRecord(number, "first", 10, f"+{number}", START)
        match = await store.append_move(match, move, f"p{number}", result, START)
        assert match == await store.get(match.id)
    aborted = await store.create(new_match(channel_id=8), START)
    ended = await store.end(aborted, MatchResult(None, EndHow.ABORT, "called off"), START)
    assert ended == await store.get(aborted.id)
    assert ended == await store.latest_in_channel(8)
