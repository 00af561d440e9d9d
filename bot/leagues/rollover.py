"""Next season's divisions from the last one's results, with no I/O: a big league's
rollover runs in the bot's worker processes (`run_off_loop`), and the figures of
bench/leagues.py are this function's.

The ladder: every returning member keeps their division, except the best `promoted` of
each division but the top, who move up one, and the last `relegated` of each but the
bottom, who move down one. Inside a division those who came down stand first, then
those who stayed, then those who came up (each group in the order they finished).
Newcomers are placed by rating: each goes to the end of the highest division whose
returning members are rated, on average, no better than the newcomer (the bottom if
none). The ladder is then cut into divisions of `size` from the top; a lone member
left over at the bottom joins the division above (a division of one plays nobody).
"""

from __future__ import annotations

import math
from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from bot.leagues.records import LeaguePlan, Moved
from bot.tournaments.pairing.formats import FormatKind

ROUND_ROBIN_UP_TO = 12
"""The largest division played as a round robin (11 rounds); a larger one is Swiss,
so a season of a division of 20 is 7 rounds rather than 19."""


def division_format(size: int) -> tuple[FormatKind, int | None]:
    """How a division of `size` is paired: its format and, for Swiss, its rounds."""
    if size <= ROUND_ROBIN_UP_TO:
        return FormatKind.ROUND_ROBIN, None
    return FormatKind.SWISS, min(size - 1, math.ceil(math.log2(size)) + 2)


def rounds_of(size: int) -> int:
    """How many rounds a division of `size` plays in a season."""
    kind, rounds = division_format(size)
    if kind == FormatKind.SWISS:
        assert rounds is not None
        return rounds
    return size - 1 + size % 2


@dataclass(frozen=True, slots=True)
class Movers:
    """How many of each division move up and down at a season's end."""

    promoted: int
    relegated: int


def movers_of(plan: LeaguePlan) -> Movers:
    return Movers(plan.promoted, plan.relegated)


def movement(division: int, rank: int, length: int, divisions: int, movers: Movers) -> Moved:
    """Where the member ranked `rank` (1 is first) of division `division` (1 is the
    top) of `divisions`, `length` players, goes at the season's end."""
    if division > 1 and rank <= movers.promoted:
        return Moved.UP
    if division < divisions and rank > length - movers.relegated:
        return Moved.DOWN
    return Moved.STAY


@dataclass(frozen=True, slots=True)
class NextSeason:
    divisions: list[list[int]]
    """User ids per division, the top first."""
    moved: dict[int, Moved]
    """How each member came into their division."""


def plan_season(
    finished: Sequence[Sequence[int]],
    members: Sequence[int],
    ratings: Mapping[int, float],
    size: int,
    movers: Movers,
) -> NextSeason:
    """Next season for `members` (those who stay and those who join), from the last
    season's divisions as they `finished` (user ids in final order, the top division
    first; empty before the first season). `ratings` covers every member."""
    staying = set(members)
    previous: dict[int, int] = {}
    keyed: list[tuple[int, int, int, int, int]] = []
    count = len(finished)
    for index, division in enumerate(finished):
        for rank, user in enumerate(division, start=1):
            previous[user] = index
            if user not in staying:
                continue
            moved = movement(index + 1, rank, len(division), count, movers)
            target = index - 1 if moved == Moved.UP else index + 1 if moved == Moved.DOWN else index
            band = {Moved.DOWN: 0, Moved.STAY: 1, Moved.UP: 2}[moved]
            keyed.append((target, band, index, rank, user))
    keyed.sort()
    blocks: dict[int, list[int]] = {}
    for target, *_, user in keyed:
        blocks.setdefault(target, []).append(user)
    order = sorted(blocks)
    newcomers = sorted(
        (user for user in members if user not in previous),
        key=lambda user: (-ratings.get(user, 0.0), user),
    )
    means = {t: sum(ratings.get(u, 0.0) for u in blocks[t]) / len(blocks[t]) for t in order}
    bottom: list[int] = []
    for user in newcomers:
        rating = ratings.get(user, 0.0)
        fitting = next((t for t in order if means[t] <= rating), None)
        (bottom if fitting is None else blocks[fitting]).append(user)
    ladder = [user for t in order for user in blocks[t]] + bottom
    divisions = [ladder[start : start + size] for start in range(0, len(ladder), size)]
    if len(divisions) > 1 and len(divisions[-1]) == 1:
        divisions[-2].extend(divisions.pop())
    came: dict[int, Moved] = {}
    for index, division in enumerate(divisions):
        for user in division:
            before = previous.get(user)
            if before is None:
                came[user] = Moved.NEW
            else:
                came[user] = (
                    Moved.UP if index < before else Moved.DOWN if index > before else Moved.STAY
                )
    return NextSeason(divisions, came)
