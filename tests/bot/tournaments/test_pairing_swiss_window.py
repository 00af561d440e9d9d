"""The Swiss pairing's window: the matching found on a few pairs weighs exactly as much as
the heaviest perfect matching over every pair, on events of up to sixty players with
late rounds full of rematch conflicts; and the pieces the proof stands on, each alone:
the merit totals read back from a weight, the hubs, the widening.
"""

from __future__ import annotations

import rustworkx as rx
from hypothesis import example, given, settings
from hypothesis import strategies as st

from bot.tournaments.pairing.model import Game
from bot.tournaments.pairing.swiss_hubs import Hubs
from bot.tournaments.pairing.swiss_weights import PairWeights
from bot.tournaments.pairing.swiss_window import Breadth, Window, _Groups, best_matching
from tests.bot.tournaments.test_pairing_swiss import events


def _full_graph_total(weights: PairWeights) -> int:
    """The reference: the heaviest perfect matching over every pair of the round, as the
    pairing found it before it had windows."""
    graph = rx.PyGraph()
    graph.add_nodes_from(range(weights.field + 1))
    graph.add_edges_from(weights.every_edge())
    matching = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)
    return sum(graph.get_edge_data(*pair) for pair in matching)


def _total(weights: PairWeights, pairs: list[tuple[int, int]]) -> int:
    weight = {(a, b): w for a, b, w in weights.every_edge()}
    return sum(weight[pair] for pair in pairs)


def _everyone_needs_the_first_seat() -> tuple[list[int], list[Game], int]:
    """Four players who sat second twice, against four who have since left: every
    pairing of them clashes absolutely, twice."""
    games = [
        Game(number, 4 + (seat + number) % 4 + 1, seat + 1, None)
        for number in (1, 2)
        for seat in range(4)
    ]
    return [1, 2, 3, 4], games, 3


@given(events(max_field=60, max_rounds=14))
@example(_everyone_needs_the_first_seat())
@settings(max_examples=200, deadline=None)
def test_the_windowed_matching_weighs_as_much_as_the_full_graphs(event: tuple) -> None:
    active, games, _ = event
    weights = PairWeights(active, games)
    pairs = best_matching(weights)
    nodes = weights.field + weights.field % 2
    assert sorted(node for pair in pairs for node in pair) == list(range(nodes))
    assert _total(weights, pairs) == _full_graph_total(weights)


def _best_total_with(weights: PairWeights, a: int, b: int) -> int:
    """The heaviest perfect matching over every pair that pairs `a` with `b`."""
    graph = rx.PyGraph()
    graph.add_nodes_from(range(weights.field + 1))
    edges = weights.every_edge()
    graph.add_edges_from([edge for edge in edges if not {a, b} & set(edge[:2])])
    matching = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)
    forced = next(weight for u, v, weight in edges if (u, v) == (a, b))
    return forced + sum(graph.get_edge_data(*pair) for pair in matching)


@given(events(max_field=12, max_rounds=10))
@example(_everyone_needs_the_first_seat())
@settings(max_examples=150, deadline=None)
def test_every_pair_the_needed_window_leaves_out_makes_any_round_worse(event: tuple) -> None:
    """The proof's lemma, checked pair by pair: given the best round's merit totals, a
    pair outside the window they call for is in no round as good (so a window that holds
    the needed one holds a best round)."""
    active, games, _ = event
    weights = PairWeights(active, games)
    best = _full_graph_total(weights)
    groups = _Groups(weights)
    needed = groups.needed(weights.merit_totals(best))
    inside = {(a, b) for a, b, _ in groups.edges(needed, Hubs(weights, weights.field + 1))}
    for a, b, _ in weights.every_edge():
        if (a, b) not in inside:
            assert _best_total_with(weights, a, b) < best, (a, b, needed)


def _two_leaders_who_met() -> tuple[list[int], list[Game]]:
    """Six players, two rounds: 1 and 2 won, then drew each other, so they lead alone
    on one and a half points and neither has a fresh partner in their score group."""
    games = [
        Game(1, 1, 3, 1),
        Game(1, 2, 4, 2),
        Game(1, 5, 6, 5),
        Game(2, 1, 2, None),
        Game(2, 5, 3, 3),
        Game(2, 4, 6, None),
    ]
    return [1, 2, 3, 4, 5, 6], games


def test_a_window_without_a_perfect_matching_widens_until_one_holds_the_best() -> None:
    active, games = _two_leaders_who_met()
    weights = PairWeights(active, games)
    assert weights.ranking[:2] == [1, 2]
    groups = _Groups(weights)
    assert groups.best_in(Window(Breadth.CLOSE, hubs=True)) is None
    assert groups.best_in(Window(Breadth.CLOSE)) is None
    pairs = best_matching(weights)
    assert _total(weights, pairs) == _full_graph_total(weights)
    assert (0, 1) not in pairs


