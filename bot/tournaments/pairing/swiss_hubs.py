"""The pairs across one score line, through a few hub nodes instead of every pair.

Where an odd number of players sits above the line between two neighbouring score
groups, the best round pairs exactly one player across it (see `swiss_window`). Which two
cross matters to their groups' own pairings, but the crossing pair itself weighs the same
for any two players of the same two kinds of seat wish (`PairWeights.fresh_cross_weight`).
So instead of every upper player with every lower one (a third of a thousand squared),
each pair of kinds gets two hub nodes: `x` joined to every upper player of the first
kind, `y` to every lower player of the second, and `x` to `y`, all at that pair's weight
`w`. A perfect matching then either pairs `x` with `y` (weighing `w`) or `x` with some
`u` and `y` with some `v` (weighing `2w`): exactly as if `u` and `v` were paired, over a
constant `w` per hub pair.

Hubs cannot see who has met, and they let a line be crossed once per pair of kinds:
`Hubs.players_pairs` turns a matching back into players' pairs and refuses one that
holds a rematch, and `swiss_window` accepts its result only where crossing a line more
than once could not pay.
"""

from __future__ import annotations

from collections import defaultdict

from bot.tournaments.pairing.swiss_weights import Edge, PairWeights


class Hubs:
    """The hub pairs of some score lines, numbered from `first_node` on: an upper hub at
    an even distance from `first_node`, its lower hub right after it."""

    def __init__(self, weights: PairWeights, first_node: int) -> None:
        self.weights = weights
        self.first_node = first_node
        self.next_node = first_node
        self.edges: list[Edge] = []
        self.constant = 0
        """What the unused hub pairs add to any perfect matching's weight."""

    def join(self, upper: list[int], lower: list[int]) -> None:
        """Hub pairs for the line between the `upper` and `lower` groups' players, one
        per pair of kinds whose seats do not absolutely clash."""
        upper_kinds, lower_kinds = self._by_kind(upper), self._by_kind(lower)
        for uppers in upper_kinds.values():
            for lowers in lower_kinds.values():
                if self.weights.seats_absolutely_clash(uppers[0], lowers[0]):
                    continue
                weight = self.weights.fresh_cross_weight(uppers[0], lowers[0])
                x, y = self.next_node, self.next_node + 1
                self.edges.extend((u, x, weight) for u in uppers)
                self.edges.extend((v, y, weight) for v in lowers)
                self.edges.append((x, y, weight))
                self.next_node += 2
                self.constant += weight

    def _by_kind(self, players: list[int]) -> dict[int, list[int]]:
        kinds: dict[int, list[int]] = defaultdict(list)
        for player in players:
            kinds[self.weights.wish_kind[player]].append(player)
        return kinds

    def players_pairs(self, matching: list[tuple[int, int]]) -> list[tuple[int, int]] | None:
        """The pairs of players a matching over players and hubs stands for, the lower
        node first; None if two players it pairs through hubs have met."""
        pairs, at_hub = [], {}
        for a, b in matching:
            if b < self.first_node:
                pairs.append((a, b))
            elif a < self.first_node:
                at_hub[b] = a
        for hub, upper in at_hub.items():
            if (hub - self.first_node) % 2 == 0:
                lower = at_hub[hub + 1]
                if lower in self.weights.opponents[upper]:
                    return None
                pairs.append((upper, lower))
        return sorted(pairs)
