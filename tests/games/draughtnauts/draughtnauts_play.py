"""Playing long quiet stretches, for the draw-rule tests of both the basic and advanced game."""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable

from games.draughtnauts.board import cell
from games.draughtnauts.layout import SEATS
from games.draughtnauts.moves import Move, Step
from games.draughtnauts.state import DraughtnautsState


def distance(state: DraughtnautsState) -> int:
    """King steps between the nearest opposing pieces."""
    cells = {side: [cell(s) for s, p in state.pieces.items() if p.owner == side] for side in SEATS}
    return min(
        max(abs(a[0] - b[0]), abs(a[1] - b[1])) for a in cells["dark"] for b in cells["light"]
    )


def wander(
    state: DraughtnautsState, plies: int, allowed: Callable[[Move], bool] = lambda move: True
) -> DraughtnautsState:
    """Play quiet king steps (those `allowed`): never offering a capture, never to a third
    occurrence, keeping the sides apart, and preferring fresh positions."""
    visits = Counter([state.position()])

    def badness(after: DraughtnautsState) -> tuple:
        offers = after.is_over or any("x" in str(m) for m in after.legal_moves())
        seen = visits[after.position()]
        return offers, seen >= 2, -distance(after), seen, str(after.last_move)

    for _ in range(plies):
        kings = [
            m
            for m in state.legal_moves()
            if isinstance(m, Step) and state.pieces[m.origin].king and allowed(m)
        ]
        state = min((state.play(m) for m in kings), key=badness)
        visits[state.position()] += 1
    return state
