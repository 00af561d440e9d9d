"""Swiss pairing as one maximum-weight matching over the whole field.

A greedy "pair the top of each score group downwards" loop can paint itself into a
corner: the last players left may all have met. Instead every possible pair gets a
weight and rustworkx (a compiled blossom algorithm) finds the perfect matching of
greatest total weight, which is the best round under all the rules at once.

The weight of a pair is a tuple of merits, compared most important first:

1. not a rematch (for the bye: the player has not had one yet);
2. the bye goes to the lowest-ranked player (only the bye pair scores here);
3. the two players do not both absolutely need the same seat (see `seat_balance`);
4. close scores: the squared score difference, so two small floats beat one big one;
5. the two players' seat wishes are compatible;
6. inside a score group, the top half meets the bottom half (1 v 5, 2 v 6, ... in a
   group of eight), as in the Dutch system.

Each level is scaled above the largest total the levels below can reach, so the matching
never trades one unit of a more important merit for any amount of a lesser one. The
weights are exact integers: for 8,192 players and 20 rounds they stay below 2**110,
inside the 128-bit integers rustworkx computes with.

`pair_round` takes and returns plain picklable values, so the bot can run it in a worker
process: a field of a thousand players takes seconds of CPU, which must not stall the
event loop (a thread shares the GIL with it while the weights are built).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import repeat

import rustworkx as rx

from bot.tournaments.pairing.model import Entry, Game, Table
from bot.tournaments.pairing.seat_balance import (
    SeatWish,
    Strength,
    first_seat_goes_to_a,
    seat_history,
    seat_wish,
)
from bot.tournaments.pairing.tiebreaks import scores


def pair_round(round_number: int, active: Sequence[Entry], games: Sequence[Game]) -> list[Table]:
    """The tables of the next Swiss round for the `active` entries.

    `games` is every finished game of the event so far, dropped players' included (their
    results still count for scores). Tables come in board order, highest scores first,
    with the bye (if the field is odd) last.
    """
    pairing = _Pairing(active, games)
    return pairing.tables(round_number)


class _Pairing:
    """The facts one round's pairing needs, gathered once. Players are numbered by their
    place in the ranking, which is also their node in the matching graph."""

    def __init__(self, active: Sequence[Entry], games: Sequence[Game]) -> None:
        points = scores(games)
        self.ranking = sorted(active, key=lambda e: (-points.get(e, 0.0), e))
        self.half_points = [round(2 * points.get(entry, 0.0)) for entry in self.ranking]
        self.widest_gap = max(self.half_points, default=0) - min(self.half_points, default=0)
        node = {entry: index for index, entry in enumerate(self.ranking)}
        self.opponents: list[set[int]] = [set() for _ in self.ranking]
        for game in games:
            if game.second is not None and game.first in node and game.second in node:
                self.opponents[node[game.first]].add(node[game.second])
                self.opponents[node[game.second]].add(node[game.first])
        self.had_bye = {g.first for g in games if g.second is None}
        history = seat_history(games)
        self.wishes = [seat_wish(history.get(entry, [])) for entry in self.ranking]
        self.group_size, self._group_end = self._score_groups()
        self.place_values = self._place_values()

    def _score_groups(self) -> tuple[list[int], list[int]]:
        """Each player's score group as its size and the node just after its last player
        (the ranking is sorted by score, so a group is a run of equal half-points)."""
        size = Counter(self.half_points)
        start = {points: self.half_points.index(points) for points in size}
        sizes = [size[points] for points in self.half_points]
        return sizes, [start[points] + size[points] for points in self.half_points]

    # -- merits, most important first

    def _level_caps(self) -> tuple[int, ...]:
        """The largest value each merit can take on one pair."""
        field = len(self.ranking)
        return (1, field, 1, self.widest_gap**2, 1, field)

    def _place_values(self) -> tuple[int, ...]:
        """What one unit of each merit weighs: more than the most that all the lower
        levels can add up to over a whole matching."""
        pairs = len(self.ranking) // 2 + 1
        values = [1]
        for cap in reversed(self._level_caps()[1:]):
            values.append(values[-1] * (pairs * cap + 1))
        return tuple(reversed(values))

    def edges(self) -> list[tuple[int, int, int]]:
        """Every possible pair of the round as (node, node, weight); the bye is the node
        after the last player.

        A thousand players make half a million pairs, so each row of weights is built in
        one pass from lookups (merits 3 and 5 depend only on the two seat wishes, merit 4
        only on the score gap), then corrected where the few exceptions are: the rematches
        and the player's own score group, a run of the ranking."""
        rematch, _, absolute, scores_close, seats_fit, spread = self.place_values
        gap_weight = [
            (self.widest_gap**2 - gap**2) * scores_close + rematch
            for gap in range(self.widest_gap + 1)
        ]
        kinds = sorted(set(self.wishes), key=self.wishes.index)
        kind = [kinds.index(wish) for wish in self.wishes]
        fit = [[_seat_fit(wish, other, absolute, seats_fit) for other in kinds] for wish in kinds]
        field = len(self.ranking)
        edges: list[tuple[int, int, int]] = []
        for a in range(field):
            points, row_fit, later = self.half_points[a], fit[kind[a]], range(a + 1, field)
            weights = [gap_weight[points - self.half_points[b]] + row_fit[kind[b]] for b in later]
            for b in self.opponents[a]:
                if b > a:
                    weights[b - a - 1] -= rematch
            half, group_end = self.group_size[a] // 2, self._group_end[a]
            for b in range(a + 1, group_end):
                weights[b - a - 1] += (field - abs(b - a - half)) * spread
            edges.extend(zip(repeat(a, len(later)), later, weights, strict=True))
        if field % 2:
            edges.extend((a, field, self._bye_weight(a)) for a in range(field))
        return edges

    def _bye_weight(self, a: int) -> int:
        # Every perfect matching holds exactly one bye pair, so the constant merits on
        # levels 3 to 6 do not favour one matching over another.
        merits = (int(self.ranking[a] not in self.had_bye), a, 1, 0, 1, 0)
        return sum(merit * value for merit, value in zip(merits, self.place_values, strict=True))

    # -- the matching and the seats

    def tables(self, round_number: int) -> list[Table]:
        field = len(self.ranking)
        graph = rx.PyGraph()
        graph.add_nodes_from(range(field + 1))
        graph.add_edges_from(self.edges())
        matching = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)
        pairs = sorted(tuple(sorted(pair)) for pair in matching)
        tables = []
        games = [(a, b) for a, b in pairs if b != field]
        for board, (higher, lower) in enumerate(games, start=1):
            first, second = self._seat(higher, lower, board)
            tables.append(Table(f"R{round_number}-{board}", first, second))
        tables.extend(
            Table(f"R{round_number}-bye", self.ranking[a], None) for a, b in pairs if b == field
        )
        return tables

    def _seat(self, higher: int, lower: int, board: int) -> tuple[Entry, Entry]:
        higher_first = first_seat_goes_to_a(self.wishes[higher], self.wishes[lower], True)
        if higher_first is None:
            higher_first = board % 2 == 1
        first, second = (higher, lower) if higher_first else (lower, higher)
        return self.ranking[first], self.ranking[second]


def _seat_fit(a: SeatWish, b: SeatWish, absolute: int, seats_fit: int) -> int:
    """The weight merits 3 and 5 give a pair with seat wishes `a` and `b`."""
    if not a.clashes_with(b):
        return absolute + seats_fit
    both_absolute = a.strength == Strength.ABSOLUTE and b.strength == Strength.ABSOLUTE
    return 0 if both_absolute else absolute
