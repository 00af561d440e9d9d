"""Properties over random play, in every declared variant: cards are conserved, every
turn spends a card, and the rules accept exactly the moves they list."""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Iterator

from hypothesis import given, settings
from hypothesis import strategies as st

from games.contract import GameError
from games.domination_cards import GAME, Blitz, CardsState, Conquer, Explore, Fortify
from games.domination_cards.cards import Card
from games.domination_cards.table import components, neighbours

seeds = st.integers(0, 2**32 - 1)
variants = st.sampled_from(GAME.variants)


def random_game(variant: dict[str, str], seed: int) -> Iterator[CardsState]:
    rng = random.Random(seed)
    state = GAME.start(variant, seed)
    yield state
    while not state.is_over:
        state = state.apply(rng.choice(state.legal_moves()))
        yield state


def off_table(state: CardsState) -> int:
    """Cards still to be played: both hands and the deck."""
    return len(state.hands["H"]) + len(state.hands["V"]) + len(state.deck)


@settings(max_examples=20)
@given(variant=variants, seed=seeds)
def test_every_turn_keeps_the_game_whole(variant: dict[str, str], seed: int) -> None:
    previous = None
    for state in random_game(variant, seed):
        options = state.options
        fortifications = [c.fortification for c in state.table.values() if c.fortification]
        everything = Counter(
            [*state.hands["H"], *state.hands["V"], *state.deck, *state.discard, *fortifications]
            + [card.value for card in state.table.values()]
        )
        assert everything == options.pack.census()
        assert len(list(components(set(state.table)))) == 1
        assert {card.owner for card in state.table.values()} == {"H", "V"}
        for hand in state.hands.values():
            assert len(hand) == options.hand if state.deck else len(hand) <= options.hand
        if previous is not None:
            assert off_table(state) < off_table(previous)
        previous = state
    assert state.ply <= len(options.pack.cards()) - 4 <= GAME.random_game_bound


def candidates(state: CardsState) -> Iterator[Explore | Conquer | Fortify]:
    """Moves worth trying: every card in hand (and one that is not) in every kind of
    move on and around the table, plus every listed conquest carried one step further."""
    hand = set(state.hands[state.turn])
    stranger: Card = next(v for v in state.options.pack.values if v not in hand)
    cards = [*hand, stranger]
    cells = set(state.table) | {n for cell in state.table for n in neighbours(cell)}
    for card in cards:
        for cell in cells:
            yield Explore(card, cell)
            yield Fortify(card, cell)
            for target in neighbours(cell):
                yield Conquer(card, cell, target)
    for move in state.legal_moves():
        if isinstance(move, Conquer):
            for card in cards:
                for cell in neighbours(move.taken[-1]):
                    yield move.then(Blitz(card, cell))


@settings(max_examples=6)
@given(variant=variants, seed=seeds)
def test_the_rules_accept_exactly_the_listed_moves(variant: dict[str, str], seed: int) -> None:
    for state in random_game(variant, seed):
        listed = {str(move) for move in state.legal_moves()}
        for move in candidates(state):
            try:
                state.apply(move)
            except GameError:
                assert str(move) not in listed, f"{move} is listed but refused"
            else:
                assert str(move) in listed, f"{move} is accepted but not listed"
