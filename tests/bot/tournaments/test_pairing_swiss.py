"""Swiss pairing: worked examples, then the rules as properties over random events.

The central property compares each round the pairing produces with every possible
perfect matching of the field (brute force, fields up to nine) and checks that none is
better on the rules, taken in order of importance: fewer rematches and repeated byes,
the bye to the lowest-ranked player, fewer absolute seat clashes, closer scores, fewer
seat-wish clashes. The costs are computed here from first principles, independently of
the weights the pairing uses.

Last, the compiled matching against networkx on fields of up to forty, and the pairing's
fitness to run in a worker process (plain, picklable arguments and tables).
"""

from __future__ import annotations

import multiprocessing
import pickle
from collections import Counter
from concurrent.futures import ProcessPoolExecutor

import networkx as nx
import rustworkx as rx
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournaments.pairing.formats import Progress, SwissFormat
from bot.tournaments.pairing.model import Game, Table
from bot.tournaments.pairing.seat_balance import seat_history, seat_wish
from bot.tournaments.pairing.swiss import pair_round
from bot.tournaments.pairing.swiss_weights import PairWeights
from bot.tournaments.pairing.tiebreaks import scores


def _pairs(tables: list[Table]) -> set[tuple[int, int | None]]:
    return {(t.first, t.second) for t in tables}


def test_first_round_pairs_top_half_against_bottom_half_alternating_seats() -> None:
    tables = pair_round(1, range(1, 9), [])
    assert [(t.key, t.first, t.second) for t in tables] == [
        ("R1-1", 1, 5),
        ("R1-2", 6, 2),
        ("R1-3", 3, 7),
        ("R1-4", 8, 4),
    ]


def test_odd_field_gives_the_bye_to_the_lowest_seed() -> None:
    tables = pair_round(1, [1, 2, 3, 4, 5], [])
    assert tables[-1] == Table("R1-bye", 5, None)
    assert all(not t.is_bye for t in tables[:-1])


def test_bye_skips_a_player_who_already_had_one() -> None:
    history = [Game(1, 1, 3, 1), Game(1, 4, 2, 2), Game.bye(1, 5)]
    tables = pair_round(2, [1, 2, 3, 4, 5], history)
    bye = next(t for t in tables if t.is_bye)
    # 3 and 4 lost, 5 has a point: the lowest-ranked without a bye is 4 (seed order).
    assert bye.first == 4


def test_winners_meet_winners_and_seats_alternate() -> None:
    history = [Game(1, 1, 3, 1), Game(1, 4, 2, 2)]
    tables = pair_round(2, [1, 2, 3, 4], history)
    # 1 and 2 won; 1 sat first, 2 second, so 2 now sits first.
    assert _pairs(tables) == {(2, 1), (3, 4)}


def test_rematch_is_avoided_even_across_score_groups() -> None:
    # 1 and 2 are the only winners but already met: each meets a loser instead.
    history = [Game(1, 1, 2, None), Game(1, 3, 4, None), Game(2, 1, 3, 1), Game(2, 2, 4, 2)]
    tables = pair_round(3, [1, 2, 3, 4], history)
    met = {frozenset((g.first, g.second)) for g in history}
    assert all(frozenset(t.entries) not in met for t in tables)


def test_dropped_player_is_not_paired_but_still_scores_for_others() -> None:
    history = [Game(1, 1, 3, 3), Game(1, 4, 2, 2)]
    tables = pair_round(2, [1, 2, 4], history)
    assert {e for t in tables for e in t.entries} == {1, 2, 4}


# ----------------------------------------------------------------------- properties


@st.composite
def events(draw: st.DrawFn, max_field: int = 9, max_rounds: int = 5) -> tuple:
    """A field, some rounds played with the real pairing, random results and drops."""
    field = draw(st.integers(2, max_field))
    active = list(range(1, field + 1))
    games: list[Game] = []
    rounds = draw(st.integers(0, max_rounds))
    for number in range(1, rounds + 1):
        for table in pair_round(number, active, games):
            if table.second is None:
                games.append(Game.bye(number, table.first))
            else:
                winner = draw(st.sampled_from([table.first, table.second, None]))
                games.append(Game(number, table.first, table.second, winner))
        if len(active) > 2 and draw(st.booleans()) and draw(st.booleans()):
            active.remove(draw(st.sampled_from(active)))
    return active, games, rounds + 1


def _perfect_matchings(nodes: list[int]) -> list[list[tuple[int, int]]]:
    if not nodes:
        return [[]]
    head, rest = nodes[0], nodes[1:]
    result = []
    for index, partner in enumerate(rest):
        remaining = rest[:index] + rest[index + 1 :]
        result.extend([(head, partner), *tail] for tail in _perfect_matchings(remaining))
    return result


