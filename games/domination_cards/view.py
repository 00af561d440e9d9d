"""What one seat, or a spectator, may see of a Domination state.

Only public facts go in: the table, the discard pile, how many cards each hand and the
deck hold, and the viewer's own hand. Two states that differ only in secrets the viewer
cannot know give equal views (the conformance suite checks this by redrawing them).
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from games.contract import Move, Outcome, Seat, View
from games.domination_cards.cards import Card
from games.domination_cards.position import Shown, write_position
from games.domination_cards.table import Table


@dataclass(frozen=True, eq=True)
class CardsView(View):
    """A seat's (or a spectator's) picture of the game.

    `hand` is the viewer's own hand (None for a spectator); `turn` is the seat to move,
    or that would move once the game is over (`to_move` is None then)."""

    viewer: Seat | None
    turn: Seat
    to_move: Seat | None
    table: Table
    hand: tuple[Card, ...] | None
    hand_sizes: Mapping[Seat, int]
    deck_size: int
    discard: tuple[Card, ...]
    last_move: Move | None
    outcome: Outcome | None
    ply: int

    def text(self) -> str:
        """The position text with every hand but the viewer's, and the deck, shown as
        `#` and their size (see `position`)."""
        hands: dict[Seat, Shown] = {
            seat: self.hand if seat == self.viewer and self.hand is not None else size
            for seat, size in self.hand_sizes.items()
        }
        return write_position(self.turn, hands, self.deck_size, self.discard, self.table)

    def __hash__(self) -> int:
        """Views hold dicts (table, hand sizes), so they hash by their public text."""
        return hash((self.text(), self.last_move, self.outcome, self.ply))
