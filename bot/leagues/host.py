"""What the league service needs from the chat platform: a place to tell its channel
the news. The divisions' threads, boards and standings posts are their tournaments'
(`TournamentHost`). The Discord implementation is `discord/host.py`; tests may pass a
recording fake."""

from __future__ import annotations

from typing import Protocol

from bot.leagues.news import LeagueNews
from bot.leagues.records import League


class LeagueHost(Protocol):
    async def announce(self, league: League, news: LeagueNews) -> None:
        """Tell the league's channel something (the host words the facts)."""
        ...


class Unannounced:
    """A host that tells nobody: for a bot built without Discord (service tests,
    benches), where nobody reads a league's channel."""

    async def announce(self, league: League, news: LeagueNews) -> None:
        del league, news
