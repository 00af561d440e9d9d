"""The clocks' stores on a real database: what is written reads back the same, the
queries keep to their member, server and stretch of time, and what a store remembers
is forgotten exactly where the privacy purge says (mutation tests of bot/clocks/storage)."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

import pytest

from bot.clocks.model import Clock, TimeControl
from bot.clocks.storage.clock_store import ClockStore
from bot.clocks.storage.match_queries import PaceMatchQueries
from bot.clocks.storage.settings_store import PaceSettings, PaceSettingsStore
from bot.clocks.storage.vacation_store import Vacation, VacationStore
from tests.bot.pace_helpers import ALICE, BOB, GUILD, race

pytestmark = pytest.mark.postgres

MARCH = datetime(2026, 3, 1, 12, 0, tzinfo=UTC)
OTHER_GUILD = 2


async def test_a_clock_reads_back_as_it_was_written_and_overwritten(database, matches):
    match = await race(matches)
    store = ClockStore(database)
    await store.put(match.id, Clock(TimeControl.parse("3d"), "first", timedelta(0), MARCH))
    running = Clock(
        TimeControl.parse("3d+7d"),
        "second",
        timedelta(hours=5, seconds=1),
        MARCH + timedelta(hours=2),
        {"first": timedelta(days=6), "second": timedelta(days=7)},
        reminders_sent=2,
        ply=3,
        out_of_time_told=True,
    )
    await store.put(match.id, running)
    assert await store.get(match.id) == running
    assert (await store.get(match.id)).out_of_time_told is True
    paused = Clock(TimeControl.parse("10m"), "first", timedelta(minutes=4), None)
    await store.put(match.id, paused)
    read = await store.get(match.id)
    assert read == paused
    assert read.out_of_time_told is False


async def test_a_match_without_a_clock_reads_none(database):
    assert await ClockStore(database).get(404) is None


async def test_settings_default_until_written_then_read_back(database):
    store = PaceSettingsStore(database)
    assert await store.get(GUILD) == PaceSettings(GUILD)
    chosen = PaceSettings(GUILD, TimeControl.parse("10m+30m"), (0.25,), True, 3)
    await store.put(chosen)
    fresh = await PaceSettingsStore(database).get(GUILD)
    assert fresh == chosen
    assert fresh.automatic_timeout is True
    assert await store.get(GUILD) == chosen


async def test_forgetting_a_servers_settings_forgets_that_server_only(database):
    """Another process (or a purge) changed the rows: only the server forgotten is
    read again, the others stay as remembered."""
    store = PaceSettingsStore(database)
    await store.get(GUILD)
    await store.get(OTHER_GUILD)
    elsewhere = PaceSettingsStore(database)
    await elsewhere.put(PaceSettings(GUILD, vacation_days_per_month=1))
    await elsewhere.put(PaceSettings(OTHER_GUILD, vacation_days_per_month=2))
    store.forget_server(GUILD)
    assert (await store.get(GUILD)).vacation_days_per_month == 1
    assert (await store.get(OTHER_GUILD)).vacation_days_per_month == 14


async def test_the_ongoing_matches_of_a_member_on_one_server_or_all(database, matches):
    first = await race(matches, channel=10)
    await matches.create_match(
        OTHER_GUILD, 20, "race", {"target": 30}, 0, {"first": BOB, "second": ALICE}
    )
    third = await race(matches, channel=11)
    queries = PaceMatchQueries(database)
    assert await queries.ongoing_ids_of(ALICE, GUILD) == [first.id, third.id]
    assert await queries.ongoing_ids_of(ALICE) == [1, 2, 3]
    assert await queries.ongoing_ids_of(BOB, OTHER_GUILD) == [2]
    await matches.resign(first.id, ALICE)
    assert await queries.ongoing_ids_of(ALICE, GUILD) == [third.id]


async def test_a_vacation_is_under_way_from_its_start_until_just_before_its_end(database):
    store = VacationStore(database)
    ends = MARCH + timedelta(days=2)
    added = await store.add(GUILD, ALICE, MARCH, ends)
    assert added == Vacation(added.id, GUILD, ALICE, MARCH, ends)
    second = timedelta(seconds=1)
    for read in (store.away, store.current):
        assert await read(GUILD, ALICE, MARCH - second) is None
        assert await read(GUILD, ALICE, MARCH) == added
        assert await read(GUILD, ALICE, ends - second) == added
        assert await read(GUILD, ALICE, ends) is None
        assert await read(GUILD, BOB, MARCH) is None
        assert await read(OTHER_GUILD, ALICE, MARCH) is None


async def test_a_vacation_cut_short_ends_then(database):
    store = VacationStore(database)
    added = await store.add(GUILD, ALICE, MARCH, MARCH + timedelta(days=5))
    back = MARCH + timedelta(days=1)
    async with store.changing(GUILD, ALICE):
        cut = await store.cut_short(added, back)
    assert cut == Vacation(added.id, GUILD, ALICE, MARCH, back)
    assert await VacationStore(database).current(GUILD, ALICE, back) is None
    assert await store.away(GUILD, ALICE, back - timedelta(seconds=1)) == cut
    assert await store.away(GUILD, ALICE, back) is None


async def test_the_latest_vacation_is_the_one_read(database):
    store = VacationStore(database)
    await store.add(GUILD, ALICE, MARCH, MARCH + timedelta(days=1))
    later = await store.add(GUILD, ALICE, MARCH + timedelta(days=3), MARCH + timedelta(days=4))
    assert await store.away(GUILD, ALICE, MARCH + timedelta(days=3)) == later
    assert await store.current(GUILD, ALICE, MARCH + timedelta(days=3)) == later


async def test_vacations_started_within_a_stretch_count_from_its_first_instant(database):
    store = VacationStore(database)
    day = timedelta(days=1)
    before = await store.add(GUILD, ALICE, MARCH - day, MARCH)
    at_start = await store.add(GUILD, ALICE, MARCH, MARCH + day)
    at_end = await store.add(GUILD, ALICE, MARCH + 3 * day, MARCH + 4 * day)
    await store.add(GUILD, BOB, MARCH, MARCH + day)
    await store.add(OTHER_GUILD, ALICE, MARCH, MARCH + day)
    assert await store.started_between(GUILD, ALICE, MARCH, MARCH + 3 * day) == [at_start]
    assert await store.started_between(GUILD, ALICE, MARCH - day, MARCH + 4 * day) == [
        before,
        at_start,
        at_end,
    ]


async def remembered(store: VacationStore, *members: tuple[int, int]) -> None:
    """Reads each member's latest vacation (none) into the store's memory, then adds one
    behind its back: a read from memory still finds none, a fresh read finds it."""
    for guild_id, user_id in members:
        assert await store.away(guild_id, user_id, MARCH) is None
    behind = VacationStore(store._db)
    for guild_id, user_id in members:
        await behind.add(guild_id, user_id, MARCH, MARCH + timedelta(days=1))


async def is_away(store: VacationStore, guild_id: int, user_id: int) -> bool:
    return await store.away(guild_id, user_id, MARCH) is not None


@pytest.mark.parametrize(
    ("guild_id", "forgotten"),
    [
        (None, {(GUILD, ALICE), (OTHER_GUILD, ALICE)}),
        (GUILD, {(GUILD, ALICE)}),
    ],
)
async def test_forgetting_a_member_forgets_them_on_the_servers_asked_only(
    database, guild_id, forgotten
):
    store = VacationStore(database)
    members = [(GUILD, ALICE), (OTHER_GUILD, ALICE), (GUILD, BOB)]
    await remembered(store, *members)
    store.forget_member(ALICE, guild_id)
    assert {member for member in members if await is_away(store, *member)} == forgotten


async def test_forgetting_a_server_forgets_its_members_only(database):
    store = VacationStore(database)
    members = [(GUILD, ALICE), (GUILD, BOB), (OTHER_GUILD, ALICE)]
    await remembered(store, *members)
    store.forget_server(GUILD)
    assert {member for member in members if await is_away(store, *member)} == {
        (GUILD, ALICE),
        (GUILD, BOB),
    }
