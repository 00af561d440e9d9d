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
   sit above it, at least one pair crosses it, so any round pays at least the sum of
   `d**2` over those odd lines. A pair across several lines, or across an even line
   (which then some second pair crosses too), pays an *excess* above that least cost,
   known per pair of score groups (`_Groups.excess`).

Where the found matching reaches the best on levels 1 to 3, with a squared-gap total
`slack` above the least, any matching holding a rematch, a pair off the bye player's
bye, an absolute clash, or a pair whose excess exceeds `slack` is strictly worse on the
first level where it differs: those pairs cannot be in a best round. The window that
leaves exactly them out (`_Groups.needed`) is what the proof needs; if the window the
matching ran on covers it, the matching is the best of the whole field. If not, the
matching runs again on the needed window, and since that window holds the first, its
matching is at least as good, so it needs no wider window and the proof closes. A
window without any perfect matching widens step by step, up to every pair.

The first window goes further: the pairs across each odd line, a third of the field
squared early in an event, go through a few hub nodes (`swiss_hubs`), which the proof
accepts while its slack is below what crossing a line twice more would cost.
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
    hubs: bool = False
    """The pairs across each odd line go through `swiss_hubs`, which lets a line be
    crossed once per pair of kinds, not thrice by the same: proof enough only while
    crossing a line twice more costs more than the slack (two squared half-points)."""

    def covers(self, other: Window) -> bool:
        """Whether every pair `other` holds is in this window too."""
        if self.breadth != other.breadth:
            return self.breadth < other.breadth
        return self.slack >= other.slack and not (self.hubs and other.slack >= 2)


def best_matching(weights: PairWeights) -> list[tuple[int, int]]:
    """A perfect matching of greatest total weight over every pair of the round, as
    (node, node) pairs, the lower node first."""
    groups = _Groups(weights)
    window = Window(Breadth.CLOSE, hubs=True)
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
        least_gap_cost = sum(d * d for d, odd in zip(self._widths, self._odd, strict=True) if odd)
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

    def excess(self, g: int, h: int) -> int:
        """What a pair from score group `g` to group `h` (not above `g`) adds to the least
        squared-gap cost of any round: see the module's docstring."""
        crossed = range(g, h)
        gap = self.points[g] - self.points[h]
        return (
            gap * gap
            - sum(self._widths[line] ** 2 for line in crossed)
            + 2 * sum(self._widths[line] ** 2 for line in crossed if not self._odd[line])
        )

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
        """The next window to try when `window` holds no perfect matching (or, with hubs,
        only one that pairs two players who have met)."""
        if window.hubs:
            return Window(Breadth.CLOSE, window.slack)
        if window.breadth == Breadth.CLOSE and window.slack < self.widest_slack:
            return Window(Breadth.CLOSE, min(max(2, 4 * window.slack), self.widest_slack))
        return Window(Breadth(max(window.breadth - 1, Breadth.EVERY_PAIR)))

    # -- the pairs of each window, and the best matching among them

    def best_in(self, window: Window) -> tuple[list[tuple[int, int]], int] | None:
        """The heaviest perfect matching of the window as players' pairs (the bye being
        the node after the last player), and its weight; None if the window holds no
        perfect matching."""
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
        total = sum(graph.get_edge_data(a, b) for a, b in pairs) - hubs.constant
        players_pairs = hubs.players_pairs(pairs)
        return None if players_pairs is None else (players_pairs, total)

    def edges(self, window: Window, hubs: Hubs) -> list[Edge]:
        """The pairs of the window. In a hubs window, those across the odd lines are not
        listed but joined through `hubs` instead."""
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
        groups = len(self.starts)
        for g, start in enumerate(self.starts):
            joined = window.hubs and g + 1 < groups and self._odd[g]
            if joined:
                hubs.join(self._members(g), self._members(g + 1))
            if window.breadth == Breadth.FRESH_OFF_BYE:
                reach = [(start, field)]
            else:
                reach = [
                    (self.starts[h], self.stops[h])
                    for h in range(g, groups)
                    if self.excess(g, h) <= window.slack and not (joined and h == g + 1)
                ]
            edges.extend(self._group_edges(g, reach, window.breadth == Breadth.CLOSE))
        if self.bye_player is not None:
            edges.append((self.bye_player, field, weights.bye_weight(self.bye_player)))
        return edges

    def _group_edges(self, g: int, reach: list[tuple[int, int]], close: bool) -> list[Edge]:
        """The fresh pairs from each player of group `g` to the later nodes of `reach`
        (runs of nodes), the bye player left out; with `close`, no absolute clash."""
        edges: list[Edge] = []
        for a in self._members(g):
            for start, stop in reach:
                for later in self._without_bye_player(max(a + 1, start), stop):
                    edges.extend(
                        self.weights.edges_from(
                            a, later, rematches=False, absolute_clashes=not close
                        )
                    )
        return edges

    def _members(self, g: int) -> list[int]:
        return [a for run in self._without_bye_player(self.starts[g], self.stops[g]) for a in run]

    def _without_bye_player(self, start: int, stop: int) -> list[range]:
        if self.bye_player is None or not start <= self.bye_player < stop:
            return [range(start, stop)]
        return [range(start, self.bye_player), range(self.bye_player + 1, stop)]
