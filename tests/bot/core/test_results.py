"""A result reads in every language: the bot stores its own reasons as codes, read back
as themselves (a tournament's decision is said once, not wrapped in "decided by a
moderator" again); a row stored in English before codes existed is worded from how it
ended, so it reads in German too; a moderator's reason and an old game's are quoted as
they were given."""

from __future__ import annotations

from dataclasses import replace

import pytest

from bot.core.records import EndHow, Match, MatchResult, MatchStatus
from bot.core.results import REASON_LIMIT, moderator_decision, result_reason
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
            Message("match-reason-resigned", seat=Message("seat-race-first")),
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
            Message("match-reason-timeout", seat=Message("seat-race-second")),
        ),
        (MatchResult("first", EndHow.RULES, "reached 3"), "reached 3"),
    ],
    ids=lambda value: value.how.value if isinstance(value, MatchResult) else "",
)
def test_a_reason_is_worded_from_how_the_match_ended(result, reason):
    assert result_reason(ended(result)) == reason


@pytest.mark.parametrize(
    "result",
    [
        MatchResult("first", EndHow.MODERATOR, Message("match-reason-moderator")),
        MatchResult("first", EndHow.MODERATOR, Message("match-reason-withdrew")),
        MatchResult(None, EndHow.DEADLINE, Message("match-reason-round-deadline")),
        MatchResult("first", EndHow.MODERATOR, moderator_decision("no-show", "Referee")),
    ],
    ids=lambda result: result.reason.id,
)
def test_a_stored_code_is_the_reason(result):
    assert result_reason(ended(result)) == result.reason


def test_a_stored_seat_is_named_when_read():
    """The stored reason keeps the seat's id; the reader gets its name."""
    stored = Message("match-reason-resigned", seat="first")
    match = ended(MatchResult("second", EndHow.RESIGNATION, stored))
    assert result_reason(match) == Message("match-reason-resigned", seat=Message("seat-race-first"))
    assert match.result.reason == stored


def test_a_moderators_words_are_kept_apart_from_the_code():
    decision = moderator_decision("no-show", "Referee")
    assert decision == Message("match-reason-decided", reason="no-show (Referee)")
    assert words("de")(decision) == "no-show (Referee), entschieden von einem Moderator"
    long = moderator_decision("z" * 5000, "Referee")
    assert len(long.args["reason"]) == REASON_LIMIT


def test_a_resignation_reads_in_german():
    match = ended(MatchResult("second", EndHow.RESIGNATION, "first resigned"))
    assert words("de")(result_reason(match)) == "first hat aufgegeben"
