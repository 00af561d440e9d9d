"""Round robin by the circle method: everyone meets everyone once, seats balanced."""

from __future__ import annotations

from collections import Counter
from itertools import combinations

import pytest

from bot.tournaments.pairing.model import Table
from bot.tournaments.pairing.round_robin import schedule


def test_four_players() -> None:
    rounds = schedule([1, 2, 3, 4])
    assert [[(t.first, t.second) for t in tables] for tables in rounds] == [
        [(1, 4), (3, 2)],
        [(2, 1), (4, 3)],
        [(1, 3), (2, 4)],
    ]


def test_odd_field_gives_each_player_one_bye_and_names_it() -> None:
    rounds = schedule([1, 2, 3])
    byes = [t for tables in rounds for t in tables if t.is_bye]
    assert sorted(t.first for t in byes) == [1, 2, 3]
    assert all(t.key.endswith("-bye") for t in byes)
    assert all(tables[-1].is_bye for tables in rounds)


@pytest.mark.parametrize("field", range(2, 17))
def test_every_pair_meets_once_and_seats_balance(field: int) -> None:
    rounds = schedule(list(range(1, field + 1)))
    assert len(rounds) == field - 1 + field % 2
    games = [t for tables in rounds for t in tables if not t.is_bye]
    assert Counter(frozenset(t.entries) for t in games) == Counter(
        frozenset(p) for p in combinations(range(1, field + 1), 2)
    )
    for tables in rounds:
        seated = Counter(e for t in tables for e in t.entries)
        assert set(seated.values()) == {1}
        assert len(seated) == field
    balance = Counter()
    for table in games:
        balance[table.first] += 1
        balance[table.second] -= 1
    # An even field plays an odd number of games each: one seat once more, no worse.
    assert max(abs(v) for v in balance.values()) == (1 if field % 2 == 0 else 0)


def test_keys_are_unique_across_the_event() -> None:
    tables: list[Table] = [t for r in schedule(list(range(1, 8))) for t in r]
    assert len({t.key for t in tables}) == len(tables)
