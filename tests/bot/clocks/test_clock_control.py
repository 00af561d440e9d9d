"""Time controls: what a challenge accepts, what it refuses, and the stored text."""

from datetime import timedelta

import pytest
from babel.dates import format_timedelta
from hypothesis import given
from hypothesis import strategies as st

from bot.clocks.model import TimeControl, TimeControlError, duration_message
from i18n import words
from i18n.durations import format_duration


@pytest.mark.parametrize(
    ("text", "per_move", "reserve", "live"),
    [
        ("3d", timedelta(days=3), timedelta(0), False),
        ("3d+7d", timedelta(days=3), timedelta(days=7), False),
        (" 2D + 1d ", timedelta(days=2), timedelta(days=1), False),
        ("10m", timedelta(minutes=10), timedelta(0), True),
        ("5m+30m", timedelta(minutes=5), timedelta(minutes=30), True),
    ],
)
def test_parse_reads_days_and_minutes_with_an_optional_reserve(text, per_move, reserve, live):
    control = TimeControl.parse(text)
    assert (control.per_move, control.reserve, control.is_live) == (per_move, reserve, live)


@pytest.mark.parametrize(
    ("text", "words"),
    [
        ("", "is not a time control"),
        ("3 days", "is not a time control"),
        ("3h", "is not a time control"),
        ("0d", "between 1d and 30d"),
        ("31d", "between 1d and 30d"),
        ("121m", "between 1m and 120m"),
        ("3d+10m", "same unit"),
        ("3d+31d", "at most 30d"),
    ],
)
def test_parse_refuses_with_a_reason(text, words):
    with pytest.raises(TimeControlError) as refused:
        TimeControl.parse(text)
    assert words in refused.value.reason


@given(
    unit=st.sampled_from(["d", "m"]),
    amount=st.integers(1, 30),
    reserve=st.none() | st.integers(0, 30),
)
def test_text_form_reads_back_to_the_same_control(unit, amount, reserve):
    text = f"{amount}{unit}" + ("" if reserve is None else f"+{reserve}{unit}")
    control = TimeControl.parse(text)
    assert TimeControl.parse(str(control)) == control


def test_describe_names_the_time_per_move_and_the_reserve():
    assert TimeControl.parse("3d").describe() == "3d a move"
    assert TimeControl.parse("3d+7d").describe() == "3d a move + 7d reserve"


@pytest.mark.parametrize(
    ("span", "text"),
    [
        (timedelta(days=2, hours=4, minutes=3), "2d 4h"),
        (timedelta(hours=3, minutes=12, seconds=9), "3h 12m"),
        (timedelta(seconds=45), "45s"),
        (timedelta(0), "0s"),
        (timedelta(seconds=-5), "0s"),
    ],
)
def test_format_duration_shows_the_two_largest_units(span, text):
    assert format_duration(span, words("en")) == text


@pytest.mark.parametrize(
    ("span", "english", "polish"),
    [
        (timedelta(days=2, hours=23, minutes=59), "3 days", "3 dni"),
        (timedelta(days=1, hours=5), "one day", "jeden dzień"),
        (timedelta(hours=5, minutes=40), "6 hours", "6 godzin"),
        (timedelta(seconds=20), "one minute", "jedna minuta"),
    ],
)
def test_a_refusal_quotes_a_duration_rounded_to_its_largest_unit(span, english, polish):
    assert words("en")(duration_message(span)) == english
    assert words("pl")(duration_message(span)) == polish


def narrow(amount: int, unit: str, locale: str) -> str:
    """`amount` `unit`s as CLDR abbreviates them in `locale`, from the installed Babel:
    CLDR revises abbreviations between releases (German hours went from "3 Std." to
    "3h"), and which release is installed is not this test's concern. What is: the two
    largest units, in the reader's language, side by side."""
    span = timedelta(seconds=amount * {"day": 86400, "hour": 3600, "minute": 60}[unit])
    return format_timedelta(span, granularity=unit, threshold=10**9, format="narrow", locale=locale)


def test_durations_and_controls_read_in_the_readers_language():
    german = f"{narrow(7, 'day', 'de')} {narrow(3, 'hour', 'de')}"
    assert format_duration(timedelta(days=7, hours=3), words("de")) == german
    russian = f"{narrow(2, 'hour', 'ru')} {narrow(5, 'minute', 'ru')}"
    assert format_duration(timedelta(hours=2, minutes=5), words("ru")) == russian
    assert german != "7d 3h" and russian != "2h 5m"  # not English
    assert TimeControl.parse("3d+7d").describe(words("fr")) == "3j par coup + 7j de réserve"
