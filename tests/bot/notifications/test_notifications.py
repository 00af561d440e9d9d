"""Direct messages: only for members who opted in, held through quiet hours in their
own time zone, and a daily digest at their local time."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.core.errors import InvalidRequest
from tests.bot.pace_helpers import ALICE, BOB, GUILD, race


async def test_nobody_gets_a_direct_message_without_opting_in(pace, matches, courier):
    match = await race(matches)
    await matches.play(match.id, ALICE, "+1")
    assert courier.direct == []


async def test_opted_in_members_hear_it_is_their_move(pace, matches, courier):
    await pace.notifications.set_notify(BOB, on=True)
    match = await race(matches)
    await matches.play(match.id, ALICE, "+2")
    [(user, text)] = courier.direct
    assert user == BOB
    assert "played `+2`: your move" in text
    assert f"/{GUILD}/{match.channel_id}" in text


async def test_quiet_hours_hold_messages_until_they_end_in_local_time(
    pace, matches, clock, courier
):
    # The test clock starts at 12:00 UTC, which is 21:00 in Tokyo.
    await pace.notifications.set_notify(BOB, on=True)
    await pace.notifications.set_time_zone(BOB, "Asia/Tokyo")
    await pace.notifications.set_quiet_hours(BOB, "20:00", "07:30")
    match = await race(matches)
    await matches.play(match.id, ALICE, "+1")
    clock.advance(hours=1)
    await pace.notifications.tell(BOB, "second message")
    assert courier.direct == []
    clock.advance(hours=9, minutes=29)
    await pace.scheduler.fire_due()
    assert courier.direct == []
    clock.advance(minutes=1)
    await pace.scheduler.fire_due()
    [(user, text)] = courier.direct
    assert user == BOB
    assert clock.now == datetime(2026, 3, 1, 22, 30, tzinfo=UTC)
    assert text.endswith("second message")
    assert "your move" in text.splitlines()[0]


async def test_the_digest_lists_the_matches_waiting_at_the_chosen_local_time(
    pace, matches, clock, courier
):
    await pace.notifications.set_time_zone(ALICE, "Europe/Paris")
    await pace.notifications.set_digest(ALICE, on=True, at="08:00")
    await race(matches, channel=10)
    waiting_for_bob = await race(matches, channel=11)
    await matches.play(waiting_for_bob.id, ALICE, "+1")
    clock.advance(hours=18)
    await pace.scheduler.fire_due()
    assert courier.direct == []
    clock.advance(hours=1)
    await pace.scheduler.fire_due()
    [(user, text)] = courier.direct
    assert user == ALICE
    assert "/10" in text
    assert "/11" not in text
    clock.advance(days=1)
    await pace.scheduler.fire_due()
    assert len(courier.direct) == 2


@pytest.mark.parametrize(
    ("change", "words"),
    [
        (lambda n: n.set_time_zone(ALICE, "Mars/Olympus"), "not a time zone"),
        (lambda n: n.set_quiet_hours(ALICE, "22:00", None), "both the start and the end"),
        (lambda n: n.set_digest(ALICE, on=True, at="nine"), "not a time of day"),
    ],
)
async def test_bad_choices_are_refused_with_a_reason(pace, change, words):
    with pytest.raises(InvalidRequest, match=words):
        await change(pace.notifications)


async def test_held_messages_are_dropped_if_the_member_opts_out_meanwhile(pace, clock, courier):
    await pace.notifications.set_notify(BOB, on=True)
    await pace.notifications.set_quiet_hours(BOB, "11:00", "13:00")
    await pace.notifications.tell(BOB, "held")
    await pace.notifications.set_notify(BOB, on=False)
    clock.advance(hours=1)
    await pace.scheduler.fire_due()
    assert courier.direct == []
