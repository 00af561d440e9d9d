"""Alpha-beta search (negamax) with iterative deepening, shared by the perfect-information
board games.

The classic engine recipe, as in checkers and chess programs: deepen one ply at a time so
the budget decides the depth; remember every searched position in a transposition table
(its score bounds and best move, which is tried first next time); order the other moves
by killer moves and the history heuristic; and at the horizon keep searching the
"noisy" moves a game names (captures), so a position is never judged in the middle of an
exchange. A game plugs in through `Domain`: how to list a node's children, which of them
are noisy, how to score a node, and when it is over.

Scores are from the side to move's point of view (that is what negamax means): a child's
score is the negation of its own. A win is worth `WIN` less the plies it takes, so the
search prefers the quickest win and the slowest loss. A position that already occurred on
the way (or in the game's recent history) scores as a draw, which is how repetitions
enter the search.

Everything is deterministic: the order of the root moves comes from the caller's `rng`,
ties keep that order, and the budget counts nodes, never time.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Iterable, Sequence
from dataclasses import dataclass
from typing import Generic, Protocol, TypeVar

from ai.budget import Allowance, Budget, OutOfBudget

WIN = 1_000_000
"""The score of a won position, well above any evaluation."""

WON = WIN - 10_000
"""Scores beyond this are forced wins (or, negated, losses)."""

QUIESCENCE_PLIES = 12
"""How far past the horizon noisy moves are followed, at most."""

Node = TypeVar("Node")
"""A position as the game's domain represents it."""
MoveId = TypeVar("MoveId", bound=Hashable)
"""A move as the game's domain names it: the search keeps its killers, history scores and
best moves by it, and hands the chosen root move back to the caller as it was given."""


class Domain(Protocol[Node, MoveId]):
    """What the search needs to know about a game."""

    def key(self, node: Node) -> Hashable:
        """The position as the transposition table and the repetition check compare it."""

    def children(self, node: Node) -> Sequence[tuple[MoveId, Node]]:
        """Every legal move and the node it leads to, best guesses first."""

    def noisy(
        self, node: Node, children: Sequence[tuple[MoveId, Node]]
    ) -> tuple[bool, list[tuple[MoveId, Node]]]:
        """The children a quiescence search must follow from `node`, and whether the side
        to move may instead stand on the static score (False when a capture is
        compulsory)."""

    def evaluate(self, node: Node) -> int:
        """A static score for the side to move; never near `WIN`."""

    def work(self, node: Node) -> int:
        """Budget units that expanding `node` costs (1 for the common, cheap case), so a
        level's budget buys about the same time in slow and fast positions."""

    def final_score(self, node: Node, children: Sequence[tuple[MoveId, Node]]) -> int | None:
        """The score of a finished game for the side to move (0 for a draw, `-WIN` for a
        loss), or None while it goes on; `children` are the node's children."""


@dataclass(slots=True)
class _Entry(Generic[MoveId]):
    depth: int
    score: int
    bound: int  # 0 exact, 1 lower bound (fail high), -1 upper bound (fail low)
    best: MoveId | None


@dataclass(frozen=True, slots=True)
class Result(Generic[MoveId]):
    """The chosen move, its score, the depth of the last finished iteration and the nodes
    visited."""

    move: MoveId
    score: int
    depth: int
    nodes: int


