"""What the team battle service needs from the chat platform: a thread for each game,
its first board, the battle's post (live standings) kept up to date, and its final
word. The Discord implementation is `discord/host.py`; tests may pass a recording fake."""

from __future__ import annotations

from typing import Protocol

from bot.core.records import Match
from bot.team_battles.arena import TeamScore
from bot.team_battles.records import Battle


class BattleHost(Protocol):
    async def open_game(self, battle: Battle, players: list[int]) -> int:
        """Open a thread for a game between `players`; its channel id."""
        ...

    async def show_match(self, match: Match) -> None:
        """The game's first board, in its thread."""
        ...

    async def refresh(self, battle: Battle, standings: list[TeamScore]) -> int:
        """Post the battle's message (teams, scores, the Join button while it runs) or
        bring it up to date; its message id."""
        ...

    async def finished(self, battle: Battle, standings: list[TeamScore]) -> None:
        """Tell the channel the battle is over: the winning team and its top scorers
        (nothing when it was called off)."""
        ...


class Unhosted:
    """A host that shows nothing: for a bot built without Discord (service tests,
    benches)."""

    async def open_game(self, battle: Battle, players: list[int]) -> int:
        del players
        return battle.channel_id

    async def show_match(self, match: Match) -> None:
        del match

    async def refresh(self, battle: Battle, standings: list[TeamScore]) -> int:
        del standings
        return battle.message_id or 0

    async def finished(self, battle: Battle, standings: list[TeamScore]) -> None:
        del battle, standings
