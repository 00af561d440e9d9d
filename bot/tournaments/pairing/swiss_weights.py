"""What every possible pair of a Swiss round weighs, as one exact integer.

The weight of a pair is a tuple of merits, compared most important first:

1. not a rematch (for the bye: the player has not had one yet);
2. the bye goes to the lowest-ranked player (only the bye pair scores here);
3. the two players do not both absolutely need the same seat (see `seat_balance`);
4. close scores: the squared score difference, so two small floats beat one big one;
5. the two players' seat wishes are compatible;
6. inside a score group, the top half meets the bottom half (1 v 5, 2 v 6, ... in a
   group of eight), as in the Dutch system.

Each level is scaled above the largest total the levels below can reach, so a matching
never trades one unit of a more important merit for any amount of a lesser one, and the
total weight of a matching can be read back as each merit's total (`merit_totals`). The
weights are exact integers: for 8,192 players and 20 rounds they stay below 2**110,
inside the 128-bit integers rustworkx computes with.

Players are numbered by their place in the ranking, which is also their node in the
matching graph; the bye is the node after the last player.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Sequence
from itertools import repeat

from bot.tournaments.pairing.model import Entry, Game
from bot.tournaments.pairing.seat_balance import SeatWish, Strength, seat_history, seat_wish
from bot.tournaments.pairing.tiebreaks import scores

Edge = tuple[int, int, int]
"""(node, node, weight), the lower node first."""


class PairWeights:
    """The facts one round's weights need, gathered once, and the weights themselves."""

    def __init__(self, active: Sequence[Entry], games: Sequence[Game]) -> None:
        points = scores(games)
        self.ranking = sorted(active, key=lambda e: (-points.get(e, 0.0), e))
        self.field = len(self.ranking)
        self.half_points = [round(2 * points.get(entry, 0.0)) for entry in self.ranking]
        self.widest_gap = max(self.half_points, default=0) - min(self.half_points, default=0)
        node = {entry: index for index, entry in enumerate(self.ranking)}
        self.opponents: list[set[int]] = [set() for _ in self.ranking]
        for game in games:
            if game.second is not None and game.first in node and game.second in node:
                self.opponents[node[game.first]].add(node[game.second])
                self.opponents[node[game.second]].add(node[game.first])
        had_bye = {g.first for g in games if g.second is None}
        self.fresh_for_bye = [entry not in had_bye for entry in self.ranking]
        history = seat_history(games)
        self.wishes = [seat_wish(history.get(entry, [])) for entry in self.ranking]
        self.group_size, self._group_end = self._score_groups()
        self.place_values = self._place_values()
        self._gap_weight, self.wish_kind, self._fit = self._lookups()

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
        return (1, self.field, 1, self.widest_gap**2, 1, self.field)

    def _place_values(self) -> tuple[int, ...]:
        """What one unit of each merit weighs: more than the most that all the lower
        levels can add up to over a whole matching."""
        pairs = self.field // 2 + 1
        values = [1]
        for cap in reversed(self._level_caps()[1:]):
            values.append(values[-1] * (pairs * cap + 1))
        return tuple(reversed(values))

    def merit_totals(self, weight: int) -> tuple[int, ...]:
        """Each merit's total over a matching of this total `weight`, most important first:
        every level's total stays below one unit of the level above, so the weight is a
        number whose digits (in these place values) are the totals."""
        totals = []
        for value in self.place_values:
            total, weight = divmod(weight, value)
            totals.append(total)
        return tuple(totals)

    def _lookups(self) -> tuple[list[int], list[int], list[list[int]]]:
        """Merit 4 depends only on the score gap, merits 3 and 5 only on the two seat
        wishes: their weights by gap, each player's kind of wish, and the weight of each
        pair of kinds."""
        rematch, _, absolute, scores_close, seats_fit, _ = self.place_values
        gap_weight = [
            (self.widest_gap**2 - gap**2) * scores_close + rematch
            for gap in range(self.widest_gap + 1)
        ]
        kinds = sorted(set(self.wishes), key=self.wishes.index)
        kind = [kinds.index(wish) for wish in self.wishes]
        fit = [[_seat_fit(wish, other, absolute, seats_fit) for other in kinds] for wish in kinds]
        return gap_weight, kind, fit

    def weights_from(self, a: int, later: range) -> list[int]:
        """The weights of `a` with each node of `later` (all after `a`).

        A thousand players make half a million pairs, so a row is built in one pass from
        the lookups, then corrected where the few exceptions are: the rematches and the
        player's own score group, a run of the ranking."""
        points, row_fit = self.half_points[a], self._fit[self.wish_kind[a]]
        half_points, gap_weight, kind = self.half_points, self._gap_weight, self.wish_kind
        weights = [gap_weight[points - half_points[b]] + row_fit[kind[b]] for b in later]
        rematch, spread = self.place_values[0], self.place_values[-1]
        for b in self.opponents[a]:
            if b in later:
                weights[b - later.start] -= rematch
        half = self.group_size[a] // 2
        for b in range(max(a + 1, later.start), min(self._group_end[a], later.stop)):
            weights[b - later.start] += (self.field - abs(b - a - half)) * spread
        return weights

    def edges_from(
        self, a: int, later: range, *, rematches: bool = True, absolute_clashes: bool = True
    ) -> list[Edge]:
        """The pairs of `a` with the nodes of `later`, leaving out the rematches and the
        pairs whose seats absolutely clash when told to."""
        edges = zip(repeat(a, len(later)), later, self.weights_from(a, later), strict=True)
        if rematches and absolute_clashes:
            return list(edges)
        met = () if rematches else self.opponents[a]
        kind, row_fit = self.wish_kind, self._fit[self.wish_kind[a]]
        return [
            edge
            for edge in edges
            if edge[1] not in met and (absolute_clashes or row_fit[kind[edge[1]]])
        ]

    def fresh_cross_weight(self, a: int, b: int) -> int:
        """The weight of `a` with `b` from a lower score group if they have not met. It
        depends only on the gap and the two kinds of seat wish (merit 6 counts inside a
        group only), so all such pairs alike weigh the same."""
        gap = self.half_points[a] - self.half_points[b]
        return self._gap_weight[gap] + self._fit[self.wish_kind[a]][self.wish_kind[b]]

    def seats_absolutely_clash(self, a: int, b: int) -> bool:
        return self._fit[self.wish_kind[a]][self.wish_kind[b]] == 0

    def bye_weight(self, a: int) -> int:
        # Every perfect matching holds exactly one bye pair, so the constant merits on
        # levels 3 to 6 do not favour one matching over another.
        merits = (int(self.fresh_for_bye[a]), a, 1, 0, 1, 0)
        return sum(merit * value for merit, value in zip(merits, self.place_values, strict=True))

    def every_edge(self) -> list[Edge]:
        """Every possible pair of the round: the complete graph, with the bye node when
        the field is odd."""
        edges: list[Edge] = []
        for a in range(self.field):
            edges.extend(self.edges_from(a, range(a + 1, self.field)))
        if self.field % 2:
            edges.extend((a, self.field, self.bye_weight(a)) for a in range(self.field))
        return edges


def _seat_fit(a: SeatWish, b: SeatWish, absolute: int, seats_fit: int) -> int:
    """The weight merits 3 and 5 give a pair with seat wishes `a` and `b`: 0 exactly when
    both players absolutely need the same seat."""
    if not a.clashes_with(b):
        return absolute + seats_fit
    both_absolute = a.strength == Strength.ABSOLUTE and b.strength == Strength.ABSOLUTE
    return 0 if both_absolute else absolute
