"""The computer's review of a finished game: how each move changed the mover's chances.

Every position of the game is searched once, by the game's own engine at a fixed
`Budget` (`BUDGETS`), which gives the move the engine prefers there and the side to
move's chance with it (`Engine.analyse`). A ply then reads, from its mover's side, the
chance in the position it faced (`before`: what best play was worth) and the chance in
the position its move left (`after`): their difference is what the move won or lost,
its `swing`, and the biggest swings are where the game turned.

Each search sees only what its side to move could see: the card game's engine reduces
the position to the mover's information set and estimates over determinizations drawn
from it (`ai.domination_cards.canonical`, `State.resample_hidden`), never from the real
hidden hands. A finished position is certain (the outcome), a position the players left
unfinished (a resignation, a clock) is searched like any other.

The budgets count work, never time, so a review is the same on every machine and under
any load; they are chosen to keep a 100-ply review of every game under 30 s of one core
(`bench/review.py` prints the times). Each search's generator is seeded from the match's
seed and the ply, so reviewing a game twice gives the same review.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

import games
from ai.budget import Allowance, Budget
from ai.registry import engine_for
from games.contract import Seat, State

BUDGETS: Mapping[str, Budget] = {
    "draughtnauts": Budget(work=10_000),
    "draagostat": Budget(work=1_000),
    "domination-cards": Budget(work=300),
    "domination-grid": Budget(work=3_000, depth=2),
}
"""Each game's search per position: about a third of `hard` for the board games, where
a review searches every position of both players."""

SWINGS = 3
"""How many of the biggest swings a review points out."""


@dataclass(frozen=True, slots=True)
class Ply:
    """One move of the game as the review judges it, chances from the mover's side."""

    number: int
    """1 for the first move."""
    mover: Seat
    played: str
    """The move played, in canonical notation."""
    preferred: str
    """The move the engine prefers in the position the mover faced."""
    before: float
    """The mover's chance in the position it faced, with the engine's preferred move."""
    after: float
    """The mover's chance in the position its move left."""

    @property
    def swing(self) -> float:
        """What the move changed in the mover's chance (negative: it lost some)."""
        return self.after - self.before


@dataclass(frozen=True, slots=True)
class Review:
    """The judged plies of one game, and how to read them as a graph."""

    game_id: str
    seat: Seat
    """The seat whose edge `advantage` draws upwards: the game's first seat."""
    plies: tuple[Ply, ...]

    def advantage(self) -> tuple[float, ...]:
        """`seat`'s edge in [-1, 1] (twice its chance less one) in the starting position,
        then after each ply: the graph's points, one more than the plies."""
        if not self.plies:
            return ()
        first = self.plies[0]
        points = [self._edge(first.mover, first.before)]
        points += [self._edge(ply.mover, ply.after) for ply in self.plies]
        return tuple(points)

    def swings(self, count: int = SWINGS) -> tuple[int, ...]:
        """The indices into `plies` of the `count` biggest swings either way, in the
        order of the game (of equal swings, the earlier)."""
        ranked = sorted(range(len(self.plies)), key=lambda index: -abs(self.plies[index].swing))
        return tuple(sorted(ranked[:count]))

    def _edge(self, mover: Seat, chance: float) -> float:
        return 2 * (chance if mover == self.seat else 1 - chance) - 1

    def to_data(self) -> dict[str, Any]:
        """The review as plain JSON values: what the bot stores and a page serves."""
        return {
            "game": self.game_id,
            "seat": self.seat,
            "plies": [
                {
                    "mover": ply.mover,
                    "played": ply.played,
                    "preferred": ply.preferred,
                    "before": ply.before,
                    "after": ply.after,
                }
                for ply in self.plies
            ],
        }

    @classmethod
    def from_data(cls, data: Mapping[str, Any]) -> Review:
        """The review `to_data` wrote."""
        plies = tuple(
            Ply(
                number,
                str(ply["mover"]),
                str(ply["played"]),
                str(ply["preferred"]),
                float(ply["before"]),
                float(ply["after"]),
            )
            for number, ply in enumerate(data["plies"], start=1)
        )
        return cls(str(data["game"]), str(data["seat"]), plies)


@dataclass(frozen=True, slots=True)
class Position:
    """One position as its search judged it: the engine's preferred move ("" once the
    game is over) and the chance of the side to move (`mover`; None once it is over,
    when `chance` is the first seat's: one, nought or a half for a draw)."""

    preferred: str
    mover: Seat | None
    chance: float

    def chance_of(self, seat: Seat, first: Seat) -> float:
        """`seat`'s chance here (`first`: the game's first seat)."""
        own = self.mover if self.mover is not None else first
        return self.chance if seat == own else 1 - self.chance


def review(
    game_id: str,
    options: Mapping[str, Any],
    seed: int,
    moves: Sequence[str],
    *,
    budget: Budget | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> Review:
    """The review of the game `moves` played from `options` and `seed` (as a match
    stores them). `budget` replaces the game's own (`BUDGETS`); `should_stop` is
    polled by every search, as `ai.choose` polls it."""
    every = range(len(moves) + 1)
    judged = judge(game_id, options, seed, moves, every, budget=budget, should_stop=should_stop)
    return assemble(game_id, moves, judged)


def judge(
    game_id: str,
    options: Mapping[str, Any],
    seed: int,
    moves: Sequence[str],
    plies: range,
    *,
    budget: Budget | None = None,
    should_stop: Callable[[], bool] | None = None,
) -> tuple[Position, ...]:
    """The positions after each number of `plies` of the game searched, in order: a
    review in slices (a caller running it in a shared worker hands in a few plies at a
    time, so other jobs are not held up behind the whole review); each position is
    searched as `review` searches it, so the slices make the same review."""
    chosen = budget or BUDGETS[game_id]
    state = games.get(game_id).start(options, seed)
    judged = []
    for ply in range(plies.stop):
        if ply in plies:
            rng = random.Random(f"review/{seed}/{ply}")
            judged.append(_judged(state, chosen, rng, Allowance(chosen.work, should_stop)))
        if ply < len(moves):
            state = state.play(moves[ply])
    return tuple(judged)


def assemble(game_id: str, moves: Sequence[str], judged: Sequence[Position]) -> Review:
    """The review from the judged positions of every ply of `moves` (the start's
    included: one more than the moves)."""
    first = games.get(game_id).seats[0]
    plies = []
    for number, played in enumerate(moves, start=1):
        before, after = judged[number - 1], judged[number]
        mover = before.mover
        assert mover is not None, "a move was played here, so the game went on"
        plies.append(
            Ply(
                number,
                mover,
                played,
                before.preferred,
                before.chance_of(mover, first),
                after.chance_of(mover, first),
            )
        )
    return Review(game_id, first, tuple(plies))


def _judged(state: State, budget: Budget, rng: random.Random, allowance: Allowance) -> Position:
    outcome = state.outcome
    if outcome is not None:
        winner = outcome.winner
        first = games.get(state.game_id).seats[0]
        return Position("", None, 0.5 if winner is None else float(winner == first))
    analysis = engine_for(state.game_id).analyse(state, budget, rng, allowance)
    return Position(str(analysis.move), state.to_move, analysis.chance)
