"""Notices are facts until the presenter words them: mentions, timestamps and links
appear only here, and a notice held through quiet hours is stored without markup."""

from __future__ import annotations

from datetime import UTC, datetime, timedelta

from hypothesis import given
from hypothesis import strategies as st

from bot.notifications.discord import wording
from bot.notifications.notices import (
    Digest,
    MatchPlace,
    OutOfTime,
    Reminder,
    VacationNotice,
    WaitingMatch,
    YourMove,
    decode,
    encode,
)
from i18n import words
from i18n.durations import format_duration
from tests.bot.pace_helpers import ALICE, BOB, GUILD
from tests.long_inputs import short_and_long

PLACE = MatchPlace(7, GUILD, 10)
LINK = f"https://discord.com/channels/{GUILD}/10"
ENGLISH, GERMAN = words("en"), words("de")


def test_channel_wording_of_each_notice():
    until = datetime(2026, 3, 6, 12, tzinfo=UTC)
    assert wording.in_channel(Reminder(PLACE, ALICE, 50, timedelta(hours=36)), ENGLISH) == (
        f"<@{ALICE}>, you have used 50% of your time for this move: 1d 12h left."
    )
    assert wording.in_channel(OutOfTime(PLACE, "first", ALICE, BOB), ENGLISH) == (
        f"<@{ALICE}> (first) has run out of time. <@{BOB}>, you may claim the win."
    )
    assert wording.in_channel(VacationNotice(PLACE, ALICE, until), ENGLISH) == (
        f"<@{ALICE}> is on vacation until <t:{int(until.timestamp())}:f>: "
        "their clock stands still until then."
    )
    assert "is back" in wording.in_channel(VacationNotice(PLACE, ALICE, None), ENGLISH)


def test_a_direct_message_links_back_to_the_match_and_gathers_held_notices():
    text = wording.direct(
        [YourMove(PLACE, BOB, ALICE, "+2"), Reminder(PLACE, BOB, 90, timedelta(hours=7))],
        ENGLISH,
    )
    first, second = text.splitlines()
    assert first == f"<@{ALICE}> played `+2`: your move. {LINK}"
    assert second.endswith(f"7h left. {LINK}")


def test_the_digest_lists_one_line_per_match_within_discords_limit():
    entry = WaitingMatch(PLACE, "Race", (ALICE, BOB), "first", ALICE, timedelta(days=2))
    text = wording.direct([Digest((entry,))], ENGLISH)
    assert text == (
        "Matches waiting for your move:\n"
        f"Race: <@{ALICE}> vs <@{BOB}>, <@{ALICE}> to move, 2d left: {LINK}"
    )
    assert len(wording.direct([Digest((entry,) * 200)], ENGLISH)) <= wording.MESSAGE_LIMIT


def test_notices_read_in_the_language_given():
    left = format_duration(timedelta(hours=36), GERMAN)  # its abbreviations are CLDR's
    assert wording.in_channel(Reminder(PLACE, ALICE, 50, timedelta(hours=36)), GERMAN) == (
        f"<@{ALICE}>, noch {left}: du hast 50 % deiner Zeit für diesen Zug verbraucht."
    )
    text = wording.direct([YourMove(PLACE, BOB, ALICE, "+2")], words("fr"))
    assert text == f"<@{ALICE}> a joué `+2` : à toi de jouer. {LINK}"


NOTATIONS = short_and_long(st.text, alphabet="0123456789abcdefgh-+x", long_from=30, max_size=40)
PLACES = st.builds(MatchPlace, st.integers(1, 10**6), st.integers(1, 2**62), st.integers(1, 2**62))
HELD = st.one_of(
    st.builds(YourMove, PLACES, st.integers(1, 2**62), st.integers(1, 2**62), NOTATIONS),
    st.builds(
        Reminder,
        PLACES,
        st.integers(1, 2**62),
        st.integers(1, 99),
        st.timedeltas(min_value=timedelta(0), max_value=timedelta(days=60)).map(
            lambda span: timedelta(seconds=round(span.total_seconds()))
        ),
    ),
    st.builds(
        OutOfTime,
        PLACES,
        st.sampled_from(["dark", "H"]),
        st.integers(1),
        st.integers(1),
        st.sampled_from(["draughtnauts", "domination-cards"]),
    ),
)


@given(HELD)
def test_a_held_notice_is_stored_as_facts_and_read_back_the_same(notice):
    stored = encode(notice)
    assert "<@" not in stored
    assert "https://" not in stored
    assert decode(stored) == notice


def test_the_seat_that_ran_out_of_time_is_named_in_the_readers_language():
    notice = OutOfTime(PLACE, "dark", ALICE, BOB, "draughtnauts")
    assert f"<@{ALICE}> (Dunkel)" in wording.in_channel(notice, GERMAN)
    assert f"<@{ALICE}> (Dark)" in wording.in_channel(notice, ENGLISH)


def test_a_notice_held_before_games_were_recorded_names_the_seat_by_its_id():
    held = encode(OutOfTime(PLACE, "dark", ALICE, BOB, "draughtnauts")).replace(
        '"game_id": "draughtnauts", ', ""
    )
    assert "game_id" not in held
    assert f"<@{ALICE}> (dark)" in wording.in_channel(decode(held), GERMAN)
