"""Single-observer Information-Set MCTS (Cowling, Powley & Whitehouse 2012).

For games where the mover cannot see everything: each iteration draws a
*determinization*, a full state consistent with what the mover knows, and walks one
shared tree with it. Nodes are information sets reached by move sequences (keyed by
the moves, which are values, so the same move in two determinizations is the same
edge); a move that one determinization allows and another does not is judged by UCB1
with *availability* counts, i.e. the number of times it could have been chosen rather
than the parent's visits. Leaves are scored by a short playout (the game's cheap
playout policy) that stops after `playout_plies` and asks the game's evaluation for a
probability of winning, so long games never need to be played out. With `bias`, that
judgement of the position right after a move also steers the move's first visits
(progressive bias). With `width`, every node below the root weighs only the few moves of
the current determinization that the game's one-ply `rater` rates highest, so a few
hundred iterations reach the replies to the replies instead of spreading over every
move of every hand.

The searcher never sees the real hidden cards: it is handed the root information set as
a function that draws determinizations from the caller's `rng`, and draws every random
choice from that `rng` too.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
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
    bias: float = 0.0
    """The game's judgement of the position right after the move, for `mover`, weighted:
    progressive bias, worth much while the node has few visits and little later."""
    children: dict[Move, _Node] = field(default_factory=dict)
    rate: Callable[[Move], float] | None = None
    """How moves from here are rated, made by `Settings.rater` at the first visit (with
    `width` only)."""
    ratings: dict[Move, float] = field(default_factory=dict)
    """The rating of each move met here so far, kept for the next determinizations."""

    def ucb(self) -> float:
        return (
            self.reward / self.visits
            + EXPLORATION * math.sqrt(math.log(self.available) / self.visits)
            + self.bias / self.visits
        )


Determinize = Callable[[random.Random], State]
Judge = Callable[[State, Seat], float]
"""The chance that `seat` wins from a state whose game goes on, in [0, 1]."""
Policy = Callable[[State, random.Random], Move]
"""How a playout picks a move: any legal move, cheaply."""
Rater = Callable[[State], Callable[[Move], float]]
"""The game's one-ply judgement of moves for the side to move, higher better: given the
first determinization to reach a node, a function rating the moves met there. A node
keeps it and every rating it gives, so it may read only what every determinization
reaching the node shares (in the card game, the table, which every player sees)."""


@dataclass(frozen=True, slots=True)
class Settings:
    """How playouts go: `policy` picks their moves, and after `playout_plies` plies the
    game's `judge` scores the position."""

    judge: Judge
    policy: Policy
    playout_plies: int
    bias: float = 0.0
    """Weight of progressive bias (Chaslot et al. 2008): a node's UCB value gains
    `bias` times the judge's view of the position it leads to, divided by its visits,
    so the judgement steers the first visits and fades as real ones come in. Nought:
    plain UCB1."""
    width: int = 0
    rater: Rater | None = None
    """With `width` (and `rater`), each node below the root weighs only the `width` legal
    moves of the determinization at hand rated highest (equal ones in the order the state
    lists them). The moves come from that determinization, never from the
    real hidden cards, so narrowing sees no more than the search does. Nought: every
    legal move."""


def best_move(
    root: State,
    determinize: Determinize,
    *,
    settings: Settings,
    rng: random.Random,
    allowance: Allowance,
    depth: int,
    candidates: Sequence[Move] | None = None,
) -> tuple[Move, float]:
    """The root move most visited after the allowance is spent (one iteration a unit),
    and its mean reward: the mover's chance with it, over the determinizations drawn.

    `candidates` narrows the root to those moves, best first: the mover knows its own
    moves, so they are the same in every determinization, and a few hundred iterations
    spread over a few moves look at the replies instead of only at the moves. The tree
    grows at most `depth` plies below the root; past that, playouts alone judge."""
    tree = _Node(None)
    while True:
        _iterate(tree, determinize(rng), settings, rng, candidates, depth=depth)
        if not allowance.spend():
            break
    # Most visits; `max` keeps the first of equal counts, so ties go by the order of the
    # candidates or of the legal moves (notation order), never by chance.
    tried = [move for move in candidates or root.legal_moves() if move in tree.children]
    move = max(tried, key=lambda move: tree.children[move].visits)
    chosen = tree.children[move]
    return move, chosen.reward / chosen.visits


def _iterate(
    tree: _Node,
    state: State,
    settings: Settings,
    rng: random.Random,
    candidates: Sequence[Move] | None,
    *,
    depth: int,
) -> None:
    path = [tree]
    node = tree
    while state.outcome is None and len(path) <= depth:
        if node is tree and candidates:
            legal = candidates
        elif node is not tree and settings.width:
            if node.rate is None:
                assert settings.rater is not None
                node.rate = settings.rater(state)
            legal = narrowed(state.legal_moves(), settings.width, node.rate, node.ratings)
        else:
            legal = state.legal_moves()
        untried = []
        for move in legal:
            child = node.children.get(move)
            if child is None:
                untried.append(move)
            else:
                child.available += 1
        if untried:
            move = rng.choice(untried)
            mover = state.to_move
            state = state.apply(move)
            child = _Node(mover, available=1)
            if settings.bias and state.outcome is None:
                assert mover is not None
                child.bias = settings.bias * settings.judge(state, mover)
            node.children[move] = child
            path.append(child)
            break
        children = node.children
        move = max(legal, key=lambda m: children[m].ucb())
        node = children[move]
        state = state.apply(move)
        path.append(node)
    state = _playout(state, settings, rng)
    rewards: dict[Seat, float] = {}
    for visited in path[1:]:
        seat = visited.mover
        assert seat is not None
        if seat not in rewards:
            rewards[seat] = _reward(state, seat, settings.judge)
        visited.visits += 1
        visited.reward += rewards[seat]
    tree.visits += 1


def narrowed(
    moves: Sequence[Move], width: int, rate: Callable[[Move], float], ratings: dict[Move, float]
) -> Sequence[Move]:
    """The `width` moves rated highest (equal ones in their order in `moves`), or all of
    them when there are no more; `ratings` holds the ratings given so far and gains the
    missing ones."""
    if len(moves) <= width:
        return moves
    for move in moves:
        if move not in ratings:
            ratings[move] = rate(move)
    return sorted(moves, key=lambda move: -ratings[move])[:width]


def _playout(state: State, settings: Settings, rng: random.Random) -> State:
    for _ in range(settings.playout_plies):
        if state.outcome is not None:
            break
        state = state.apply(settings.policy(state, rng))
    return state


def _reward(state: State, seat: Seat, judge: Judge) -> float:
    outcome = state.outcome
    if outcome is None:
        return judge(state, seat)
    if outcome.winner is None:
        return 0.5
    return 1.0 if outcome.winner == seat else 0.0
