"""Duels: two players (levels, `random`, `greedy`) playing a series of one game.

Seats alternate from game to game, and each pair of games shares one seed, so both
players get each deal (or setup) once from each side; that removes most of the luck of
the deal from the score. A game that outlasts the game's declared bound on random games,
or a shorter cap the caller sets (the 16x16 game allows 12,000 plies, hours of search
between levels), is scored a draw: a cut never counts as a win for either side. The
score is the first player's wins plus half its draws, with a 95% confidence interval
and the Elo difference it implies.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ai import choose
from games.contract import Game, Options, Outcome

Z_95 = 1.96


@dataclass
class DuelScore:
    """The first player's results; `points` lists 1, 0.5 or 0 per game, in order."""

    points: list[float] = field(default_factory=list)

    @property
    def games(self) -> int:
        return len(self.points)

    @property
    def wins(self) -> int:
        return self.points.count(1.0)

    @property
    def draws(self) -> int:
        return self.points.count(0.5)

    @property
    def losses(self) -> int:
        return self.points.count(0.0)

    @property
    def score(self) -> float:
        """Wins plus half the draws, as a share of the games."""
        return sum(self.points) / self.games if self.points else 0.5

    def interval(self) -> tuple[float, float]:
        """A 95% confidence interval for the score (normal approximation over games)."""
        if not self.points:
            return 0.0, 1.0
        mean = self.score
        spread = math.sqrt(sum((p - mean) ** 2 for p in self.points) / self.games)
        half = Z_95 * spread / math.sqrt(self.games)
        return max(0.0, mean - half), min(1.0, mean + half)

    def elo(self) -> float:
        """The rating difference the score implies (infinite at 0% or 100%)."""
        score = self.score
        if score <= 0.0:
            return -math.inf
        if score >= 1.0:
            return math.inf
        return -400 * math.log10(1 / score - 1)

    def describe(self, first: str, second: str) -> str:
        low, high = self.interval()
        return (
            f"{first} vs {second}: {self.score:.1%} over {self.games} games "
            f"(+{self.wins} ={self.draws} -{self.losses}), 95% CI {low:.1%}-{high:.1%}, "
            f"Elo {self.elo():+.0f}"
        )


def play_game(
    game: Game,
    options: Mapping[str, Any] | Options,
    seed: int,
    players: Mapping[str, str],
    rng_for: Callable[[str], random.Random],
    *,
    plies: int | None = None,
) -> Outcome | None:
    """One game from the start with `players` (seat -> player name); None when it
    outlasts `game.random_game_bound` or the cap `plies`."""
    state = game.start(options, seed)
    rngs = {seat: rng_for(seat) for seat in game.seats}
    bound = min(game.random_game_bound, plies or game.random_game_bound)
    while state.outcome is None and state.ply < bound:
        seat = state.to_move
        assert seat is not None
        state = state.apply(choose(state, players[seat], rngs[seat]))
    return state.outcome


def game_points(
    game: Game,
    first: str,
    second: str,
    number: int,
    *,
    options: Mapping[str, Any] | Options | None = None,
    seed: int = 0,
    plies: int | None = None,
) -> float:
    """The first player's points (1, 0.5 or 0) in game `number` of a duel: games 2k and
    2k + 1 share the match seed `seed + k` with the seats swapped. Each game depends on
    its number alone, so a series may be played in any order or split among processes."""
    first_seat = game.seats[number % 2]
    second_seat = game.seats[1 - number % 2]
    outcome = play_game(
        game,
        options or {},
        seed + number // 2,
        {first_seat: first, second_seat: second},
        lambda seat: random.Random(f"{seed}/{number}/{seat}"),
        plies=plies,
    )
    if outcome is None or outcome.winner is None:
        return 0.5
    return 1.0 if outcome.winner == first_seat else 0.0


def duel(
    game: Game,
    first: str,
    second: str,
    games: int,
    *,
    options: Mapping[str, Any] | Options | None = None,
    seed: int = 0,
    on_game: Callable[[DuelScore], None] | None = None,
) -> DuelScore:
    """Play `games` games of `first` against `second`, seats alternated; `on_game` is
    told the running score after each game."""
    score = DuelScore()
    for number in range(games):
        score.points.append(game_points(game, first, second, number, options=options, seed=seed))
        if on_game is not None:
            on_game(score)
    return score
