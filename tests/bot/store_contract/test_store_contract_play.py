"""Challenges, settings, clocks, vacations, offers, notices and the computer's seats,
on both backends."""

from __future__ import annotations

from datetime import time, timedelta
from zoneinfo import ZoneInfo

import pytest

from bot.challenges.storage.challenge_store import SqlChallengeStore
from bot.clocks.model import Clock, TimeControl
from bot.clocks.storage.clock_store import ClockStore
from bot.clocks.storage.settings_store import PaceSettings, PaceSettingsStore
from bot.clocks.storage.vacation_store import VacationStore
from bot.computer.storage.computer_store import ComputerSeat, ComputerStore
from bot.core.records import ChallengeStatus, EndHow, GuildSettings, MatchResult
from bot.core.storage.guild_settings_store import SqlSettingsStore
from bot.notifications.local_time import QuietHours
from bot.notifications.storage.prefs_store import MemberPrefs, MemberPrefsStore
from bot.play.storage.offer_store import Offer, OfferKind, OfferStore
from tests.bot.store_contract.conftest import ALICE, BOB, CAROL, GUILD, NOW, new_match

pytestmark = pytest.mark.postgres


async def challenge(store, challenger, challenged, **changes):
    return await store.create(
        **{
            "guild_id": GUILD,
            "channel_id": 7,
            "challenger_id": challenger,
            "challenged_id": challenged,
            "game_id": "race",
            "options": {"target": 30},
            "seat": None,
            "time_control": None,
            "now": NOW,
            "expires_at": NOW + timedelta(hours=24),
            **changes,
        }
    )


async def test_challenges_are_found_and_settled_once(database):
    store = SqlChallengeStore(database)
    made = await challenge(store, ALICE, BOB, seat="first", time_control="3d")
    assert await store.get(made.id) == made
    assert (made.seat, made.time_control, made.status) == ("first", "3d", ChallengeStatus.PENDING)
    await store.set_message(made.id, 555)
    assert (await store.get(made.id)).message_id == 555
    assert (await store.pending_between(BOB, ALICE)).id == made.id
    later = await challenge(store, ALICE, None, now=NOW + timedelta(minutes=1))
    assert (await store.latest_by(ALICE)).id == later.id
    assert (await store.settle(made.id, ChallengeStatus.ACCEPTED)).status is (
        ChallengeStatus.ACCEPTED
    )
    assert await store.settle(made.id, ChallengeStatus.DECLINED) is None
    assert await store.pending_between(ALICE, BOB) is None
    assert await store.get(later.id + 1) is None


async def test_server_settings_and_game_defaults_round_trip(database):
    store = SqlSettingsStore(database)
    assert await store.get(GUILD) == GuildSettings(GUILD)
    settings = GuildSettings(GUILD, ("race",), False, 2**62, 48, {"race": {"target": "40"}})
    await store.put(settings)
    assert await store.get(GUILD) == settings
    await store.put(GuildSettings(GUILD))
    assert await store.get(GUILD) == GuildSettings(GUILD)


async def test_pace_settings_round_trip(database):
    store = PaceSettingsStore(database)
    assert await store.get(GUILD) == PaceSettings(GUILD)
    settings = PaceSettings(GUILD, TimeControl.parse("1d+2d"), (0.25, 0.75), True, 3)
    await store.put(settings)
    await store.put(settings)
    assert await PaceSettingsStore(database).get(GUILD) == settings


async def test_member_choices_and_held_notices(database):
    store = MemberPrefsStore(database)
    assert await store.get(ALICE) == MemberPrefs(ALICE)
    prefs = MemberPrefs(
        ALICE, True, True, ZoneInfo("Europe/Berlin"), QuietHours(time(22), time(7)), time(8, 30)
    )
    await store.put(MemberPrefs(ALICE, notify=True))
    await store.put(prefs)
    assert await MemberPrefsStore(database).get(ALICE) == prefs
    for notice in ("one", "two", "three"):
        await store.hold(ALICE, notice)
    await store.hold(BOB, "other")
    assert await store.take_held(ALICE) == ["one", "two", "three"]
    assert await store.take_held(ALICE) == []
    assert await store.take_held(BOB) == ["other"]


