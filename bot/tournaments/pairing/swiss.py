"""Swiss pairing as one maximum-weight matching over the whole field.

A greedy "pair the top of each score group downwards" loop can paint itself into a
corner: the last players left may all have met. Instead every possible pair gets a
weight and networkx finds the perfect matching of greatest total weight, which is the
best round under all the rules at once.

The weight of a pair is a tuple of merits, compared most important first:

1. not a rematch (for the bye: the player has not had one yet);
2. the bye goes to the lowest-ranked player (only the bye pair scores here);
3. the two players do not both absolutely need the same seat (see `seat_balance`);
4. close scores: the squared score difference, so two small floats beat one big one;
5. the two players' seat wishes are compatible;
6. inside a score group, the top half meets the bottom half (1 v 5, 2 v 6, ... in a
   group of eight), as in the Dutch system.

Each level is scaled above the largest total the levels below can reach, so the matching
never trades one unit of a more important merit for any amount of a lesser one.
"""

from __future__ import annotations

from collections.abc import Sequence
from itertools import combinations

import networkx as nx

from bot.tournaments.pairing.model import Entry, Game, Table
from bot.tournaments.pairing.seat_balance import first_seat_goes_to_a, seat_history, seat_wish
from bot.tournaments.pairing.tiebreaks import scores

_BYE: Entry = 0
"""The matching node standing for the bye; real entries are numbered from 1."""


def pair_round(round_number: int, active: Sequence[Entry], games: Sequence[Game]) -> list[Table]:
    """The tables of the next Swiss round for the `active` entries.

    `games` is every finished game of the event so far, dropped players' included (their
    results still count for scores). Tables come in board order, highest scores first,
    with the bye (if the field is odd) last.
    """
    pairing = _Pairing(active, games)
    return pairing.tables(round_number)


class _Pairing:
    """The facts one round's pairing needs, gathered once."""

    def __init__(self, active: Sequence[Entry], games: Sequence[Game]) -> None:
        self.points = scores(games)
        self.ranking = sorted(active, key=lambda e: (-self.points.get(e, 0.0), e))
        self.position = {entry: index for index, entry in enumerate(self.ranking)}
        self.met = {frozenset((g.first, g.second)) for g in games if g.second is not None}
        self.had_bye = {g.first for g in games if g.second is None}
        history = seat_history(games)
        self.wish = {entry: seat_wish(history.get(entry, [])) for entry in active}
        self.group_place, self.group_size = self._score_groups()
        half_points = [self._half_points(entry) for entry in self.ranking] or [0]
        self.widest_gap = max(half_points) - min(half_points)

    def _half_points(self, entry: Entry) -> int:
        return round(2 * self.points.get(entry, 0.0))

    def _score_groups(self) -> tuple[dict[Entry, int], dict[Entry, int]]:
        place: dict[Entry, int] = {}
        size: dict[Entry, int] = {}
        members: dict[int, list[Entry]] = {}
        for entry in self.ranking:
            members.setdefault(self._half_points(entry), []).append(entry)
        for group in members.values():
            for index, entry in enumerate(group):
                place[entry] = index
                size[entry] = len(group)
        return place, size

    # -- merits, most important first

    def _pair_merits(self, a: Entry, b: Entry) -> tuple[int, ...]:
        gap = self._half_points(a) - self._half_points(b)
        same_group = gap == 0
        half = self.group_size[a] // 2
        spread = abs(self.group_place[a] - self.group_place[b])
        return (
            int(frozenset((a, b)) not in self.met),
            0,
            int(not self.wish[a].absolutely_clashes_with(self.wish[b])),
            self.widest_gap**2 - gap**2,
            int(not self.wish[a].clashes_with(self.wish[b])),
            len(self.ranking) - abs(spread - half) if same_group else 0,
        )

    def _bye_merits(self, entry: Entry) -> tuple[int, ...]:
        # Every perfect matching holds exactly one bye pair, so the constant merits on
        # levels 3 to 6 do not favour one matching over another.
        return (int(entry not in self.had_bye), self.position[entry], 1, 0, 1, 0)

    def _level_caps(self) -> tuple[int, ...]:
        """The largest value each merit can take on one pair."""
        field = len(self.ranking)
        return (1, field, 1, self.widest_gap**2, 1, field)

    def _weight(self, merits: tuple[int, ...]) -> int:
        pairs = len(self.ranking) // 2 + 1
        weight = 0
        for merit, cap in zip(merits, self._level_caps(), strict=True):
            weight = weight * (pairs * cap + 1) + merit
        return weight

    # -- the matching and the seats

    def tables(self, round_number: int) -> list[Table]:
        graph = nx.Graph()
        for a, b in combinations(self.ranking, 2):
            graph.add_edge(a, b, weight=self._weight(self._pair_merits(a, b)))
        if len(self.ranking) % 2:
            for entry in self.ranking:
                graph.add_edge(_BYE, entry, weight=self._weight(self._bye_merits(entry)))
        matching = nx.max_weight_matching(graph, maxcardinality=True)
        pairs = [tuple(sorted(pair, key=self._sort_key)) for pair in matching]
        pairs.sort(key=lambda pair: self._sort_key(pair[0]))
        tables = []
        games = [pair for pair in pairs if _BYE not in pair]
        for board, (higher, lower) in enumerate(games, start=1):
            first, second = self._seat(higher, lower, board)
            tables.append(Table(f"R{round_number}-{board}", first, second))
        byes = [pair for pair in pairs if _BYE in pair]
        for _, entry in byes:
            tables.append(Table(f"R{round_number}-bye", entry, None))
        return tables

    def _sort_key(self, entry: Entry) -> int:
        return -1 if entry == _BYE else self.position[entry]

    def _seat(self, higher: Entry, lower: Entry, board: int) -> tuple[Entry, Entry]:
        higher_first = first_seat_goes_to_a(self.wish[higher], self.wish[lower], True)
        if higher_first is None:
            higher_first = board % 2 == 1
        return (higher, lower) if higher_first else (lower, higher)
