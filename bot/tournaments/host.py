"""What the tournament service needs from the chat platform, and nothing more.

The service decides; the host carries it out where members can see it: a thread per
table, announcements in the tournament's channel, and the standings post kept up to
date. The Discord implementation lives in `bot/tournaments/discord/host.py`; tests pass a
recording fake.
"""

from __future__ import annotations

from typing import Protocol

from bot.core.records import Match
from bot.tournaments.news import News
from bot.tournaments.records import Tournament
from bot.tournaments.snapshot import Snapshot


class TournamentHost(Protocol):
    async def open_table(self, tournament: Tournament, key: str, players: list[int]) -> int:
        """Open a place (a thread) for one table and return its channel id."""
        ...

    async def show_match(self, match: Match) -> None:
        """Show a table's match, set up and with its clock, in its thread (the board)."""
        ...

    async def announce(self, tournament: Tournament, news: News) -> None:
        """Tell the tournament's channel something worth a message of its own (the host
        words the facts)."""
        ...

    async def refresh(self, snapshot: Snapshot) -> int:
        """Post the tournament's message (registration, standings, bracket) or bring it
        up to date; return its message id, which the service keeps for the next time."""
        ...
