"""The standings table: points first, then the format's tie-break, then the seed.

Withdrawn players stay in the table with the points they made (their opponents' tie-
breaks depend on them), marked so the table can show they are out.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Sequence
from dataclasses import dataclass

from bot.tournaments.pairing.model import Entry, Game
from bot.tournaments.pairing.tiebreaks import scores

TieBreak = Callable[[Sequence[Game]], dict[Entry, float]]


@dataclass(frozen=True, slots=True)
class Standing:
    rank: int
    entry: Entry
    points: float
    tiebreak: float
    wins: int
    draws: int
    losses: int
    withdrawn: bool


def rank(
    entries: Sequence[Entry],
    withdrawn: Collection[Entry],
    games: Sequence[Game],
    tiebreak: TieBreak | None,
) -> list[Standing]:
    """Every entry's line, best first. Equal points and tie-break share a rank."""
    points = scores(games)
    breaks = tiebreak(games) if tiebreak is not None else {}
    tally = {entry: [0, 0, 0] for entry in entries}
    for game in games:
        if game.second is None:
            continue
        for player in (game.first, game.second):
            column = 1 if game.winner is None else (0 if game.winner == player else 2)
            tally[player][column] += 1
    ordered = sorted(entries, key=lambda e: (-points.get(e, 0.0), -breaks.get(e, 0.0), e))
    table: list[Standing] = []
    for position, entry in enumerate(ordered, start=1):
        key = (points.get(entry, 0.0), breaks.get(entry, 0.0))
        previous = table[-1] if table else None
        shared = previous is not None and (previous.points, previous.tiebreak) == key
        table.append(
            Standing(
                rank=previous.rank if shared and previous else position,
                entry=entry,
                points=key[0],
                tiebreak=key[1],
                wins=tally[entry][0],
                draws=tally[entry][1],
                losses=tally[entry][2],
                withdrawn=entry in withdrawn,
            )
        )
    return table
