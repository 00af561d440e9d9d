"""A result reads in every language: where the bot ended the match, its reason is worded
from how it ended (so results stored in English before translations existed read in
German too); a moderator's reason and a game's are quoted as they were given."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.core.records import EndHow, Match, MatchResult, MatchStatus
from bot.core.results import result_reason
from i18n import Message, words
from tests.bot.core.test_events import started


def ended(result: MatchResult) -> Match:
    """A finished match between seats `first` and `second`."""
    match = started(1).match
    return replace(
        match,
        seats={"first": 10, "second": 11},
        status=MatchStatus.FINISHED,
        result=result,
    )


@pytest.mark.parametrize(
    ("result", "reason"),
    [
        (
            MatchResult("second", EndHow.RESIGNATION, "first resigned"),
            Message("match-reason-resigned", seat="first"),
        ),
        (
            MatchResult(None, EndHow.DRAW_AGREED, "the players agreed to a draw"),
            Message("match-reason-draw-agreed"),
        ),
        (
            MatchResult(None, EndHow.ABORT, "first aborted before the game got going"),
            Message("match-reason-aborted"),
        ),
        (
            MatchResult("first", EndHow.MODERATOR, "no-show (Referee)"),
            Message("match-reason-decided", reason="no-show (Referee)"),
        ),
        (
            MatchResult("first", EndHow.TIMEOUT, "second ran out of time"),
            Message("match-reason-timeout", seat="second"),
        ),
        (MatchResult("first", EndHow.RULES, "reached 3"), "reached 3"),
    ],
    ids=lambda value: value.how.value if isinstance(value, MatchResult) else "",
)
def test_a_reason_is_worded_from_how_the_match_ended(result, reason):
    assert result_reason(ended(result)) == reason


def test_a_resignation_reads_in_german():
    match = ended(MatchResult("second", EndHow.RESIGNATION, "first resigned"))
    assert words("de")(result_reason(match)) == "first hat aufgegeben"
