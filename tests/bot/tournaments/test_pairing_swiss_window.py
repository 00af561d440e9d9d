"""The Swiss pairing's window: the matching found on a few pairs weighs exactly as much as
the heaviest perfect matching over every pair, on events of up to sixty players with
late rounds full of rematch conflicts; and the pieces the proof stands on, each alone,
against brute force where it fits: no pair the proof leaves out is in a round as good as
the best, the bounds on score gaps and crossings hold for every pairing, the first window
is no wider than needed, the merit totals read back from a weight, the hubs (copies,
weights, rematches caught) and the widening.
"""

from __future__ import annotations

from collections import Counter

import rustworkx as rx
from hypothesis import example, given, settings
from hypothesis import strategies as st

from bot.tournaments.pairing.model import Game
from bot.tournaments.pairing.swiss_hubs import Hubs
from bot.tournaments.pairing.swiss_weights import PairWeights
from bot.tournaments.pairing.swiss_window import Breadth, Window, _Groups, best_matching
from tests.bot.tournaments.test_pairing_swiss import _perfect_matchings, events


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


def _hub_pairs(hubs: Hubs) -> list[tuple[int, int, set[int], set[int]]]:
    """Each hub pair, with the players joined to its upper and its lower hub."""
    joined: dict[int, set[int]] = {}
    for a, b, _ in hubs.edges:
        if a < hubs.first_node:
            joined.setdefault(b, set()).add(a)
    return [(x, x + 1, joined[x], joined[x + 1]) for x in range(hubs.first_node, hubs.next_node, 2)]


def _a_rematch_the_hubs_would_make() -> tuple[list[int], list[Game]]:
    """Eighteen players after two rounds (found by a search over random events): the
    best matching through hubs pairs two players across a line who have already met."""
    games = [
        Game(1, 1, 10, None),
        Game(1, 11, 2, None),
        Game(1, 3, 12, 3),
        Game(1, 13, 4, None),
        Game(1, 5, 14, 5),
        Game(1, 15, 6, None),
        Game(1, 7, 16, 7),
        Game(1, 17, 8, 17),
        Game(1, 9, 18, None),
        Game(2, 7, 3, None),
        Game(2, 17, 5, 17),
        Game(2, 4, 1, 4),
        Game(2, 2, 9, 2),
        Game(2, 6, 13, None),
        Game(2, 10, 15, 10),
        Game(2, 18, 11, None),
        Game(2, 8, 14, 14),
        Game(2, 12, 16, 12),
    ]
    return list(range(1, 19)), games


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
@example((*_a_rematch_the_hubs_would_make(), 3))
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
    hubs = Hubs(weights, weights.field + 1)
    inside = {(a, b) for a, b, _ in groups.edges(needed, hubs)}
    inside |= {(u, v) for _, _, ups, lows in _hub_pairs(hubs) for u in ups for v in lows}
    for a, b, _ in weights.every_edge():
        if (a, b) not in inside:
            assert _best_total_with(weights, a, b) < best, (a, b, needed)


@given(events(max_field=10, max_rounds=6))
@settings(max_examples=100, deadline=None)
def test_a_round_within_a_slack_uses_only_the_blocks_and_crossings_it_allows(event: tuple):
    """The bounds the window and the hubs' copies stand on, checked on every pairing of
    the field without the bye player that has no rematch and no absolute clash: a round
    whose squared score gaps total `slack` above the least holds no pair of excess above
    `slack`, and no more pairs between two groups than `crossings` allows."""
    active, games, _ = event
    weights = PairWeights(active, games)
    groups = _Groups(weights)
    group_of = {a: g for g, members in enumerate(groups.members) for a in members}
    least = weights.field // 2 * weights.widest_gap**2 - groups.best[3]
    for matching in _perfect_matchings(sorted(group_of)):
        if any(
            b in weights.opponents[a] or weights.seats_absolutely_clash(a, b) for a, b in matching
        ):
            continue
        gaps = [weights.half_points[a] - weights.half_points[b] for a, b in matching]
        slack = sum(gap * gap for gap in gaps) - least
        assert slack >= 0
        blocks = Counter((group_of[a], group_of[b]) for a, b in matching)
        for (g, h), count in blocks.items():
            assert groups.excess(g, h) <= slack
            if g != h:
                assert count <= groups.crossings(g, h, slack)


