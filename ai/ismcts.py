"""Single-observer Information-Set MCTS (Cowling, Powley & Whitehouse 2012).

For games where the mover cannot see everything: each iteration draws a
*determinization*, a full state consistent with what the mover knows, and walks one
shared tree with it. Nodes are information sets reached by move sequences (keyed by
notation, so the same move in two determinizations is the same edge); a move that one
determinization allows and another does not is judged by UCB1 with *availability*
counts, i.e. the number of times it could have been chosen rather than the parent's
visits. Leaves are scored by a short random playout that stops after `playout_plies`
and asks the game's evaluation for a probability of winning, so long games never need
to be played out.

The searcher never sees the real hidden cards: it is handed the root information set as
a function that draws determinizations from the caller's `rng`, and draws every random
choice from that `rng` too.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field

from ai.budget import Allowance
from games.contract import Move, Seat, State

EXPLORATION = 0.7
"""UCB1's exploration constant for rewards in [0, 1]."""


@dataclass(slots=True)
class _Node:
    mover: Seat | None
    """The seat that played the move leading here (None at the root)."""
    visits: int = 0
    reward: float = 0.0
    """Total reward, for `mover`."""
    available: int = 0
    children: dict[str, _Node] = field(default_factory=dict)

    def ucb(self) -> float:
        return self.reward / self.visits + EXPLORATION * math.sqrt(
            math.log(self.available) / self.visits
        )


@dataclass(frozen=True, slots=True)
class Settings:
    """How playouts end: after this many plies the evaluation judges the position."""

    playout_plies: int


Determinize = Callable[[random.Random], State]
Judge = Callable[[State, Seat], float]
"""The chance that `seat` wins from a state whose game goes on, in [0, 1]."""


def best_move(
    root: State,
    determinize: Determinize,
    judge: Judge,
    *,
    settings: Settings,
    rng: random.Random,
    allowance: Allowance,
) -> Move:
    """The root move most visited after the allowance is spent (one iteration a unit)."""
    tree = _Node(None)
    while True:
        _iterate(tree, determinize(rng), judge, settings, rng)
        if not allowance.spend():
            break
    moves = {str(move): move for move in root.legal_moves()}
    # Most visits; `max` keeps the first of equal counts, so ties go by notation order.
    tried = sorted(text for text in tree.children if text in moves)
    return moves[max(tried, key=lambda text: tree.children[text].visits)]


def _iterate(
    tree: _Node, state: State, judge: Judge, settings: Settings, rng: random.Random
) -> None:
    path = [tree]
    node = tree
    while state.outcome is None:
        legal = {str(move): move for move in state.legal_moves()}
        for text in legal:
            child = node.children.get(text)
            if child is not None:
                child.available += 1
        untried = [text for text in legal if text not in node.children]
        if untried:
            text = rng.choice(untried)
            child = _Node(state.to_move, available=1)
            node.children[text] = child
            state = state.apply(legal[text])
            path.append(child)
            break
        text = max(legal, key=lambda t: node.children[t].ucb())
        node = node.children[text]
        state = state.apply(legal[text])
        path.append(node)
    state = _playout(state, settings, rng)
    rewards: dict[Seat, float] = {}
    for visited in path[1:]:
        seat = visited.mover
        assert seat is not None
        if seat not in rewards:
            rewards[seat] = _reward(state, seat, judge)
        visited.visits += 1
        visited.reward += rewards[seat]
    tree.visits += 1


def _playout(state: State, settings: Settings, rng: random.Random) -> State:
    for _ in range(settings.playout_plies):
        if state.outcome is not None:
            break
        state = state.apply(rng.choice(state.legal_moves()))
    return state


def _reward(state: State, seat: Seat, judge: Judge) -> float:
    outcome = state.outcome
    if outcome is None:
        return judge(state, seat)
    if outcome.winner is None:
        return 0.5
    return 1.0 if outcome.winner == seat else 0.0
