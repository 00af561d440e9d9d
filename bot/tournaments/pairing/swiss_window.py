"""The best Swiss round found on a few pairs, and proved best among all of them.

A thousand players make half a million possible pairs, and the blossom algorithm's time
grows with their number. The best round almost never pairs players whose scores lie far
apart, so the matching first runs on a *window*: the pairs inside a score group and
across the few score boundaries some pair must cross. The matching it finds is then
proved to weigh as much as the best over every pair, or the window is widened.

The proof reads the found matching's weight back as each merit's total
(`PairWeights.merit_totals`) and compares them, most important first, with the best any
perfect matching of the whole field could reach:

1. rematches and repeated byes: none, while a player who has not had the bye remains;
2. the bye: to the lowest-ranked such player (the *bye player*);
3. absolute seat clashes: none;
4. the squared score gaps, counted over the field without the bye player. Draw a line
   between two neighbouring scores, `d` half-points apart: if an odd number of players
   sit above it, at least one pair crosses it; if an even number, none need to, unless a
   player has no fresh partner on their side of it, and then two do. Any round pays at
   least `d**2` for each of those crossings. A pair across several lines, or across an
   even line no one else needs to cross (which then some second pair crosses too), pays
   an *excess* above that least cost, known per pair of score groups (`_Groups.excess`).

Where the found matching reaches the best on levels 1 to 3, with a squared-gap total
`slack` above the least, any matching holding a rematch, the bye for anyone but the
bye player, an absolute clash, or a pair whose excess exceeds `slack` is strictly worse
on the first level where it differs: those pairs cannot be in a best round. The window that
leaves exactly them out (`_Groups.needed`) is what the proof needs; if the window the
matching ran on covers it, the matching is the best of the whole field. If not, the
matching runs again on the needed window, and since that window holds the first, its
matching is at least as good, so it needs no wider window and the proof closes. The
first window is as narrow as each player's closest possible partner allows
(`_Groups.first_window`); one without any perfect matching widens step by step, up to
every pair.

Pairs across score groups are many (a third of the field squared early in an event)
but few are used: a line is crossed by as many pairs as its parity needs, plus two for
every `2 * d**2` of slack. Each block of pairs between two groups therefore goes through
hub nodes (`swiss_hubs`), as many copies as crossings the slack allows, wherever they
take fewer edges than the block itself.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import IntEnum
from itertools import accumulate, pairwise

import rustworkx as rx

from bot.tournaments.pairing.swiss_hubs import Hubs
from bot.tournaments.pairing.swiss_weights import Edge, PairWeights


class Breadth(IntEnum):
    """How much of the field a window leaves in, widest first."""

    EVERY_PAIR = 0
    FRESH = 1
    """No rematch, and no second bye while a player without one remains."""
    FRESH_OFF_BYE = 2
    """As FRESH, and the bye player only on the bye."""
    CLOSE = 3
    """As FRESH_OFF_BYE, no absolute seat clash, and score gaps up to `slack` excess."""


@dataclass(frozen=True, slots=True)
class Window:
    breadth: Breadth
    slack: int = 0

    def covers(self, other: Window) -> bool:
        """Whether every pair `other` holds is in this window too."""
        if self.breadth != other.breadth:
            return self.breadth < other.breadth
        return self.slack >= other.slack


def best_matching(weights: PairWeights) -> list[tuple[int, int]]:
    """A perfect matching of greatest total weight over every pair of the round, as
    (node, node) pairs, the lower node first."""
    groups = _Groups(weights)
    window = groups.first_window()
    while True:
        found = groups.best_in(window)
        if found is None:
            window = groups.wider(window)
            continue
        matching, total = found
        needed = groups.needed(weights.merit_totals(total))
        if window.covers(needed):
            return matching
        window = needed


class _Groups:
    """The field without the bye player, cut into score groups, and the best totals of
    merits 1 to 4 over any perfect matching of the round."""

    def __init__(self, weights: PairWeights) -> None:
        self.weights = weights
        self._paired_directly: set[int] = set()
        """Players a matching paired through hubs with someone they had met."""
        field = weights.field
        fresh = [a for a in range(field) if weights.fresh_for_bye[a]]
        self.bye_player = (fresh[-1] if fresh else field - 1) if field % 2 else None
        self.starts: list[int] = []
        self.stops: list[int] = []
        self.points: list[int] = []
        sizes: list[int] = []
        for a in range(field):
            if a == self.bye_player:
                continue
            if self.points and self.points[-1] == weights.half_points[a]:
                self.stops[-1], sizes[-1] = a + 1, sizes[-1] + 1
            else:
                self.starts.append(a)
                self.stops.append(a + 1)
                self.points.append(weights.half_points[a])
                sizes.append(1)
        # Line `i` lies between groups i and i + 1.
        self._widths = [high - low for high, low in pairwise(self.points)]
        self._odd = [above % 2 == 1 for above in accumulate(sizes[:-1])]
        self.members = [self._members(g) for g in range(len(sizes))]
        # Per player: their group, and the nearest groups above and below with a partner.
        self._nearest = [
            (g, *self._nearest_partners(g, a)) for g in range(len(sizes)) for a in self.members[g]
        ]
        self._least_crossings = self._crossings_forced()
        least_gap_cost = sum(
            d * d * least for d, least in zip(self._widths, self._least_crossings, strict=True)
        )
        pairs = (field + 1) // 2
        self.best = (
            pairs - int(field % 2 == 1 and not fresh),
            self.bye_player or 0,
            pairs,
            field // 2 * weights.widest_gap**2 - least_gap_cost,
        )
        self.widest_slack = max(
            (self.excess(g, h) for g in range(len(sizes)) for h in range(g, len(sizes))),
            default=0,
        )

    def _nearest_partners(self, g: int, a: int) -> tuple[int | None, int | None]:
        """The nearest groups, above `a`'s group `g` (or `g` itself) and below it, that hold
        a fresh partner for `a` without an absolute clash; None where there is none."""
        if self._has_partner(a, self.members[g]):
            return g, g
        groups = len(self.members)
        up = next((h for h in range(g - 1, -1, -1) if self._has_partner(a, self.members[h])), None)
        down = next(
            (h for h in range(g + 1, groups) if self._has_partner(a, self.members[h])), None
        )
        return up, down

    def _has_partner(self, a: int, players: list[int]) -> bool:
        """Whether one of `players` is a fresh partner for `a` without an absolute clash."""
        met, weights = self.weights.opponents[a], self.weights
        return any(
            b != a and b not in met and not weights.seats_absolutely_clash(a, b) for b in players
        )

    def _crossings_forced(self) -> list[int]:
        """The fewest pairs that cross each line in a round without rematches or absolute
        clashes: one on an odd line; on an even line, none, or two where some player's
        every such partner lies across it (the line is crossed, and an even line is
        crossed an even number of times)."""
        forced: set[int] = set()
        for g, up, down in self._nearest:
            if up is None and down is not None:
                forced.update(range(g, down))
            if down is None and up is not None:
                forced.update(range(up, g))
        return [int(odd) or 2 * (line in forced) for line, odd in enumerate(self._odd)]

    def excess(self, g: int, h: int) -> int:
        """What a pair from score group `g` to group `h` (not above `g`) adds to the least
        squared-gap cost of any round: see the module's docstring."""
        squares = [(line, self._widths[line] ** 2) for line in range(g, h)]
        doubled = [square for line, square in squares if not self._least_crossings[line]]
        gap = self.points[g] - self.points[h]
        return gap * gap - sum(square for _, square in squares) + 2 * sum(doubled)

    def first_window(self) -> Window:
        """The narrowest window a best round may need, judged before any matching: every
        player needs a partner, so where the best round reaches the best on levels 1 to 3,
        its slack is at least the excess of each player's closest fresh partner without
        an absolute clash (and without one, it does not reach that best)."""
        slack = 0
        for g, up, down in self._nearest:
            excesses = [self.excess(up, g)] if up is not None else []
            excesses += [self.excess(g, down)] if down is not None else []
            if not excesses:
                return Window(Breadth.FRESH_OFF_BYE)
            slack = max(slack, min(excesses))
        return Window(Breadth.CLOSE, slack)

    def needed(self, totals: tuple[int, ...]) -> Window:
        """The narrowest window that holds every pair a round as good as one with these
        merit totals could use."""
        if totals[0] < self.best[0]:
            return Window(Breadth.EVERY_PAIR)
        if totals[1] < self.best[1]:
            return Window(Breadth.FRESH)
        if totals[2] < self.best[2]:
            return Window(Breadth.FRESH_OFF_BYE)
        return Window(Breadth.CLOSE, self.best[3] - totals[3])

    def wider(self, window: Window) -> Window:
        """The next window to try when `window` holds no perfect matching."""
        if window.breadth == Breadth.CLOSE and window.slack < self.widest_slack:
            return Window(Breadth.CLOSE, min(max(2, 4 * window.slack), self.widest_slack))
        return Window(Breadth(max(window.breadth - 1, Breadth.EVERY_PAIR)))

    def crossings(self, g: int, h: int, slack: int) -> int:
        """The most pairs between groups `g` and `h` any round within `slack` of the
        least squared-gap cost can hold: no more than cross any line between them, and
        a line is crossed as often as it must be (`_crossings_forced`) plus two more for
        every `2 * d**2` of slack."""
        return min(
            self._least_crossings[line] + 2 * (slack // (2 * self._widths[line] ** 2))
            for line in range(g, h)
        )

    # -- the pairs of each window, and the best matching among them

    def best_in(self, window: Window) -> tuple[list[tuple[int, int]], int] | None:
        """The heaviest perfect matching of the window as players' pairs (the bye being
        the node after the last player), and its weight; None if the window holds no
        perfect matching.

        Hubs stand for every pair of two kinds, rematches included, as often as the
        window's slack lets a block be crossed, so what they find weighs at least as much
        as any round of the window within that slack; without a rematch through them it
        is such a round. With one, its two players are paired directly from then on, and
        the matching runs again."""
        while True:
            hubs = Hubs(self.weights, self.weights.field + 1)
            edges = self.edges(window, hubs)
            graph = rx.PyGraph()
            graph.add_nodes_from(range(hubs.next_node))
            graph.add_edges_from(edges)
            graph.add_edges_from(hubs.edges)
            matching = rx.max_weight_matching(graph, max_cardinality=True, weight_fn=int)
            if len(matching) < graph.num_nodes() // 2:
                return None
            pairs = sorted((min(pair), max(pair)) for pair in matching)
            met = [(u, v) for u, v in hubs.crossings(pairs) if v in self.weights.opponents[u]]
            if not met:
                total = sum(graph.get_edge_data(a, b) for a, b in pairs) - hubs.constant
                return hubs.players_pairs(pairs), total
            self._paired_directly.update(player for pair in met for player in pair)

    def edges(self, window: Window, hubs: Hubs) -> list[Edge]:
        """The pairs of the window; those of a block that goes through hubs are joined
        in `hubs` instead of listed."""
        weights, field = self.weights, self.weights.field
        if window.breadth == Breadth.EVERY_PAIR:
            return weights.every_edge()
        edges: list[Edge] = []
        if window.breadth == Breadth.FRESH:
            for a in range(field):
                edges.extend(weights.edges_from(a, range(a + 1, field), rematches=False))
            fresh_byes = [a for a in range(field) if weights.fresh_for_bye[a]]
            byes = (fresh_byes or range(field)) if field % 2 else []
            return edges + [(a, field, weights.bye_weight(a)) for a in byes]
        close = window.breadth == Breadth.CLOSE
        for g in range(len(self.starts)):
            reach = self.stops[g] if close else field
            for a in self.members[g]:
                for later in self._without_bye_player(a + 1, reach):
                    edges.extend(
                        weights.edges_from(a, later, rematches=False, absolute_clashes=not close)
                    )
            if close:
                for h in range(g + 1, len(self.starts)):
                    if self.excess(g, h) <= window.slack:
                        edges.extend(self._block(g, h, self.crossings(g, h, window.slack), hubs))
        if self.bye_player is not None:
            edges.append((self.bye_player, field, weights.bye_weight(self.bye_player)))
        return edges

    def _block(self, g: int, h: int, crossings: int, hubs: Hubs) -> list[Edge]:
        """The fresh pairs between groups `g` and `h` whose seats do not absolutely clash:
        listed, or joined through `crossings` copies of hubs where those take fewer
        edges (but for the players a rematch through hubs put aside, paired directly)."""
        upper, lower = self.members[g], self.members[h]
        aside = self._paired_directly
        upper_aside, lower_aside = (
            [u for u in upper if u in aside],
            [v for v in lower if v in aside],
        )
        upper_hubs = [u for u in upper if u not in aside]
        lower_hubs = [v for v in lower if v not in aside]
        direct = len(upper_aside) * len(lower) + len(lower_aside) * len(upper_hubs)
        if direct + hubs.edge_count(upper_hubs, lower_hubs, crossings) >= len(upper) * len(lower):
            return self._pairs_between(upper, lower)
        hubs.join(upper_hubs, lower_hubs, crossings)
        return self._pairs_between(upper_aside, lower) + self._pairs_between(
            upper_hubs, lower_aside
        )

    def _pairs_between(self, upper: list[int], lower: list[int]) -> list[Edge]:
        weights = self.weights
        return [
            (u, v, weights.fresh_cross_weight(u, v))
            for u in upper
            for v in lower
            if v not in weights.opponents[u] and not weights.seats_absolutely_clash(u, v)
        ]

    def _members(self, g: int) -> list[int]:
        return [a for run in self._without_bye_player(self.starts[g], self.stops[g]) for a in run]

    def _without_bye_player(self, start: int, stop: int) -> list[range]:
        if self.bye_player is None or not start <= self.bye_player < stop:
            return [range(start, stop)]
        return [range(start, self.bye_player), range(self.bye_player + 1, stop)]
