"""A Domination position: the table, both hands, the deck and the discard pile.

The state holds every secret (hands, deck order) because the rules need them; what a
player may see comes out through `view`, and `resample_hidden` proves the view leaks
nothing.
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import cached_property

from games.contract import IllegalMove, Move, Outcome, Seat, State, game_over
from games.domination_cards.cards import Card, is_royal, sorted_cards
from games.domination_cards.ending import judge
from games.domination_cards.moves import CardsMove
from games.domination_cards.notation import normalize, read_move
from games.domination_cards.options import CardsOptions
from games.domination_cards.position import write_position
from games.domination_cards.rules import carry_out, legal_moves
from games.domination_cards.seats import SEATS, opponent
from games.domination_cards.table import Cell, Table, cell_text, neighbours
from games.domination_cards.view import CardsView
from games.typed_text import quoted
from i18n.message import Message


@dataclass(frozen=True, eq=False, repr=False)
class CardsState(State):
    """One position of a match. Never changed once built: `apply` returns a new one.

    `turn` is the seat to move, kept after the end too (the position text needs it);
    `to_move` is None once the game is over, as the contract asks."""

    game_id = "domination-cards"

    options: CardsOptions
    table: Table
    hands: Mapping[Seat, tuple[Card, ...]]
    deck: tuple[Card, ...]
    discard: tuple[Card, ...]
    turn: Seat
    turns_played: int = 0
    previous_move: CardsMove | None = None

    # -- contract properties

    @property
    def to_move(self) -> Seat | None:
        return None if self.outcome else self.turn

    @cached_property
    def outcome(self) -> Outcome | None:
        return judge(self.table, self.hands, self.deck, self.turn, self.options.pack)

    @property
    def ply(self) -> int:
        return self.turns_played

    @property
    def last_move(self) -> Move | None:
        return self.previous_move

    # -- moves

    def legal_moves(self) -> list[CardsMove]:
        return list(self._legal_moves)

    @cached_property
    def _legal_moves(self) -> tuple[CardsMove, ...]:
        if self.outcome:
            return ()
        return tuple(legal_moves(self.table, self.turn, self.hands[self.turn]))

    def parse_move(self, text: str) -> CardsMove:
        return read_move(text, self.options.pack, self._anchor_for)

    def _anchor_for(self, card: Card, target: Cell) -> Cell:
        """The anchor of a conquest typed without one (`C7>2,0`): any fitting anchor
        gives the same position, so the first in notation order is taken."""
        fitting = [
            cell
            for cell in sorted(neighbours(target))
            if (own := self.table.get(cell))
            and own.owner == self.turn
            and (is_royal(card) or own.value == card)
        ]
        if not fitting:
            raise IllegalMove(
                Message("game-cards-no-anchor", cell=cell_text(target), card=str(card))
            )
        return fitting[0]

    def apply(self, move: Move) -> CardsState:
        if self.outcome:
            raise IllegalMove(game_over(self.outcome))
        if not isinstance(move, CardsMove):
            raise IllegalMove(Message("game-cards-not-a-move", move=quoted(str(move))))
        turn = carry_out(self.table, self.turn, self.hands[self.turn], move)
        drawn = self.deck[: self.options.hand - len(turn.hand)]
        return replace(
            self,
            table=turn.table,
            hands={**self.hands, self.turn: sorted_cards(turn.hand + drawn)},
            deck=self.deck[len(drawn) :],
            discard=self.discard + turn.discarded,
            turn=opponent(self.turn),
            turns_played=self.turns_played + 1,
            previous_move=move,
        )

    def complete(self, typed: str, limit: int) -> list[str]:
        """Legal moves that begin with what the player typed, read as leniently as moves
        are (case, spaces and brackets do not matter), shortest blitz chains first.

        Chains grow one step at a time, so a player picks a conquest, types a space and
        sees the ways to carry it on; a long chain never hides the next decision. When
        nothing begins with the text, moves containing it are offered instead. Cards are
        matched as the notation writes them (`C11`, not `CJ`, with the extended decks)."""
        wanted = normalize(typed)
        notations = [str(move) for move in self._legal_moves]
        starting = [n for n in notations if n.startswith(wanted)]
        chosen = starting or [n for n in notations if wanted in n]
        return sorted(chosen, key=lambda n: (n.count(" "), n))[:limit]

    # -- text and views

    def position(self) -> str:
        return self._position_text

    @cached_property
    def _position_text(self) -> str:
        """Written once per state: the store, the referee and comparisons ask often."""
        return write_position(self.turn, self.hands, self.deck, self.discard, self.table)

    def view(self, viewer: Seat | None = None) -> CardsView:
        return CardsView(
            viewer=viewer,
            turn=self.turn,
            to_move=self.to_move,
            table=self.table,
            hand=self.hands[viewer] if viewer in SEATS else None,
            hand_sizes={seat: len(self.hands[seat]) for seat in SEATS},
            deck_size=len(self.deck),
            discard=self.discard,
            last_move=self.previous_move,
            outcome=self.outcome,
            ply=self.turns_played,
        )

    def resample_hidden(self, viewer: Seat | None, rng: random.Random) -> CardsState:
        """Deal the cards `viewer` cannot see (the other hands and the deck) afresh from
        the same cards, keeping every hand's size.

        Everyone knows whether the game is over and why, and in Royal Domination that
        depends on the hand to move (a hand of royals may have no legal turn). A redeal
        that would change the outcome is therefore drawn again; the real deal fits, so
        this ends, and outside that rare case the first redeal always fits."""
        while True:
            twin = self._redeal_unseen(viewer, rng)
            if twin.outcome == self.outcome:
                return twin

    def _redeal_unseen(self, viewer: Seat | None, rng: random.Random) -> CardsState:
        hidden = [seat for seat in SEATS if seat != viewer]
        unseen = [card for seat in hidden for card in self.hands[seat]] + list(self.deck)
        rng.shuffle(unseen)
        hands = dict(self.hands)
        for seat in hidden:
            size = len(self.hands[seat])
            hands[seat], unseen = sorted_cards(unseen[:size]), unseen[size:]
        return replace(self, hands=hands, deck=tuple(unseen))
