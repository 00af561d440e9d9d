"""Scores and the two tie-breaks: Buchholz (Swiss) and Sonneborn-Berger (round robin).

Both tie-breaks reward a strong schedule, each in the way its format needs. In a Swiss
event players meet different opponents, so Buchholz adds up the scores of everyone you
met: the tougher your path, the higher you rank. In a round robin everyone meets
everyone, so that sum would be the same for all; Sonneborn-Berger instead counts whom you
actually beat (and half of whom you drew with), weighted by their score.

A bye has no opponent and so adds nothing to either tie-break.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable

from bot.tournaments.pairing.model import BYE_POINTS, Entry, Game


def scores(games: Iterable[Game]) -> dict[Entry, float]:
    """Points per entry: 1 a win or bye, 1/2 a draw, 0 a loss."""
    totals: dict[Entry, float] = defaultdict(float)
    for game in games:
        if game.second is None:
            totals[game.first] += BYE_POINTS
            continue
        totals[game.first] += game.points(game.first)
        totals[game.second] += game.points(game.second)
    return dict(totals)


def buchholz(games: Iterable[Game]) -> dict[Entry, float]:
    """Per entry, the sum of the final scores of the opponents it played."""
    return _opponent_scores(games, lambda game, player: 1.0)


def sonneborn_berger(games: Iterable[Game]) -> dict[Entry, float]:
    """Per entry, the scores of the opponents it beat plus half those it drew with."""
    # A game's points (1, 1/2, 0) are exactly the share of the opponent's score
    # Sonneborn-Berger credits.
    return _opponent_scores(games, Game.points)


def _opponent_scores(
    games: Iterable[Game], share: Callable[[Game, Entry], float]
) -> dict[Entry, float]:
    """Per entry, its opponents' final scores, each counted `share(game, entry)` times:
    both tie-breaks walk the games this way and differ only in that share."""
    games = list(games)
    points = scores(games)
    totals: dict[Entry, float] = defaultdict(float)
    for game in games:
        if game.second is None:
            continue
        for player, opponent in ((game.first, game.second), (game.second, game.first)):
            totals[player] += share(game, player) * points[opponent]
    return dict(totals)
