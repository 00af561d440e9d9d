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
root only the few moves the greedy judgement rates best are weighed, and below it only
the few best of each determinization's moves, so the search reaches the replies and the
answers to them instead of spreading itself over every card of every hand.

Positions are judged by the table alone (which the mover sees in full): the most
distinct values each side holds in one connected group (the race to every value, and
the tiebreak at the end), and, a little, how many cards each controls. The same judgement
drives the one-ply `greedy` player used as a sparring partner.
"""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import replace
from typing import ClassVar

from ai.budget import Allowance, Budget
from ai.ismcts import Settings, best_move
from ai.registry import Analysis, Player
from games.contract import Move, Seat, State
from games.domination_cards.cards import Card, is_royal, sorted_cards
from games.domination_cards.moves import CardsMove, Conquer, Explore, Fortify
from games.domination_cards.rules import carry_out, take_refusal
from games.domination_cards.seats import SEATS, opponent
from games.domination_cards.state import CardsState
from games.domination_cards.table import Cell, Table, frontier, neighbours

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
iterations to look past; six leave each some hundred to meet the replies."""
REPLY_WIDTH = 6
"""Below the root, how many moves of each determinization, the best by `rater`, the
search weighs: the opponent's fifty-odd replies would each be met once or never, and a
reply picked at random said little about a move. Over the same 40 deals, hard vs greedy
scored 57.5% without narrowing and 65% with four replies at 400 iterations; at 700,
62.5% with three or four and 72.5% with six."""


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


def advantage(table: Table, seat: Seat) -> float:
    """How far ahead `seat` is on the table."""
    best, cards, _ = standing(table)
    other = opponent(seat)
    return _lead(best[seat], best[other], cards[seat], cards[other])


def _lead(best: int, their_best: int, cards: int, their_cards: int) -> float:
    """The judgement of the table itself: best groups first, then a little for cards."""
    return best - their_best + CARD_WEIGHT * (cards - their_cards)


def standing(table: Table) -> tuple[dict[Seat, int], dict[Seat, int], dict[Cell, set[int]]]:
    """Each seat's best group (`best_group`: the most distinct values in one connected
    group of cards that count for winning), its number of cards, and for every card that
    counts the values of its group, in one walk of the table: the search judges tables by
    the ten thousand, and this is most of its cost."""
    best = dict.fromkeys(SEATS, 0)
    cards = dict.fromkeys(SEATS, 0)
    values_at: dict[Cell, set[int]] = {}
    for cell, card in table.items():
        owner = card.owner
        cards[owner] += 1
        if cell in values_at or not card.counts_for_winning:
            continue
        values, edge = {card.value}, [cell]
        values_at[cell] = values
        while edge:
            x, y = edge.pop()
            # `neighbours`, written out: this loop is the search's hottest
            for near in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
                if near not in values_at:
                    other = table.get(near)
                    if other is not None and other.owner == owner and other.counts_for_winning:
                        values_at[near] = values
                        values.add(other.value)
                        edge.append(near)
        best[owner] = max(best[owner], len(values))
    return best, cards, values_at


def winning_chance(state: State, seat: Seat) -> float:
    assert isinstance(state, CardsState)
    return 1 / (1 + math.exp(-CONFIDENCE * advantage(state.table, seat)))


def playout_move(state: State, rng: random.Random) -> Move:
    """A playout's move, cheap but not blind: the best, by `rater`'s judgement, of every
    one-card conquest the hand allows and a few random explorations (listing every move
    costs too much: blitz chains make the list long), or, for a hand of royals only, any
    legal move. Uniformly random playouts let every threat go unpunished, and the search
    then walked into them. The options are rated from the table alone, without playing
    each out as a state: a fraction of the cost, and the end of the deck, which only the
    state knows, is the playout's own business once the move is played."""
    assert isinstance(state, CardsState)
    seat = state.turn
    options = _single_conquests(state)
    plain = [card for card in state.hands[seat] if not is_royal(card)]
    if plain:
        cells = frontier(state.table)
        options += [Explore(rng.choice(plain), rng.choice(cells)) for _ in range(PLAYOUT_EXPLORES)]
    if not options:
        return rng.choice(state.legal_moves())
    return max(options, key=rater(state))


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