def _hubs_below_the_leader() -> tuple[PairWeights, Hubs]:
    """1 beat 4 and drew 2, 2 and 3 drew and drew: 1 leads alone, so one player crosses
    down from 1 to 2 or 3 (nodes 1 and 2), whose seat wishes differ: one hub pair each."""
    games = [Game(1, 1, 4, 1), Game(1, 2, 3, None), Game(2, 1, 2, None), Game(2, 3, 4, None)]
    weights = PairWeights([1, 2, 3, 4], games)
    assert weights.ranking == [1, 2, 3, 4]
    hubs = Hubs(weights, weights.field + 1)
    hubs.join([0], [1, 2])
    return weights, hubs


def _through_hubs(hubs: Hubs, upper: int, lower: int) -> list[tuple[int, int]]:
    """A matching pairing `upper` and `lower` through their hub pair."""
    lower_hub = next(b for a, b, _ in hubs.edges if a == lower)
    return sorted([(upper, lower_hub - 1), (lower, lower_hub)])


def test_hubs_stand_for_the_players_they_join_but_refuse_two_who_met() -> None:
    _, hubs = _hubs_below_the_leader()
    assert hubs.players_pairs(_through_hubs(hubs, 0, 2)) == [(0, 2)]
    assert hubs.players_pairs(_through_hubs(hubs, 0, 1)) is None


def test_hub_pairs_weigh_a_constant_unused_and_the_players_pair_above_it_used() -> None:
    weights, hubs = _hubs_below_the_leader()
    weight_of = {frozenset((a, b)): w for a, b, w in hubs.edges}
    hub_pairs = [(a, b) for a, b, _ in hubs.edges if a >= hubs.first_node]
    assert len(hub_pairs) == 2
    assert sum(weight_of[frozenset(pair)] for pair in hub_pairs) == hubs.constant
    used = _through_hubs(hubs, 0, 2)
    unused = [pair for pair in hub_pairs if pair[1] not in {b for _, b in used}]
    total = sum(weight_of[frozenset(pair)] for pair in used + unused)
    assert total - hubs.constant == weights.fresh_cross_weight(0, 2)


@given(events(max_field=20, max_rounds=6))
@settings(max_examples=60, deadline=None)
def test_what_hubs_read_of_a_pair_agrees_with_its_weight(event: tuple) -> None:
    active, games, _ = event
    weights = PairWeights(active, games)
    for a, b, weight in weights.every_edge():
        if b == weights.field:
            continue
        wishes = weights.wishes[a], weights.wishes[b]
        assert weights.seats_absolutely_clash(a, b) == wishes[0].absolutely_clashes_with(wishes[1])
        across = weights.half_points[a] != weights.half_points[b]
        if across and b not in weights.opponents[a]:
            assert weights.fresh_cross_weight(a, b) == weight


@given(st.integers(1, 40), st.data())
@settings(max_examples=100)
def test_merit_totals_read_each_merits_total_back_from_a_matchings_weight(
    field: int, data: st.DataObject
) -> None:
    weights = PairWeights(range(1, field + 1), [Game(1, 1, field, None)] if field > 1 else [])
    caps = (1, field, 1, weights.widest_gap**2, 1, field)
    pairs = data.draw(st.integers(0, field // 2 + 1))
    merits = [[data.draw(st.integers(0, cap)) for cap in caps] for _ in range(pairs)]
    weight = sum(m * v for pair in merits for m, v in zip(pair, weights.place_values, strict=True))
    assert weights.merit_totals(weight) == tuple(
        sum(pair[level] for pair in merits) for level in range(len(caps))
    )


def test_a_wider_window_covers_a_narrower_one_and_hubs_cover_only_small_slack() -> None:
    assert Window(Breadth.FRESH).covers(Window(Breadth.CLOSE, 40))
    assert not Window(Breadth.CLOSE, 2).covers(Window(Breadth.FRESH_OFF_BYE))
    assert Window(Breadth.CLOSE, 8).covers(Window(Breadth.CLOSE, 2))
    assert not Window(Breadth.CLOSE, 2).covers(Window(Breadth.CLOSE, 8))
    assert Window(Breadth.CLOSE, hubs=True).covers(Window(Breadth.CLOSE))
    assert Window(Breadth.CLOSE, 8, hubs=True).covers(Window(Breadth.CLOSE, 1))
    assert not Window(Breadth.CLOSE, 8, hubs=True).covers(Window(Breadth.CLOSE, 2))
