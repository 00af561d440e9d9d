"""Why a match ended, as a message for the reader's language.

A result is stored with its category (`EndHow`) and a reason text. Where the bot itself
ended the match (a resignation, an agreed draw, an abort, a player's time running out)
the category says everything, so the reason is worded from it, in any language and for
matches of any age; a moderator's stated reason is their own words and is quoted; the
game's reasons are the game's to word.
"""

from __future__ import annotations

from bot.core.records import EndHow, Match
from i18n import Message


def result_reason(match: Match) -> Message | str:
    """The reason `match` (which has ended) ended, for a result line or a refusal."""
    result = match.result
    assert result is not None
    if result.how is EndHow.RESIGNATION and result.winner in match.seats:
        return Message("match-reason-resigned", seat=match.other_seat(result.winner))
    if result.how is EndHow.TIMEOUT and result.winner in match.seats:
        return Message("match-reason-timeout", seat=match.other_seat(result.winner))
    if result.how is EndHow.DRAW_AGREED:
        return Message("match-reason-draw-agreed")
    if result.how is EndHow.ABORT:
        return Message("match-reason-aborted")
    if result.how is EndHow.MODERATOR:
        return Message("match-reason-decided", reason=result.reason)
    return result.reason