def promising(known: CardsState, seat: Seat) -> list[CardsMove]:
    """The `ROOT_WIDTH` moves the greedy judgement rates highest in the canonical state
    `known`, best first (equal ones in notation order)."""
    moves = known.legal_moves()
    return sorted(moves, key=lambda move: -_worth(known, seat, move))[:ROOT_WIDTH]


def _worth(state: CardsState, seat: Seat, move: Move) -> float:
    after = state.apply(move)
    if after.outcome is not None and after.outcome.winner is not None:
        return math.inf if after.outcome.winner == seat else -math.inf
    return advantage(after.table, seat)


def rater(state: State) -> Callable[[Move], float]:
    """The one-ply judgement of moves for the side to move in `state`, from the table
    alone (a group completed is best of all), which is what narrows the search below the
    root: every determinization reaching a node shares its table, so a move is rated
    alike in all of them. Most moves are explorations, and the table's groups are worked
    out once, so an exploration is rated by the groups it joins, without a walk."""
    assert isinstance(state, CardsState)
    table, seat = state.table, state.turn
    top = state.options.pack.top_value
    best, cards, values_at = standing(table)
    other = opponent(seat)

    def rate(move: Move) -> float:
        if isinstance(move, Explore):
            joined = {move.card}.union(
                *(
                    values_at[near]
                    for near in neighbours(move.cell)
                    if near in values_at and table[near].owner == seat
                )
            )
            mine = max(best[seat], len(joined))
            lead = _lead(mine, best[other], cards[seat] + 1, cards[other])
        else:
            assert isinstance(move, Conquer | Fortify)
            after = carry_out(table, seat, _spent(move), move).table
            after_best, after_cards, _ = standing(after)
            mine = after_best[seat]
            lead = _lead(mine, after_best[other], after_cards[seat], after_cards[other])
        return math.inf if mine == top else lead

    return rate


def _spent(move: Conquer | Fortify) -> tuple[Card, ...]:
    """The cards `move` discards or puts down: a hand that allows it on any table that
    allows it, so a node's rating of a move needs no determinization's hand."""
    if isinstance(move, Conquer):
        return (move.card, *(step.card for step in move.blitz))
    return (move.royal,)


class CardsEngine:
    """Budgets count ISMCTS iterations, and the depth is how far below the root the tree
    grows. `hard` spends 700 (p99 about 1 s of CPU a move with three or five cards in
    hand). `easy`, a new member's first opponent, is plain on purpose: ten iterations
    and no tree below its own moves, so it weighs its six best-looking moves by a few
    playouts alone and never studies the replies (with 25 iterations and the narrowed
    tree it beat greedy 59% of 100 games, and `hard` could not lead it by much)."""

    budgets: ClassVar[dict[str, Budget]] = {
        "easy": Budget(work=10, depth=1),
        "medium": Budget(work=125),
        "hard": Budget(work=700),
    }
    players: ClassVar[dict[str, Player]] = {"greedy": greedy}

    def search(
        self, state: State, budget: Budget, rng: random.Random, allowance: Allowance
    ) -> Move:
        return self.analyse(state, budget, rng, allowance).move

    def analyse(
        self, state: State, budget: Budget, rng: random.Random, allowance: Allowance
    ) -> Analysis:
        """The chance is the chosen move's mean reward over the determinizations: an
        estimate over what the mover knows, since each is drawn from its canonical
        state."""
        assert isinstance(state, CardsState)
        seat = state.turn
        known = canonical(state, seat)
        settings = Settings(
            winning_chance, playout_move, PLAYOUT_PLIES, BIAS, width=REPLY_WIDTH, rater=rater
        )
        move, chance = best_move(
            known,
            lambda draw: known.resample_hidden(seat, draw),
            settings=settings,
            rng=rng,
            allowance=allowance,
            candidates=promising(known, seat),
            depth=budget.depth,
        )
        return Analysis(move, chance)


ENGINE = CardsEngine()
