"""`/pace-settings` reads reminder percentages and words the server's settings: the
percentages read in order without repeats, refused outside 1-99 or when not numbers,
and every setting said back (mutation tests of bot/clocks/discord/cog.py)."""

from __future__ import annotations

import pytest

from bot.clocks.discord.cog import _describe_settings, _read_shares
from bot.clocks.model import TimeControl
from bot.clocks.storage.settings_store import PaceSettings
from bot.core.errors import InvalidRequest
from i18n import Message, Words

ENGLISH = Words("en")


@pytest.mark.parametrize(
    ("typed", "shares"),
    [
        ("50,90", (0.5, 0.9)),
        (" 90 , 50,,90", (0.5, 0.9)),
        ("1,99", (0.01, 0.99)),
        ("", ()),
    ],
)
def test_reminder_percentages_read_in_order_once_each(typed, shares):
    assert _read_shares(typed) == shares


@pytest.mark.parametrize("typed", ["0,50", "50,100"])
def test_a_percentage_outside_one_to_ninety_nine_is_refused(typed):
    with pytest.raises(InvalidRequest) as refused:
        _read_shares(typed)
    assert refused.value.message == Message("pace-percentage-range")


def test_words_among_the_percentages_are_refused_quoting_them():
    with pytest.raises(InvalidRequest) as refused:
        _read_shares("50,@half")
    assert refused.value.message == Message("pace-not-percentages", text="50,@\u200bhalf")


def test_the_default_settings_are_said_in_full():
    assert _describe_settings(PaceSettings(1), ENGLISH) == (
        "Default time control: 3d (3d a move).\n"
        "Reminders at 50% and 90% of a player's time.\n"
        "Running out of time lets the opponent claim the win.\n"
        "Vacation: 14 days a month."
    )


def test_settings_without_reminders_and_with_automatic_time_outs_say_so():
    settings = PaceSettings(1, TimeControl.parse("10m+30m"), (), True, 1)
    assert _describe_settings(settings, ENGLISH) == (
        "Default time control: 10m+30m (10m a move + 30m reserve).\n"
        "Reminders at no point of a player's time.\n"
        "Running out of time loses at once.\n"
        "Vacation: one day a month."
    )
