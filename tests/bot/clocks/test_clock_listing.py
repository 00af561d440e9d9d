"""A member's ongoing matches for `/matches` and the digest: whose turn it is and the
time left in each, on one server or on all, and only those waiting for them."""

from __future__ import annotations

from datetime import timedelta

import pytest

from bot.core.places import MatchPlace, WaitingMatch
from tests.bot.pace_helpers import ALICE, BOB, GUILD, race

pytestmark = pytest.mark.postgres

ELSEWHERE = 2


async def test_each_ongoing_match_says_whose_turn_and_the_time_left(pace, matches, clock):
    first = await race(matches, channel=10)
    second = await race(matches, channel=11)
    await matches.play(second.id, ALICE, "+1")
    clock.advance(hours=6)
    assert await pace.ongoing.of_member(BOB, GUILD) == [
        WaitingMatch(
            MatchPlace.of(first), "Race", (ALICE, BOB), "first", ALICE, timedelta(days=2, hours=18)
        ),
        WaitingMatch(
            MatchPlace.of(second), "Race", (ALICE, BOB), "second", BOB, timedelta(days=2, hours=18)
        ),
    ]


async def test_a_match_without_a_clock_has_no_time_left(pace, matches, database):
    match = await race(matches)
    async with database.transaction() as conn:
        await conn.execute("DELETE FROM pace_clocks WHERE match_id = ?", (match.id,))
    [entry] = await pace.ongoing.of_member(ALICE)
    assert entry.time_left is None


async def test_the_list_keeps_to_the_server_asked_and_the_digest_to_waiting_matches(pace, matches):
    here = await race(matches, channel=10)
    there = await matches.create_match(
        ELSEWHERE, 20, "race", {"target": 30}, 0, {"first": BOB, "second": ALICE}
    )
    assert [entry.place for entry in await pace.ongoing.of_member(ALICE, GUILD)] == [
        MatchPlace.of(here)
    ]
    assert [entry.place for entry in await pace.ongoing.of_member(ALICE)] == [
        MatchPlace.of(here),
        MatchPlace.of(there),
    ]
    assert [entry.place for entry in await pace.ongoing.waiting_for(ALICE)] == [MatchPlace.of(here)]
    assert [entry.place for entry in await pace.ongoing.waiting_for(BOB)] == [MatchPlace.of(there)]
