"""Why a match ended, as a message for the reader's language.

A result is stored with its category (`EndHow`) and its reason as a message: a game's
ending, or one of the bot's own codes (`match-reason-*`: a resignation, an agreed draw,
an abort, a clock, a moderator, a tournament's withdrawal, substitution, cancellation or
round deadline). A moderator's stated reason is their own words, kept as the argument of
`match-reason-decided`, apart from the code. Nothing the bot says is stored as a
sentence, so every result reads in every language.

Rows from before reasons were messages hold English text; migration 015 turned the
bot's own sentences into codes, and what it could not read is worded here from the
category, as it was then. A reason quoting a seat stores its id; the seat is named in
the reader's language when the reason is read.
"""

from __future__ import annotations

from bot.core.records import EndHow, Match, MatchResult
from i18n import Message

REASON_LIMIT = 300
"""The longest moderator's reason kept: boards quote it under a 2,000-character cap."""


def moderator_decision(reason: str, moderator: str) -> Message:
    """A moderator's stated reason, in their own words and with their name, cut to
    `REASON_LIMIT`; the result line says it was a moderator's decision."""
    text = f"{reason} ({moderator})"
    if len(text) > REASON_LIMIT:
        text = text[: REASON_LIMIT - 1] + "…"
    return Message("match-reason-decided", reason=text)


def result_reason(match: Match) -> Message | str:
    """The reason `match` (which has ended) ended, for a result line or a refusal."""
    result = match.result
    assert result is not None
    reason = result.reason
    return _seat_named(
        match, reason if isinstance(reason, Message) else _older_row_reason(match, result)
    )


def _seat_named(match: Match, reason: Message | str) -> Message | str:
    """`reason` with the seat it quotes (`match-reason-resigned`) named for the reader:
    the stored reason keeps the seat's id, as stored data does."""
    if isinstance(reason, Message):
        seat = reason.args.get("seat")
        if isinstance(seat, str) and seat in match.seats:
            return Message(reason.id, **{**reason.args, "seat": match.seat_name(seat)})
    return reason


def _older_row_reason(match: Match, result: MatchResult) -> Message | str:
    """The reason of a row stored as text: where the bot ended the match the category
    says everything; a moderator's text is quoted; a game's is shown as it was."""
    winner = result.winner
    if result.how is EndHow.RESIGNATION and winner is not None and winner in match.seats:
        return Message("match-reason-resigned", seat=match.other_seat(winner))
    if result.how is EndHow.TIMEOUT and winner is not None and winner in match.seats:
        return Message("match-reason-timeout", seat=match.other_seat(winner))
    if result.how is EndHow.DRAW_AGREED:
        return Message("match-reason-draw-agreed")
    if result.how is EndHow.ABORT:
        return Message("match-reason-aborted")
    if result.how is EndHow.MODERATOR:
        return Message("match-reason-decided", reason=result.reason)
    return result.reason
