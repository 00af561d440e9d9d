"""Elimination brackets: seeding and byes, then whole random events as properties."""

from __future__ import annotations

from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from bot.tournaments.pairing.elimination import (
    Bracket,
    Resolution,
    Status,
    bracket_size,
    double_elimination,
    resolve,
    seeding_order,
    single_elimination,
)
from tests.long_inputs import short_and_long


def test_seeding_order_keeps_the_top_seeds_apart() -> None:
    assert seeding_order(8) == [1, 8, 4, 5, 2, 7, 3, 6]
    assert seeding_order(2) == [1, 2]


@pytest.mark.parametrize(("field", "size"), [(2, 2), (3, 4), (5, 8), (8, 8), (9, 16)])
def test_bracket_size_is_the_next_power_of_two(field: int, size: int) -> None:
    assert bracket_size(field) == size


def test_five_players_top_three_seeds_get_byes() -> None:
    state = resolve(single_elimination(5), [11, 12, 13, 14, 15], {})
    first_round = {k: s for k, s in state.matches.items() if k.startswith("W1")}
    byes = sorted(s.winner for s in first_round.values() if s.status == Status.DECIDED)
    assert byes == [11, 12, 13]
    assert [(s.top, s.bottom) for s in state.ready()] == [(14, 15), (12, 13)]


def test_results_flow_to_the_champion() -> None:
    bracket = single_elimination(4)
    results = {"W1-1": 1, "W1-2": 3}
    assert resolve(bracket, [1, 2, 3, 4], results).champion is None
    final = resolve(bracket, [1, 2, 3, 4], results).matches["W2-1"]
    assert (final.top, final.bottom, final.status) == (1, 3, Status.READY)
    assert resolve(bracket, [1, 2, 3, 4], {**results, "W2-1": 3}).champion == 3


def test_withdrawn_player_gives_a_walkover() -> None:
    state = resolve(single_elimination(4), [1, 2, 3, 4], {}, withdrawn={4})
    walkover = state.matches["W1-1"]
    assert (walkover.status, walkover.winner, walkover.is_played) == (Status.DECIDED, 1, False)


def test_double_elimination_final_reset_only_after_an_upset() -> None:
    bracket = double_elimination(2)
    assert resolve(bracket, [1, 2], {"W1-1": 1, "GF": 1}).champion == 1
    upset = resolve(bracket, [1, 2], {"W1-1": 1, "GF": 2})
    assert upset.champion is None
    assert [s.match.key for s in upset.ready()] == ["GF2"]
    assert resolve(bracket, [1, 2], {"W1-1": 1, "GF": 2, "GF2": 2}).champion == 2


def test_losers_bracket_waits_for_the_players_dropping_in() -> None:
    keys = {m.key: m.round for m in double_elimination(8).matches}
    assert keys == {
        "W1-1": 1,
        "W1-2": 1,
        "W1-3": 1,
        "W1-4": 1,
        "W2-1": 2,
        "W2-2": 2,
        "W3-1": 3,
        "L1-1": 2,
        "L1-2": 2,
        "L2-1": 3,
        "L2-2": 3,
        "L3-1": 4,
        "L4-1": 5,
        "GF": 6,
        "GF2": 7,
    }


def _play_out(
    bracket: Bracket, field: int, data: st.DataObject, withdrawn: set[int] = frozenset()
) -> tuple[Resolution, dict[str, int]]:
    seeds = list(range(1, field + 1))
    results: dict[str, int] = {}
    while True:
        state = resolve(bracket, seeds, results, withdrawn)
        ready = state.ready()
        if not ready:
            return state, results
        for match in ready:
            assert match.top not in withdrawn and match.bottom not in withdrawn
            results[match.match.key] = data.draw(st.sampled_from([match.top, match.bottom]))


def _losses(state: Resolution) -> Counter:
    return Counter(s.loser for s in state.matches.values() if s.is_played)


@given(st.integers(2, 33), st.data())
@settings(max_examples=80)
def test_single_elimination_everyone_but_the_champion_loses_once(field: int, data) -> None:
    state, _ = _play_out(single_elimination(field), field, data)
    assert state.champion is not None
    losses = _losses(state)
    assert state.champion not in losses
    assert losses == Counter({e: 1 for e in range(1, field + 1) if e != state.champion})
    byes = [s for s in state.matches.values() if s.status == Status.DECIDED and not s.is_played]
    assert sorted(s.winner for s in byes) == list(range(1, bracket_size(field) - field + 1))


@given(st.integers(2, 20), st.data())
@settings(max_examples=80)
def test_double_elimination_everyone_but_the_champion_loses_twice(field: int, data) -> None:
    state, _ = _play_out(double_elimination(field), field, data)
    assert state.champion is not None
    losses = _losses(state)
    assert losses[state.champion] <= 1
    assert all(losses[e] == 2 for e in range(1, field + 1) if e != state.champion)


@given(st.integers(3, 20), st.data())
@settings(max_examples=60)
def test_withdrawn_players_never_play_and_never_win(field: int, data) -> None:
    entrants = st.integers(1, field)
    withdrawn = set(
        data.draw(short_and_long(st.sets, entrants, long_from=field - 2, max_size=field - 1))
    )
    bracket = data.draw(st.sampled_from([single_elimination, double_elimination]))(field)
    state, _ = _play_out(bracket, field, data, withdrawn)
    assert state.champion is not None
    assert state.champion not in withdrawn
