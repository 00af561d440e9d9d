"""The computer's Draagostat: alpha-beta over the game's own rules, judged by how far
each side is from its city (`ai.draagostat_evaluation`).

Random games last a thousand plies and more, so no playout could reach their end; the
search instead looks a few actions ahead and scores the horizon by the Dominion distance.
Moves come from `games.draagostat.rules`, so every rule (the citadel limits, attacks,
banishment and captives) is searched exactly as it is refereed. A position the players
already had, or one that repeats on the way, scores as a draw.
"""

from __future__ import annotations

import random
from collections.abc import Hashable, Sequence
from typing import ClassVar

from ai.budget import Allowance, Budget
from ai.chance import searched
from ai.draagostat_evaluation import DRAAGOSTAT_SCALE, evaluate
from ai.negamax import WIN, search
from ai.registry import Analysis, Player
from games.contract import Move, State
from games.draagostat import rules
from games.draagostat.board import Board, opponent
from games.draagostat.city import find_city
from games.draagostat.moves import Attack
from games.draagostat.position_text import fingerprint
from games.draagostat.state import DraagostatState


class DraagostatDomain:
    """The search's view of Draagostat for one match's options (see `ai.negamax.Domain`)."""

    def __init__(self, no_corners: bool, diagonal_links: int) -> None:
        self.no_corners = no_corners
        self.diagonal_links = diagonal_links

    def key(self, node: Board) -> Hashable:
        """The position as the game's own repetition record writes it, so the match's
        earlier positions (`state.earlier_positions`) count as repetitions in the search
        too."""
        return fingerprint(node)

    def children(self, node: Board) -> Sequence[tuple[Move, Board]]:
        found = rules.legal_turns(node)
        found.sort(key=lambda child: not isinstance(child[0], Attack))
        return found

    def noisy(
        self, node: Board, children: Sequence[tuple[Move, Board]]
    ) -> tuple[bool, list[tuple[Move, Board]]]:
        return True, []

    def evaluate(self, node: Board) -> int:
        return evaluate(node, self.no_corners, self.diagonal_links)

    def work(self, node: Board) -> int:
        return 1

    def final_score(self, node: Board, children: Sequence[object]) -> int | None:
        mover = opponent(node.to_move)
        city = find_city(
            node, mover, no_corners=self.no_corners, diagonal_links=self.diagonal_links
        )
        return -WIN if city else None


class DraagostatEngine:
    """Budgets count search nodes."""

    budgets: ClassVar[dict[str, Budget]] = {
        "easy": Budget(work=60, depth=1),
        "medium": Budget(work=600, depth=3),
        "hard": Budget(work=3_000),
    }
    players: ClassVar[dict[str, Player]] = {}

    def search(
        self, state: State, budget: Budget, rng: random.Random, allowance: Allowance
    ) -> Move:
        return self.analyse(state, budget, rng, allowance).move

    def analyse(
        self, state: State, budget: Budget, rng: random.Random, allowance: Allowance
    ) -> Analysis:
        assert isinstance(state, DraagostatState)
        options = state.options
        domain = DraagostatDomain(options.no_corners, options.diagonal_links)
        board = state.board
        root_moves = domain.children(board)
        result = search(
            domain,
            board,
            root_moves,
            budget=budget,
            rng=rng,
            allowance=allowance,
            history=state.earlier_positions,
        )
        return Analysis(result.move, searched(result.score, DRAAGOSTAT_SCALE))


ENGINE = DraagostatEngine()
