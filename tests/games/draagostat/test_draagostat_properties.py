"""Properties over random play: the listed moves are exactly the moves the rules accept,
every position reached is one the position text accepts (so no rule is ever broken), and
the city test agrees with an independent spanning-tree computation."""

from __future__ import annotations

import random
from itertools import combinations

import networkx as nx
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from games.contract import IllegalMove, Move
from games.draagostat import GAME, rules
from games.draagostat.city import find_city, is_connected
from games.draagostat.geometry import DIAGONAL, ORTHOGONAL, SQUARES
from games.draagostat.moves import Attack, Build, Carry, Rescue, Step
from games.draagostat.state import DraagostatState

EVERY_SQUARE = range(len(SQUARES))
VARIANTS = [{}, {"no_corners": "true", "diagonals": "2"}, {"diagonals": "all"}]


def random_state(seed: int, plies: int, variant: int) -> DraagostatState:
    rng = random.Random(seed)
    state = GAME.start(VARIANTS[variant], seed)
    for _ in range(plies):
        if state.is_over:
            break
        state = state.apply(rng.choice(state.legal_moves()))
    assert isinstance(state, DraagostatState)
    return state


def every_move_from(state: DraagostatState) -> list[Move]:
    """Every move the notation can write whose piece starts where the mover's piece is."""
    seat = state.board.to_move
    builder, dragon = state.board.builder(seat), state.board.dragon(seat)
    moves: list[Move] = [Build(sign, s) for sign in "+-#" for s in EVERY_SQUARE]
    for piece, origin in (("B", builder), ("D", dragon)):
        for target in EVERY_SQUARE:
            moves.append(Step(piece, origin, target))
            moves.extend(Attack(piece, origin, target, away) for away in EVERY_SQUARE)
    for target in EVERY_SQUARE:
        moves.append(Carry(builder, target))
        for place in EVERY_SQUARE:
            moves.append(Rescue(dragon, target, place))
            moves.extend(Rescue(dragon, target, place, away) for away in EVERY_SQUARE)
    return moves


def accepted(state: DraagostatState, move: Move) -> bool:
    try:
        state.apply(move)
    except IllegalMove:
        return False
    return True


positions = st.builds(
    random_state,
    seed=st.integers(0, 2**32 - 1),
    plies=st.integers(0, 600),
    variant=st.integers(0, len(VARIANTS) - 1),
)


@settings(max_examples=30)
@given(state=positions)
def test_the_listed_moves_are_exactly_the_moves_the_rules_accept(state: DraagostatState) -> None:
    if state.is_over:
        return
    brute = {str(m) for m in every_move_from(state) if accepted(state, m)}
    assert {str(m) for m in state.legal_moves()} == brute


@settings(max_examples=30)
@given(state=positions)
def test_each_legal_turn_comes_with_the_board_the_rules_give_for_it(
    state: DraagostatState,
) -> None:
    """The search takes its children from `legal_turns`; they must be what `perform` does."""
    if state.is_over:
        return
    turns = rules.legal_turns(state.board)
    assert [move for move, _ in turns] == rules.legal_moves(state.board)
    for move, after in turns:
        assert after == rules.perform(state.board, move)


@settings(max_examples=40)
@given(state=positions)
def test_every_position_reached_is_one_the_rules_allow(state: DraagostatState) -> None:
    """Reading the text back checks pools, the centre freeze, captives and who shares a
    square; the pools also never run negative. And the side to move never already holds
    a city (the ruling that no action completes the other side's city)."""
    again = GAME.from_position(state.position(), state.options)
    assert again.position() == state.position()
    assert again.outcome == state.outcome
    for seat in GAME.seats:
        pool = state.pool(seat)
        assert 0 <= pool.stories <= 4
        assert 0 <= pool.citadels <= 2
    board, options = state.board, state.options
    links, no_corners = options.diagonal_links, options.no_corners
    assert find_city(board, board.to_move, no_corners=no_corners, diagonal_links=links) is None


CRAFTED = [
    "..../..../..../C..C light dark=b2,a1 light=a1!,b1 delay=- converted=-",
    "..../..../..../C..C light dark=b2,c3 light=a1!,a2 delay=light converted=-",
    "...c/..../..../C..C light dark=b2,c3 light=a1!,d4 delay=- converted=-",
    "..../.Cs./..../C... dark dark=c3,b2 light=b4,c2 delay=- converted=-",
    "..../.ss./.S../...s dark dark=b3,a1 light=c3,b2 delay=- converted=-",
    "..../..../.T../.... dark dark=b2,b2 light=b3,b3 delay=dark converted=light",
]
"""Captives with and without a perched captor (also reached by flight), capture with both
citadels up, a builder on an opposing building, a builder sharing with its dragon."""


@pytest.mark.parametrize("text", CRAFTED)
def test_the_listed_moves_are_exactly_the_accepted_ones_in_rare_positions(text: str) -> None:
    state = GAME.from_position(text, GAME.options({}))
    brute = {str(m) for m in every_move_from(state) if accepted(state, m)}
    assert brute
    assert {str(m) for m in state.legal_moves()} == brute


def king_graph_needs(squares: tuple[int, ...]) -> int | None:
    """Fewest diagonal links in a spanning tree of the squares (None: not connected),
    by networkx's minimum spanning tree with orthogonal links free and diagonals costing 1."""
    graph = nx.Graph()
    graph.add_nodes_from(squares)
    for a, b in combinations(squares, 2):
        if b in ORTHOGONAL[a]:
            graph.add_edge(a, b, weight=0)
        elif b in DIAGONAL[a]:
            graph.add_edge(a, b, weight=1)
    if not nx.is_connected(graph):
        return None
    return int(nx.minimum_spanning_tree(graph).size(weight="weight"))


@settings(max_examples=200)
@given(
    squares=st.lists(st.sampled_from(EVERY_SQUARE), min_size=5, max_size=5, unique=True),
    links=st.integers(0, 4),
)
def test_connectedness_matches_a_spanning_tree_with_at_most_n_diagonal_links(
    squares: list[int], links: int
) -> None:
    needs = king_graph_needs(tuple(squares))
    assert is_connected(frozenset(squares), links) == (needs is not None and needs <= links)