def _cost(pairs: list[tuple[int, int]], active: list[int], games: list[Game]) -> tuple:
    """The rule costs of a matching (0 stands for the bye), lower is better."""
    points = scores(games)
    ranking = sorted(active, key=lambda e: (-points.get(e, 0.0), e))
    met = {frozenset((g.first, g.second)) for g in games if g.second is not None}
    had_bye = {g.first for g in games if g.second is None}
    wishes = {e: seat_wish(seat_history(games).get(e, [])) for e in active}
    repeats = bye_rank = hard = spread = soft = 0
    for a, b in pairs:
        if 0 in (a, b):
            player = a or b
            repeats += player in had_bye
            bye_rank = -ranking.index(player)
            continue
        repeats += frozenset((a, b)) in met
        hard += wishes[a].absolutely_clashes_with(wishes[b])
        spread += (2 * points.get(a, 0.0) - 2 * points.get(b, 0.0)) ** 2
        soft += wishes[a].clashes_with(wishes[b])
    return repeats, bye_rank, hard, spread, soft


@given(events())
@settings(max_examples=150)
def test_pairing_is_the_best_matching_under_the_rules_in_order(event: tuple) -> None:
    active, games, number = event
    tables = pair_round(number, active, games)
    nodes = sorted(active) + ([0] if len(active) % 2 else [])
    best = min(_cost(m, active, games) for m in _perfect_matchings(nodes))
    chosen = [(t.first, t.second or 0) for t in tables]
    assert _cost(chosen, active, games) == best


@given(events(max_field=12, max_rounds=6))
@settings(max_examples=150)
def test_every_active_player_sits_at_exactly_one_table(event: tuple) -> None:
    active, games, number = event
    tables = pair_round(number, active, games)
    seated = Counter(e for t in tables for e in t.entries)
    assert seated == Counter(active)
    assert sum(t.is_bye for t in tables) == len(active) % 2
    assert len({t.key for t in tables}) == len(tables)


@given(st.integers(2, 14), st.data())
@settings(max_examples=60)
def test_no_rematch_or_second_bye_while_the_field_allows_one(field: int, data: st.DataObject):
    """With k rounds played, everyone still has at least (nodes - 1 - k) fresh partners
    (the bye counting as a node), and Dirac's theorem then guarantees a rematch-free
    round while k < nodes / 2. The pairing must find it every time."""
    nodes = field + field % 2
    active = list(range(1, field + 1))
    games: list[Game] = []
    met: set[frozenset] = set()
    for number in range(1, nodes // 2 + 1):
        tables = pair_round(number, active, games)
        for table in tables:
            pair = frozenset((table.first, table.second))
            assert pair not in met, f"round {number} repeats {sorted(pair, key=str)}"
            met.add(pair)
            if table.second is None:
                games.append(Game.bye(number, table.first))
            else:
                winner = data.draw(st.sampled_from([table.first, table.second, None]))
                games.append(Game(number, table.first, table.second, winner))


@given(events(max_field=12, max_rounds=6))
@settings(max_examples=150)
def test_differing_seat_wishes_are_both_granted(event: tuple) -> None:
    active, games, number = event
    history = seat_history(games)
    for table in pair_round(number, active, games):
        if table.second is None:
            continue
        first, second = (
            seat_wish(history.get(table.first, [])),
            seat_wish(history.get(table.second, [])),
        )
        if not first.clashes_with(second):
            assert first.wants_first in (True, None)
            assert second.wants_first in (False, None)


# ------------------------------------------------ the compiled matching, in a worker


def _total(matching: set[tuple[int, int]], weights: dict[frozenset[int], int]) -> int:
    return sum(weights[frozenset(pair)] for pair in matching)


@given(events(max_field=40, max_rounds=6))
@settings(max_examples=60, deadline=None)
def test_rustworkx_matching_weighs_as_much_as_networkx(event: tuple) -> None:
    """networkx's pure-Python blossom algorithm is the independent reference: on the same
    exact integer weights both must reach the same total (the matchings themselves may
    differ where several are equally good)."""
    active, games, _ = event
    edges = PairWeights(active, games).every_edge()
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


def test_a_spawned_worker_process_pairs_the_round_exactly_as_in_process() -> None:
    """Spawned, not forked: the bot's process runs an event loop and threads, which a fork
    would copy half-way through whatever they were doing."""
    active, games = _event_of_three_rounds()
    swiss_format = SwissFormat(rounds=5)
    progress = Progress(
        entries=tuple(active),
        tables=tuple(Table(f"g{i}", g.first, g.second) for i, g in enumerate(games)),
        results={f"g{i}": g.winner for i, g in enumerate(games)},
        rounds={f"g{i}": g.round for i, g in enumerate(games)},
    )
    spawn = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=1, mp_context=spawn) as worker:
        tables = worker.submit(pair_round, 4, active, games).result()
        from_format = worker.submit(swiss_format.next_tables, 4, progress).result()
    assert tables == from_format == pair_round(4, active, games)


def test_tables_and_games_travel_to_a_worker_as_plain_values():
    """A round's games go to the pairing worker by pickle: each as its constructor and
    plain values (several times cheaper than a frozen dataclass's default), and back
    equal."""
    values = [Game(1, 3, 4, None), Game.bye(2, 5), Table("R2-1", 1, 2), Table("R2-9", 7, None)]
    assert pickle.loads(pickle.dumps(values)) == values
    assert all(value.__reduce__()[0] is type(value) for value in values)
