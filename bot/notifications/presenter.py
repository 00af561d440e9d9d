"""The words of every notice on Discord: in a match's channel, or in a direct message
(which adds a link back to the match, since it is read elsewhere).

The only module of the clocks and notifications that writes mentions, timestamps and
links; the services hand it facts (`bot/notifications/notices.py`).
"""

from __future__ import annotations

from collections.abc import Sequence

from bot.clocks.model import format_duration
from bot.core.discord_text import mention, timestamp
from bot.notifications.notices import (
    Digest,
    DirectNotice,
    MatchNotice,
    MatchPlace,
    OutOfTime,
    Reminder,
    VacationNotice,
    WaitingMatch,
    YourMove,
)

MESSAGE_LIMIT = 2000


def match_link(place: MatchPlace) -> str:
    """A link to the match's channel or thread that works from a direct message."""
    return f"https://discord.com/channels/{place.guild_id}/{place.channel_id}"


def in_channel(notice: MatchNotice) -> str:
    """A notice as posted in its match's channel."""
    match notice:
        case Reminder(user_id=user, percent=percent, left=left):
            return (
                f"{mention(user)}, you have used {percent}% of your time for this move: "
                f"{format_duration(left)} left."
            )
        case OutOfTime(loser=seat, loser_id=loser, winner_id=winner):
            return (
                f"{mention(loser)} ({seat}) has run out of time. "
                f"{mention(winner)}, you may claim the win."
            )
        case VacationNotice(user_id=user, until=None):
            return f"{mention(user)} is back from vacation: their clock runs again."
        case VacationNotice(user_id=user, until=until):
            return (
                f"{mention(user)} is on vacation until {timestamp(until)}: "
                "their clock stands still until then."
            )
    raise TypeError(f"no channel wording for {notice!r}")


def direct(notices: Sequence[DirectNotice]) -> str:
    """One direct message carrying `notices` (several after quiet hours), cut to what
    Discord allows."""
    return "\n".join(_direct(notice) for notice in notices)[:MESSAGE_LIMIT]


def _direct(notice: DirectNotice) -> str:
    match notice:
        case YourMove(place=place, mover_id=mover, notation=notation):
            return f"{mention(mover)} played `{notation}`: your move. {match_link(place)}"
        case Reminder() | OutOfTime():
            return f"{in_channel(notice)} {match_link(notice.place)}"
        case Digest(entries=entries):
            return "Matches waiting for your move:\n" + "\n".join(map(waiting_line, entries))
    raise TypeError(f"no direct wording for {notice!r}")


def waiting_line(entry: WaitingMatch) -> str:
    """One line of `/matches` and of the digest."""
    players = " vs ".join(mention(user) for user in entry.players)
    clock = "" if entry.time_left is None else f", {format_duration(entry.time_left)} left"
    return (
        f"{entry.title}: {players}, {mention(entry.waiting_for)} to move{clock}: "
        f"{match_link(entry.place)}"
    )