async def test_offers_are_taken_once(database, match_store):
    match = await match_store.create(new_match(), NOW)
    store = OfferStore(database)
    await store.put(Offer(match.id, OfferKind.TAKEBACK, "first", 3))
    await store.put(Offer(match.id, OfferKind.TAKEBACK, "second", 4))
    await store.put(Offer(match.id, OfferKind.REMATCH, "first", 9))
    assert await store.get(match.id, OfferKind.TAKEBACK) == Offer(
        match.id, OfferKind.TAKEBACK, "second", 4
    )
    assert (await store.take(match.id, OfferKind.TAKEBACK)).ply == 4
    assert await store.take(match.id, OfferKind.TAKEBACK) is None
    assert (await store.get(match.id, OfferKind.REMATCH)).seat == "first"


async def test_clocks_round_trip(database, match_store):
    match = await match_store.create(new_match(), NOW)
    store = ClockStore(database)
    assert await store.get(match.id) is None
    clock = Clock(TimeControl.parse("3d+7d"), "first", timedelta(hours=5), NOW, {}, 0, 0)
    await store.put(match.id, clock)
    paused = Clock(
        TimeControl.parse("3d+7d"),
        "second",
        timedelta(seconds=1.5),
        None,
        {"first": timedelta(days=7), "second": timedelta(days=6, seconds=0.25)},
        2,
        1,
    )
    async with store.transaction():
        await store.put(match.id, paused)
    assert await store.get(match.id) == paused


async def test_vacations(database):
    store = VacationStore(database)
    first = await store.add(GUILD, ALICE, NOW, NOW + timedelta(days=3))
    second = await store.add(GUILD, ALICE, NOW + timedelta(days=10), NOW + timedelta(days=12))
    assert second.id != first.id
    assert await store.current(GUILD, ALICE, NOW + timedelta(days=1)) == first
    assert await store.current(GUILD, BOB, NOW + timedelta(days=1)) is None
    shortened = await store.cut_short(first, NOW + timedelta(hours=2))
    assert await store.current(GUILD, ALICE, NOW + timedelta(hours=3)) is None
    found = await store.started_between(GUILD, ALICE, NOW, NOW + timedelta(days=30))
    assert sorted(found, key=lambda v: v.id) == [shortened, second]


async def test_the_computer_s_seats_and_settings(database, match_store):
    store = ComputerStore(database)
    own = await match_store.create(new_match(channel_id=1, origin="computer"), NOW)
    seated = await match_store.create(new_match(channel_id=2), NOW)
    other = await match_store.create(new_match(channel_id=3), NOW)
    assert await store.seat(seated.id) is None
    await store.put_seat(ComputerSeat(seated.id, "easy", False))
    await store.put_seat(ComputerSeat(seated.id, "hard", True))
    assert await store.seat(seated.id) == ComputerSeat(seated.id, "hard", True)
    await store.put_seat_levels(other.id, {"first": "easy", "second": "hard"})
    await store.put_seat_levels(other.id, {"second": "medium"})
    assert await store.seat_level(other.id, "second") == "medium"
    assert await store.seat_level(other.id, "third") is None
    assert await store.ongoing() == [own.id, seated.id]
    await match_store.end(own, MatchResult(None, EndHow.ABORT, "called off"), NOW)
    assert await store.ongoing() == [seated.id]
    assert not await store.rated_here(GUILD)
    await store.set_rated_here(GUILD, True)
    await store.set_rated_here(CAROL, False)
    assert await store.rated_here(GUILD)
    await store.set_rated_here(GUILD, False)
    assert not await store.rated_here(GUILD)
