"""The match store, the ongoing-seats index and the timers, on both backends."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.clocks.storage.match_queries import PaceMatchQueries
from bot.core.protocols import ChannelBusy, StaleMatch
from bot.core.records import EndHow, MatchResult, MatchStatus, MoveRecord
from bot.core.storage.timer_store import TimerStore
from tests.bot.store_contract.conftest import ALICE, BOB, CAROL, GUILD, NOW, new_match

pytestmark = pytest.mark.postgres


async def test_a_match_reads_back_as_created_with_its_moves_in_order(match_store):
    match = await match_store.create(new_match(time_control="3d"), NOW)
    for number in range(1, 12):  # past 9, so text order would differ from number order
        seat = "first" if number % 2 else "second"
        move = MoveRecord(number, seat, match.seats[seat], f"+{number}", NOW)
        match = await match_store.append_move(match, move, f"{number}:0", None, NOW)
    assert await match_store.get(match.id) == match
    assert match.moves == tuple(f"+{n}" for n in range(1, 12))
    log = await match_store.move_log(match.id)
    assert [(m.number, m.user_id, m.played_at) for m in log][:2] == [
        (1, ALICE, NOW),
        (2, BOB, NOW),
    ]
    assert await match_store.get(match.id + 1) is None


async def test_one_ongoing_match_per_channel(match_store):
    first = await match_store.create(new_match(), NOW)
    with pytest.raises(ChannelBusy):
        await match_store.create(new_match(), NOW)
    assert await match_store.ongoing_in_channel(7) == first
    await match_store.end(first, MatchResult(None, EndHow.ABORT, "test"), NOW)
    second = await match_store.create(new_match(), NOW)
    assert second.id > first.id
    assert await match_store.latest_in_channel(7) == second
    assert await match_store.latest_in_channel(8) is None


async def test_ongoing_alike_counts_matches_of_the_same_game_and_options(match_store):
    await match_store.create(new_match(channel_id=1), NOW)
    await match_store.create(new_match(channel_id=2), NOW)
    await match_store.create(new_match(channel_id=3, options={"target": 40}), NOW)
    assert await match_store.ongoing_alike(GUILD, "race", {"target": 30}) == 2
    assert await match_store.ongoing_alike(GUILD, "race", {"target": 50}) == 0


async def test_draw_offers_takebacks_and_the_end(match_store):
    match = await match_store.create(new_match(), NOW)
    move = MoveRecord(1, "first", ALICE, "+3", NOW)
    match = await match_store.append_move(match, move, "3:0", None, NOW)
    match = await match_store.set_draw_offer(match, "second", NOW + timedelta(seconds=1))
    assert (await match_store.get(match.id)).draw_offer == "second"
    match = await match_store.remove_last_move(match, "0:0", NOW)
    assert await match_store.get(match.id) == match
    assert match.moves == () and match.draw_offer is None
    ended = await match_store.end(match, MatchResult("first", EndHow.RESIGNATION, "resigned"), NOW)
    assert ended.status is MatchStatus.FINISHED
    assert await match_store.get(match.id) == ended


async def test_a_write_from_a_stale_read_is_refused(match_store):
    match = await match_store.create(new_match(), NOW)
    await match_store.set_draw_offer(match, "first", NOW)
    with pytest.raises(StaleMatch):
        await match_store.set_draw_offer(match, "second", NOW)


async def test_a_move_from_a_stale_read_is_refused_and_logs_nothing(match_store):
    match = await match_store.create(new_match(), NOW)
    first = MoveRecord(1, "first", ALICE, "+1", NOW)
    moved = await match_store.append_move(match, first, "1:0", None, NOW)
    with pytest.raises(StaleMatch):  # `match` is the record from before that move
        await match_store.append_move(
            match, MoveRecord(1, "first", ALICE, "+2", NOW), "2:0", None, NOW
        )
    assert await match_store.get(match.id) == moved
    assert [move.notation for move in await match_store.move_log(match.id)] == ["+1"]


async def test_a_moves_writes_are_one_statement_on_postgresql(backend, database, match_store):
    """A WITH clause holding the UPDATE and the INSERT on PostgreSQL (one trip to
    another process instead of two); two statements on SQLite, whose WITH cannot."""
    match = await match_store.create(new_match(), NOW)
    sent: list[tuple[object, ...]] = []
    await database.trace(lambda *statement: sent.append(statement))
    await match_store.append_move(match, MoveRecord(1, "first", ALICE, "+1", NOW), "1:0", None, NOW)
    await database.trace(None)
    writes = [sql for sql, *_ in sent if not str(sql).startswith(("BEGIN", "COMMIT"))]
    assert len(writes) == (1 if backend == "postgres" else 2)


async def test_a_members_ongoing_matches_follow_starts_and_ends(database, match_store):
    queries = PaceMatchQueries(database)
    one = await match_store.create(new_match(channel_id=1), NOW)
    two = await match_store.create(new_match(channel_id=2, guild_id=5), NOW)
    alone = await match_store.create(new_match(channel_id=3, seats={"a": CAROL, "b": CAROL}), NOW)
    assert await queries.ongoing_ids_of(ALICE) == [one.id, two.id]
    assert await queries.ongoing_ids_of(ALICE, GUILD) == [one.id]
    assert await queries.ongoing_ids_of(CAROL) == [alone.id]
    await match_store.end(one, MatchResult(None, EndHow.DRAW_AGREED, "called off"), NOW)
    assert await queries.ongoing_ids_of(ALICE) == [two.id]


async def test_timers_replace_by_name_with_a_fresh_id(database):
    timers = TimerStore(database)
    await timers.put("timeout", "1", NOW + timedelta(hours=2), {"seat": "first"}, guild_id=GUILD)
    first = await timers.get("timeout", "1")
    assert (first.due_at, first.payload) == (NOW + timedelta(hours=2), {"seat": "first"})
    assert first.guild_id == GUILD
    await timers.put("timeout", "1", NOW + timedelta(hours=1), guild_id=GUILD)
    second = await timers.get("timeout", "1")
    assert second.id != first.id and second.due_at == NOW + timedelta(hours=1)
    await timers.finish(first)  # the fired one is gone already: the new one stays
    assert await timers.get("timeout", "1") == second


async def test_timers_come_due_in_order_and_a_claimed_one_not_again(database):
    timers = TimerStore(database)
    claim = NOW + timedelta(days=1)
    assert await timers.earliest_due_at() is None
    await timers.put_all("9", {"reminder": NOW + timedelta(hours=3), "timeout": NOW}, guild_id=None)
    await timers.put("expiry", "4", NOW + timedelta(hours=1), guild_id=None)
    assert await timers.earliest_due_at() == NOW
    first = await timers.claim_due(NOW + timedelta(hours=1), 1, claim)
    assert [(t.kind, t.key, t.due_at) for t in first] == [("timeout", "9", NOW)]
    rest = await timers.claim_due(NOW + timedelta(hours=1), 5, claim)
    assert [(t.kind, t.key) for t in rest] == [("expiry", "4")]
    assert await timers.claim_due(NOW + timedelta(hours=1), 5, claim) == []
    assert await timers.earliest_due_at() == NOW + timedelta(hours=3)
    await timers.put_all(
        "9", {"reminder": None, "timeout": NOW + timedelta(hours=5)}, guild_id=None
    )
    assert await timers.get("reminder", "9") is None
    await timers.cancel("expiry", "4")
    later = await timers.claim_due(NOW + timedelta(hours=9), 9, claim)
    assert [t.kind for t in later] == ["timeout"]


async def test_a_failed_use_case_leaves_no_match(database, match_store):
    with pytest.raises(RuntimeError):
        async with match_store.transaction():
            match = await match_store.create(new_match(), NOW)
            await match_store.append_move(
                match, MoveRecord(1, "first", ALICE, "+1", NOW), "1:0", None, NOW
            )
            raise RuntimeError("crash before the commit")
    assert await match_store.ongoing_in_channel(7) is None
    assert await database.fetch_all("SELECT * FROM moves") == []
