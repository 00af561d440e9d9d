"""The pairs between two score groups, through a few hub nodes instead of every pair.

A best round pairs only a few players across score groups (see `swiss_window`), but
which ones matters to their groups' own pairings, so the matching must be free to pick
any. A pair across groups of players who have not met weighs the same for any two
players of the same two kinds of seat wish (`PairWeights.fresh_cross_weight`). So
instead of every upper player with every lower one (a third of a thousand squared early
in an event), each pair of kinds gets hub pairs: a hub `x` joined to every upper player
of the first kind, a hub `y` to every lower player of the second, and `x` to `y`, all at
that pair's weight `w`. A perfect matching then either pairs `x` with `y` (weighing `w`)
or `x` with some `u` and `y` with some `v` (weighing `2w`): exactly as if `u` and `v`
were paired, over a constant `w` per hub pair.

One hub pair carries one crossing, so a block gets as many copies as crossings the
window allows. Hubs cannot see who has met: `crossings` names the pairs a matching made
through them, so that a rematch among them can be caught (and its players paired
directly instead, see `swiss_window`).
"""

from __future__ import annotations

from collections import defaultdict

from bot.tournaments.pairing.swiss_weights import Edge, PairWeights


class Hubs:
    """The hub pairs of some blocks, numbered from `first_node` on: an upper hub at an
    even distance from `first_node`, its lower hub right after it."""

    def __init__(self, weights: PairWeights, first_node: int) -> None:
        self.weights = weights
        self.first_node = first_node
        self.next_node = first_node
        self.edges: list[Edge] = []
        self.constant = 0
        """What the unused hub pairs add to any perfect matching's weight."""

    def join(self, upper: list[int], lower: list[int], copies: int) -> None:
        """`copies` hub pairs for each pair of kinds whose seats do not absolutely clash,
        between `upper` and `lower` players of two score groups."""
        upper_kinds, lower_kinds = self._by_kind(upper), self._by_kind(lower)
        for uppers in upper_kinds.values():
            for lowers in lower_kinds.values():
                if self.weights.seats_absolutely_clash(uppers[0], lowers[0]):
                    continue
                weight = self.weights.fresh_cross_weight(uppers[0], lowers[0])
                for _ in range(copies):
                    x, y = self.next_node, self.next_node + 1
                    self.edges.extend((u, x, weight) for u in uppers)
                    self.edges.extend((v, y, weight) for v in lowers)
                    self.edges.append((x, y, weight))
                    self.next_node += 2
                    self.constant += weight

    def edge_count(self, upper: list[int], lower: list[int], copies: int) -> int:
        """How many edges `join` would add, to weigh hubs against direct pairs."""
        upper_kinds, lower_kinds = len(self._by_kind(upper)), len(self._by_kind(lower))
        hub_pair = len(upper) * lower_kinds + len(lower) * upper_kinds + upper_kinds * lower_kinds
        return copies * hub_pair

    def _by_kind(self, players: list[int]) -> dict[int, list[int]]:
        kinds: dict[int, list[int]] = defaultdict(list)
        for player in players:
            kinds[self.weights.wish_kind[player]].append(player)
        return kinds

    def players_pairs(self, matching: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """The pairs of players a matching over players and hubs stands for, the lower
        node first."""
        listed = [(a, b) for a, b in matching if b < self.first_node]
        return sorted(listed + self.crossings(matching))

    def crossings(self, matching: list[tuple[int, int]]) -> list[tuple[int, int]]:
        """The pairs of players the matching makes through hubs, the upper one first."""
        at_hub = {b: a for a, b in matching if a < self.first_node <= b}
        return [
            (upper, at_hub[hub + 1])
            for hub, upper in at_hub.items()
            if (hub - self.first_node) % 2 == 0
        ]
