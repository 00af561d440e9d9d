"""The compiled matching behind Swiss pairing, checked against an independent one, and
the pairing's fitness to run in a worker process.

networkx's pure-Python blossom algorithm is the reference: on the same exact integer
weights both must reach the same total weight (the matchings themselves may differ where
several are equally good). The events are as large as networkx can pair quickly and are
played with the real pairing, so they hold score groups, rematches to avoid and seat
wishes, not only a fresh field.
"""

from __future__ import annotations

import pickle
from concurrent.futures import ProcessPoolExecutor

import networkx as nx
import rustworkx as rx
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournaments.pairing.model import Game, Table
from bot.tournaments.pairing.swiss import _Pairing, pair_round


@st.composite
def events(draw: st.DrawFn) -> tuple[list[int], list[Game]]:
    """A field of up to 40 after some rounds with random results and drops."""
    active = list(range(1, draw(st.integers(2, 40)) + 1))
    games: list[Game] = []
    for number in range(1, draw(st.integers(0, 6)) + 1):
        for table in pair_round(number, active, games):
            if table.second is None:
                games.append(Game.bye(number, table.first))
            else:
                winner = draw(st.sampled_from([table.first, table.second, None]))
                games.append(Game(number, table.first, table.second, winner))
        if len(active) > 2 and draw(st.booleans()):
            active.remove(draw(st.sampled_from(active)))
    return active, games


def _total(matching: set[tuple[int, int]], weights: dict[frozenset[int], int]) -> int:
    return sum(weights[frozenset(pair)] for pair in matching)


@given(events())
@settings(max_examples=60, deadline=None)
def test_rustworkx_matching_weighs_as_much_as_networkx(event: tuple) -> None:
    edges = _Pairing(*event).edges()
    weights = {frozenset((a, b)): weight for a, b, weight in edges}
    reference = nx.Graph()
    reference.add_weighted_edges_from(edges)
    compiled = rx.PyGraph()
    compiled.add_nodes_from(range(max(max(a, b) for a, b, _ in edges) + 1))
    compiled.add_edges_from(edges)
    expected = nx.max_weight_matching(reference, maxcardinality=True)
    found = rx.max_weight_matching(compiled, max_cardinality=True, weight_fn=int)
    assert len(found) == len(expected)
    assert _total(found, weights) == _total(expected, weights)


def _event_of_three_rounds() -> tuple[range, list[Game]]:
    active = range(1, 12)
    games: list[Game] = []
    for number in (1, 2, 3):
        for table in pair_round(number, active, games):
            games.append(Game(number, table.first, table.second, table.first))
    return active, games


def test_pairing_arguments_and_tables_survive_pickling() -> None:
    active, games = _event_of_three_rounds()
    tables = pair_round(4, active, games)
    assert pickle.loads(pickle.dumps((4, active, games))) == (4, active, games)
    assert pickle.loads(pickle.dumps(tables)) == tables


def test_a_worker_process_pairs_the_round_exactly_as_in_process() -> None:
    active, games = _event_of_three_rounds()
    with ProcessPoolExecutor(max_workers=1) as worker:
        tables = worker.submit(pair_round, 4, active, games).result()
    assert tables == pair_round(4, active, games)
    assert all(isinstance(table, Table) for table in tables)
