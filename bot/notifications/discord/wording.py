"""The words of every notice on Discord: in a match's channel (in the channel's
language), or in a direct message (in the member's, with a link back to the match,
since it is read elsewhere).

The only module of the clocks and notifications that writes mentions, timestamps and
links; the services hand it facts (`bot/notifications/notices.py`). A notice held
through quiet hours may name a member who has since asked to be forgotten (their id
is then a pseudonym): it names a former member (`member`).
"""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from bot.core.discord.markup import timestamp
from bot.core.discord.players import member
from bot.core.discord.waiting_lines import match_link, waiting_line
from bot.notifications.notices import (
    Digest,
    DirectNotice,
    MatchNotice,
    OutOfTime,
    PremoveDropped,
    PremovePlayed,
    Reminder,
    VacationNotice,
    YourMove,
)
from i18n import Words
from i18n.durations import format_duration

MESSAGE_LIMIT = 2000


def in_channel(notice: MatchNotice, said: Words) -> str:
    """A notice as posted in its match's channel."""
    match notice:
        case Reminder(user_id=user, percent=percent, left=left):
            return said(
                "notice-reminder",
                member=member(user, said),
                percent=percent,
                left=format_duration(left, said),
            )
        case OutOfTime(loser_id=loser, winner_id=winner):
            return said(
                "notice-out-of-time",
                loser=member(loser, said),
                seat=notice.loser_name,
                winner=member(winner, said),
            )
        case VacationNotice(user_id=user, until=datetime() as until):
            return said("notice-vacation", member=member(user, said), until=timestamp(until))
        case VacationNotice(user_id=user):
            return said("notice-vacation-over", member=member(user, said))
    raise TypeError(f"no channel wording for {notice!r}")


def direct(notices: Sequence[DirectNotice], said: Words) -> str:
    """One direct message carrying `notices` (several after quiet hours), cut to what
    Discord allows."""
    return "\n".join(_direct(notice, said) for notice in notices)[:MESSAGE_LIMIT]


def _direct(notice: DirectNotice, said: Words) -> str:
    match notice:
        case YourMove(place=place, mover_id=mover, notation=notation):
            return said(
                "notice-your-move", mover=member(mover, said), move=notation, link=match_link(place)
            )
        case PremovePlayed(place=place, condition=condition, answer=answer):
            return said(
                "premove-note-played", move=condition, answer=answer, link=match_link(place)
            )
        case PremoveDropped(place=place, condition=condition, answer=answer):
            return said(
                "premove-note-dropped", move=condition, answer=answer, link=match_link(place)
            )
        case Reminder() | OutOfTime():
            return f"{in_channel(notice, said)} {match_link(notice.place)}"
        case Digest(entries=entries):
            lines = "\n".join(waiting_line(entry, said) for entry in entries)
            return said("notice-digest", matches=lines)
    raise TypeError(f"no direct wording for {notice!r}")
