"""Who sits at a tournament table's board: the port to the computer opponent.

An entrant is a member, or the computer at one level, entered under the id that level
is rated under (`bot.core.rated_levels`, so it is seeded by that rating and two
levels are two entrants). At the board the computer's seat holds the bot's own account,
and the computer must know at which level it plays each seat it holds: the tournament
hands it the table's entrants inside the match's own transaction. The composition root
passes the computer service (`ComputerService`), which implements this.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Protocol

from bot.core.records import Match, Seat


class TableSeats(Protocol):
    def accounts(self, players: Mapping[Seat, int]) -> dict[Seat, int]:
        """The account at the board for each seat's entrant."""
        ...

    async def seated(self, match: Match, players: Mapping[Seat, int]) -> None:
        """The table's match was made with these entrants; runs in its transaction."""
        ...

    async def begin(self, match: Match) -> None:
        """The table's first board is up (or failed): the computer may move there."""
        ...

    def entrant(self, account: int, players: Sequence[int]) -> int:
        """The entrant among a table's `players` whom the board's `account` plays for."""
        ...
