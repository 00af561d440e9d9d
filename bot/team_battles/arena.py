"""Arena pairings across teams, and the teams' scores: pure, no I/O.

A player who becomes free (joins, or finishes a game) is paired at once with the
player of another team who has waited longest, never with the opponent they have just
played (they wait for someone else instead); with nobody to play, they wait. A team
scores the points of its `top` best players, so a big team gains nothing by numbers
alone (lichess's team battles).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True, slots=True)
class Waiting:
    user_id: int
    team: int
    since: datetime
    last_opponent: int | None


def opponent_for(player: Waiting, waiting: Iterable[Waiting]) -> Waiting | None:
    """The longest-waiting free player of another team for `player`, not the one they
    have just played; None if there is none."""
    best = None
    for other in waiting:
        if (
            other.team == player.team
            or other.user_id in (player.user_id, player.last_opponent)
            or other.last_opponent == player.user_id
        ):
            continue
        if best is None or (other.since, other.user_id) < (best.since, best.user_id):
            best = other
    return best


def pairs(waiting: Sequence[Waiting]) -> list[tuple[Waiting, Waiting]]:
    """Every pairing the free players allow, the longest-waiting first."""
    left = sorted(waiting, key=lambda w: (w.since, w.user_id))
    found = []
    while left:
        first = left.pop(0)
        second = opponent_for(first, left)
        if second is not None:
            left.remove(second)
            found.append((first, second))
    return found


@dataclass(frozen=True, slots=True)
class TeamScore:
    team: int
    score: int
    scorers: tuple[tuple[int, int], ...]
    """The players who count, best first: (user id, points)."""


def scores(
    points: Mapping[int, tuple[int, int]], teams: Sequence[int], top: int
) -> list[TeamScore]:
    """Each team's score (its `top` best players' points), the best team first; equal
    scores keep the teams' order. `points`: user id -> (team, points)."""
    ranked = []
    for team in teams:
        mine = sorted(
            ((user, got) for user, (of, got) in points.items() if of == team),
            key=lambda pair: (-pair[1], pair[0]),
        )[:top]
        ranked.append(TeamScore(team, sum(got for _, got in mine), tuple(mine)))
    return sorted(ranked, key=lambda t: -t.score)