class Search(Generic[Node, MoveId]):
    """One search from one root; `best` runs it."""

    def __init__(
        self,
        domain: Domain[Node, MoveId],
        allowance: Allowance,
        history: Iterable[Hashable] = (),
    ) -> None:
        self.domain = domain
        self.allowance = allowance
        self.table: dict[Hashable, _Entry[MoveId]] = {}
        self.killers: dict[int, list[MoveId]] = {}
        self.history_scores: dict[MoveId, int] = {}
        self.on_path: set[Hashable] = set(history)
        self.nodes = 0

    def best(
        self, root: Node, root_moves: Sequence[tuple[MoveId, Node]], budget: Budget
    ) -> Result[MoveId]:
        """Deepen until the budget or the depth cap runs out. The first iteration always
        finishes (it is what a spent budget falls back on); a later one that runs out
        still counts when its first move, the previous best, was searched through."""
        moves = list(root_moves)
        best_move, best_score, finished = moves[0][0], 0, 0
        self.on_path.add(self.domain.key(root))
        for depth in range(1, budget.depth + 1):
            try:
                move, score, moves = self._root(moves, depth, finished > 0)
            except _Partial as partial:
                if partial.move is not None:
                    best_move, best_score = partial.move, partial.score
                break
            best_move, best_score, finished = move, score, depth
            if abs(score) >= WON or self.allowance.spent:
                break
        return Result(best_move, best_score, finished, self.nodes)

    def _root(
        self, moves: list[tuple[MoveId, Node]], depth: int, may_stop: bool
    ) -> tuple[MoveId, int, list[tuple[MoveId, Node]]]:
        """One iteration over the root moves; returns them reordered, best first."""
        alpha: int = -WIN - 1
        best: MoveId | None = None
        scored: list[tuple[int, MoveId, Node]] = []
        for move, child in moves:
            try:
                score = -self._negamax(child, depth - 1, -WIN - 1, -alpha, ply=1, may_stop=may_stop)
            except OutOfBudget:
                raise _Partial(best, alpha) from None
            scored.append((score, move, child))
            if score > alpha:
                alpha, best = score, move
        assert best is not None
        ranked = sorted(scored, key=lambda entry: -entry[0])  # stable: ties keep rng order
        return best, alpha, [(move, child) for _, move, child in ranked]

    def _negamax(
        self, node: Node, depth: int, alpha: int, beta: int, *, ply: int, may_stop: bool
    ) -> int:
        self._count(node, may_stop)
        domain = self.domain
        key = domain.key(node)
        if key in self.on_path:
            return 0
        children = domain.children(node)
        final = domain.final_score(node, children)
        if final is not None:
            return final + ply if final < 0 else final - ply if final > 0 else 0
        if depth <= 0:
            return self._quiescence(
                node, children, alpha, beta, ply=ply, plies_left=QUIESCENCE_PLIES, may_stop=may_stop
            )
        entry = self.table.get(key)
        if entry is not None and entry.depth >= depth:
            if entry.bound == 0:
                return entry.score
            if entry.bound > 0 and entry.score >= beta:
                return entry.score
            if entry.bound < 0 and entry.score <= alpha:
                return entry.score
        ordered = self._ordered(children, entry.best if entry else None, ply)
        original_alpha, best_score = alpha, -WIN - 1
        best_move: MoveId | None = None
        self.on_path.add(key)
        try:
            for move, child in ordered:
                score = -self._negamax(
                    child, depth - 1, -beta, -alpha, ply=ply + 1, may_stop=may_stop
                )
                if score > best_score:
                    best_score, best_move = score, move
                    alpha = max(alpha, score)
                    if alpha >= beta:
                        self._remember_cutoff(move, depth, ply)
                        break
        finally:
            self.on_path.discard(key)
        bound = 1 if best_score >= beta else -1 if best_score <= original_alpha else 0
        self.table[key] = _Entry(depth, best_score, bound, best_move)
        return best_score

    def _quiescence(
        self,
        node: Node,
        children: Sequence[tuple[MoveId, Node]],
        alpha: int,
        beta: int,
        *,
        ply: int,
        plies_left: int,
        may_stop: bool,
    ) -> int:
        may_stand, noisy = self.domain.noisy(node, children)
        if not noisy or plies_left == 0:
            return self.domain.evaluate(node)
        best = -WIN - 1
        if may_stand:
            best = self.domain.evaluate(node)
            if best >= beta:
                return best
            alpha = max(alpha, best)
        for _, child in noisy:
            self._count(child, may_stop)
            grandchildren = self.domain.children(child)
            final = self.domain.final_score(child, grandchildren)
            if final is not None:
                score = -(final + ply + 1 if final < 0 else final - ply - 1 if final > 0 else 0)
            else:
                score = -self._quiescence(
                    child,
                    grandchildren,
                    -beta,
                    -alpha,
                    ply=ply + 1,
                    plies_left=plies_left - 1,
                    may_stop=may_stop,
                )
            if score > best:
                best = score
                alpha = max(alpha, score)
                if alpha >= beta:
                    break
        return best

    def _count(self, node: Node, may_stop: bool) -> None:
        """Charge a visit; only an iteration that may be abandoned stops on an empty
        allowance."""
        self.nodes += 1
        units = self.domain.work(node)
        if may_stop:
            self.allowance.charge(units)
        else:
            self.allowance.spend(units)

    def _ordered(
        self, children: Sequence[tuple[MoveId, Node]], hinted: MoveId | None, ply: int
    ) -> list[tuple[MoveId, Node]]:
        """The table's best move first, then killers, then by history score; the domain's
        own order breaks ties."""
        killers = self.killers.get(ply, ())
        scores = self.history_scores

        def rank(item: tuple[MoveId, Node]) -> int:
            move = item[0]
            if move == hinted:
                return -(1 << 40)
            if move in killers:
                return -(1 << 30)
            return -scores.get(move, 0)

        return sorted(children, key=rank)

    def _remember_cutoff(self, move: MoveId, depth: int, ply: int) -> None:
        killers = self.killers.setdefault(ply, [])
        if move not in killers:
            killers.insert(0, move)
            del killers[2:]
        self.history_scores[move] = self.history_scores.get(move, 0) + depth * depth


class _Partial(Exception, Generic[MoveId]):
    """An iteration ran out of budget; carries the best root move it had fully searched."""

    def __init__(self, move: MoveId | None, score: int) -> None:
        super().__init__()
        self.move = move
        self.score = score


def search(
    domain: Domain[Node, MoveId],
    root: Node,
    root_moves: Sequence[tuple[MoveId, Node]],
    *,
    budget: Budget,
    rng: random.Random,
    allowance: Allowance,
    history: Iterable[Hashable] = (),
) -> Result[MoveId]:
    """The best of `root_moves` (pairs of a move and the node it leads to) from `root`.

    The moves are shuffled with `rng` first, so equal moves are chosen between at random
    but reproducibly."""
    moves = list(root_moves)
    rng.shuffle(moves)
    return Search(domain, allowance, history).best(root, moves, budget)
