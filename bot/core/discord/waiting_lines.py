"""A member's ongoing match as one line of `/matches` and of the daily digest, with a
link to its channel that works from a direct message too."""

from __future__ import annotations

from bot.core.discord.markup import mention, versus
from bot.core.places import MatchPlace, WaitingMatch
from i18n import Words
from i18n.durations import format_duration


def match_link(place: MatchPlace) -> str:
    """A link to the match's channel or thread that works from a direct message."""
    return f"https://discord.com/channels/{place.guild_id}/{place.channel_id}"


def waiting_line(entry: WaitingMatch, said: Words) -> str:
    """One line of `/matches` and of the digest."""
    players = versus((mention(user) for user in entry.players), said)
    values = {
        "title": entry.title,
        "players": players,
        "to_move": mention(entry.waiting_for),
        "link": match_link(entry.place),
    }
    if entry.time_left is None:
        return said("notice-waiting-match", **values)
    return said("notice-waiting-match-timed", left=format_duration(entry.time_left, said), **values)