@given(events(max_field=14, max_rounds=12))
@example(_everyone_needs_the_first_seat())
@settings(max_examples=150, deadline=None)
def test_the_first_window_is_no_wider_than_the_best_round_needs(event: tuple) -> None:
    active, games, _ = event
    weights = PairWeights(active, games)
    groups = _Groups(weights)
    needed = groups.needed(weights.merit_totals(_full_graph_total(weights)))
    assert needed.covers(groups.first_window())


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


def test_leaders_who_met_start_in_a_window_where_they_can_float() -> None:
    active, games = _two_leaders_who_met()
    weights = PairWeights(active, games)
    assert weights.ranking[:2] == [1, 2]
    groups = _Groups(weights)
    assert groups.best_in(Window(Breadth.CLOSE)) is None
    assert groups.first_window().slack > 0
    assert groups.best_in(groups.first_window()) is not None
    pairs = best_matching(weights)
    assert _total(weights, pairs) == _full_graph_total(weights)
    assert (0, 1) not in pairs


def _hubs_below_the_leader(copies: int) -> tuple[PairWeights, Hubs]:
    """1 beat 4, 2 and 3 drew: 1 leads alone, and one player crosses down to 2 or 3
    (nodes 1 and 2), whose seat wishes differ: `copies` hub pairs for each."""
    weights = PairWeights([1, 2, 3, 4], [Game(1, 1, 4, 1), Game(1, 2, 3, None)])
    assert weights.ranking == [1, 2, 3, 4]
    hubs = Hubs(weights, weights.field + 1)
    hubs.join([0], [1, 2], copies)
    return weights, hubs


def _through(hubs: Hubs, upper: int, lower: int, skip: int = 0) -> list[tuple[int, int]]:
    """A matching pairing `upper` and `lower` through the hub pair that joins them
    (the one after `skip` such pairs), every other hub pair unused."""
    chosen = [(x, y) for x, y, ups, lows in _hub_pairs(hubs) if upper in ups and lower in lows]
    x, y = chosen[skip]
    unused = [(a, b) for a, b, _, _ in _hub_pairs(hubs) if a != x]
    return sorted([(upper, x), (lower, y), *unused])


def test_hubs_stand_for_the_players_they_pair() -> None:
    _, hubs = _hubs_below_the_leader(copies=1)
    assert hubs.players_pairs(_through(hubs, 0, 2)) == [(0, 2)]
    assert hubs.players_pairs(_through(hubs, 0, 1)) == [(0, 1)]


def test_hub_pairs_weigh_a_constant_unused_and_the_players_pair_above_it_used() -> None:
    weights, hubs = _hubs_below_the_leader(copies=1)
    weight_of = {frozenset((a, b)): w for a, b, w in hubs.edges}
    assert len(_hub_pairs(hubs)) == 2
    unused = sum(weight_of[frozenset((x, y))] for x, y, _, _ in _hub_pairs(hubs))
    assert unused == hubs.constant
    used = sum(weight_of[frozenset(pair)] for pair in _through(hubs, 0, 2))
    assert used - hubs.constant == weights.fresh_cross_weight(0, 2)


def test_each_copy_of_the_hubs_carries_one_more_crossing() -> None:
    _, hubs = _hubs_below_the_leader(copies=2)
    assert len(_hub_pairs(hubs)) == 4
    assert hubs.players_pairs(_through(hubs, 0, 2, skip=1)) == [(0, 2)]


def test_a_rematch_through_hubs_pairs_its_two_players_directly_from_then_on() -> None:
    weights = PairWeights(*_a_rematch_the_hubs_would_make())
    groups = _Groups(weights)
    found = groups.best_in(groups.first_window())
    assert found is not None
    first, second = sorted(groups._paired_directly)
    assert second in weights.opponents[first]
    pairs, total = found
    assert not any(b in weights.opponents[a] for a, b in pairs)
    assert _total(weights, pairs) == total == _full_graph_total(weights)


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


def test_a_wider_window_covers_a_narrower_one() -> None:
    assert Window(Breadth.FRESH).covers(Window(Breadth.CLOSE, 40))
    assert not Window(Breadth.CLOSE, 2).covers(Window(Breadth.FRESH_OFF_BYE))
    assert Window(Breadth.CLOSE, 8).covers(Window(Breadth.CLOSE, 2))
    assert not Window(Breadth.CLOSE, 2).covers(Window(Breadth.CLOSE, 8))
