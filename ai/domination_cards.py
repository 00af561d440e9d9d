"""The computer's Domination (the card game): Information-Set MCTS that never peeks.

Honesty comes first. Before searching, the state is reduced to its *information set*:
the cards the mover cannot see (the other hand and the deck) are pooled, sorted and
dealt back in a fixed order, so two states the mover cannot tell apart become the same
state. Every determinization is then drawn from that canonical state with the game's own
`resample_hidden`, and from the caller's `rng`. The move therefore depends on what the
mover knows and on the seed, never on the real hidden cards (tests/ai hold it to that).

Playouts are short and pick the move the table's judgement likes best among a cheap
handful (every one-card conquest and a few random explorations), and each new node of the
tree starts biased by the judgement of where it leads (progressive bias), so the few
hundred iterations go to moves that look good rather than being spread evenly. At the
root only the few moves the greedy judgement rates best are weighed, so the search
spends itself on the replies to them.

Positions are judged by the table alone (which the mover sees in full): the most
distinct values each side holds in one connected group (the race to every value, and
the tiebreak at the end), and, a little, how many cards each controls. The same judgement
drives the one-ply `greedy` player used as a sparring partner.
"""

from __future__ import annotations

import math
import random
from dataclasses import replace
from typing import ClassVar

from ai.budget import Allowance, Budget
from ai.ismcts import Settings, best_move
from ai.registry import Player
from games.contract import Move, Seat, State
from games.domination_cards.cards import is_royal, sorted_cards
from games.domination_cards.moves import Conquer, Explore
from games.domination_cards.rules import take_refusal
from games.domination_cards.seats import SEATS, opponent
from games.domination_cards.state import CardsState
from games.domination_cards.table import best_group, cards_of, frontier, neighbours

CARD_WEIGHT = 0.15
"""What one more card on the table is worth, against one more value in the best group."""
CONFIDENCE = 0.6
"""How sharply a lead in the evaluation turns into a chance of winning."""
PLAYOUT_PLIES = 2
"""Plies a playout plays before the table is judged: the reply to the move searched and
the answer to it, both chosen by `playout_move`."""
PLAYOUT_EXPLORES = 4
"""Random explorations a playout move weighs against the conquests."""
BIAS = 1.0
"""Progressive bias: a node's UCB value gains the judgement of the position it leads to,
divided by its visits, so the first visits go to the moves the judgement likes."""
ROOT_WIDTH = 6
"""How many of its moves, the best by the greedy judgement, the search weighs: a hand of
three on a table of twenty cards has some fifty moves, too many for a few hundred
iterations to look past; six leave each some sixty to meet the replies."""


def canonical(state: CardsState, seat: Seat) -> CardsState:
    """The state with every card `seat` cannot see dealt back in sorted order: the same
    for every state `seat` cannot tell from this one."""
    hidden = [s for s in SEATS if s != seat]
    unseen = sorted_cards([card for s in hidden for card in state.hands[s]] + list(state.deck))
    hands = dict(state.hands)
    for other in hidden:
        size = len(state.hands[other])
        hands[other], unseen = tuple(unseen[:size]), unseen[size:]
    return replace(state, hands=hands, deck=tuple(unseen))


def advantage(state: CardsState, seat: Seat) -> float:
    """How far ahead `seat` is on the table."""
    table, other = state.table, opponent(seat)
    groups = best_group(table, seat) - best_group(table, other)
    return groups + CARD_WEIGHT * (cards_of(table, seat) - cards_of(table, other))


def winning_chance(state: State, seat: Seat) -> float:
    assert isinstance(state, CardsState)
    return 1 / (1 + math.exp(-CONFIDENCE * advantage(state, seat)))


def playout_move(state: State, rng: random.Random) -> Move:
    """A playout's move, cheap but not blind: the best, by the table's judgement, of every
    one-card conquest the hand allows and a few random explorations (listing every move
    costs too much: blitz chains make the list long), or, for a hand of royals only, any
    legal move. Uniformly random playouts let every threat go unpunished, and the search
    then walked into them."""
    assert isinstance(state, CardsState)
    seat = state.turn
    options = _single_conquests(state)
    plain = [card for card in state.hands[seat] if not is_royal(card)]
    if plain:
        cells = frontier(state.table)
        options += [Explore(rng.choice(plain), rng.choice(cells)) for _ in range(PLAYOUT_EXPLORES)]
    if not options:
        return rng.choice(state.legal_moves())
    return max(options, key=lambda move: _worth(state, seat, move))


def _single_conquests(state: CardsState) -> list[Move]:
    """Every conquest of one card (no blitz) that a plain card of the hand allows."""
    table, seat = state.table, state.turn
    hand = {card for card in state.hands[seat] if not is_royal(card)}
    return [
        Conquer(card.value, anchor, target)
        for anchor, card in table.items()
        if card.owner == seat and card.value in hand
        for target in neighbours(anchor)
        if take_refusal(table, seat, target, card.value) is None
    ]


def greedy(state: State, rng: random.Random) -> Move:
    """The move whose resulting table looks best for the mover, one ply deep (a move that
    wins at once is best of all); ties are broken by `rng`. It plays on the canonical
    state, so even whether a move ends the game is judged without the hidden cards."""
    assert isinstance(state, CardsState)
    seat = state.turn
    known = canonical(state, seat)
    moves = list(known.legal_moves())
    rng.shuffle(moves)
    return max(moves, key=lambda move: _worth(known, seat, move))


def promising(known: CardsState, seat: Seat) -> list[Move]:
    """The `ROOT_WIDTH` moves the greedy judgement rates highest in the canonical state
    `known`, best first (equal ones in notation order)."""
    moves = known.legal_moves()
    return sorted(moves, key=lambda move: -_worth(known, seat, move))[:ROOT_WIDTH]


def _worth(state: CardsState, seat: Seat, move: Move) -> float:
    after = state.apply(move)
    if after.outcome is not None and after.outcome.winner is not None:
        return math.inf if after.outcome.winner == seat else -math.inf
    return advantage(after, seat)


class CardsEngine:
    """Budgets count ISMCTS iterations; a playout weighs a handful of moves per ply, so
    `hard` affords 400 of them in the time 800 uniformly random ones took."""

    budgets: ClassVar[dict[str, Budget]] = {
        "easy": Budget(work=25),
        "medium": Budget(work=125),
        "hard": Budget(work=400),
    }
    players: ClassVar[dict[str, Player]] = {"greedy": greedy}

    def search(
        self, state: State, budget: Budget, rng: random.Random, allowance: Allowance
    ) -> Move:
        assert isinstance(state, CardsState)
        seat = state.turn
        known = canonical(state, seat)
        settings = Settings(winning_chance, playout_move, PLAYOUT_PLIES, BIAS)
        return best_move(
            known,
            lambda draw: known.resample_hidden(seat, draw),
            settings=settings,
            rng=rng,
            allowance=allowance,
            candidates=promising(known, seat),
        )


ENGINE = CardsEngine()
