"""Where a match is played, and a member's ongoing match as the lists show it: facts
that clocks, notifications and `/matches` share, worded on the Discord side
(`bot/core/discord/waiting_lines.py`)."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import timedelta

from bot.core.records import Match, Seat


@dataclass(frozen=True, slots=True)
class MatchPlace:
    """Where a match is played: enough to post in it and to link to it."""

    match_id: int
    guild_id: int
    channel_id: int

    @classmethod
    def of(cls, match: Match) -> MatchPlace:
        return cls(match.id, match.guild_id, match.channel_id)


@dataclass(frozen=True, slots=True)
class WaitingMatch:
    """An ongoing match of a member's: whose turn, and their time left (None: no
    clock). The lines of `/matches` and of the daily digest."""

    place: MatchPlace
    title: str
    players: tuple[int, ...]
    to_move: Seat
    waiting_for: int
    time_left: timedelta | None
