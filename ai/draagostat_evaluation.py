"""How far each Draagostat player is from Dominion, counted in actions.

A win is a set of five connected squares carrying the player's own buildings with its
builder and dragon on it. For every such set the board allows (the game's own
connectivity test decides, so the `no_corners` and `diagonals` options count), the
evaluation estimates the actions still needed and keeps the cheapest:

* each square of the set without an own building needs the builder to walk there and
  build: two actions;
* an opposing one- or two-story in the set must first be knocked down by the dragon,
  about two actions a story; a set holding an opposing citadel is out of reach for good;
* four stories can make only four buildings, so a city needs a citadel: unless the set
  already holds one, a story must be raised to a two-story and converted (two more
  actions), which needs a citadel in the pool and, under the delay rule, a builder that
  has left its starting square (one more action while it has not);
* more new buildings than stories in the pool means taking stories back first;
* the builder and the dragon must walk onto the set, and a captive builder must first
  be rescued.

The score is the opponent's distance minus the mover's, in hundredths of an action, so
the search chases its own city and blocks the other one (banishing a piece far away
lengthens the victim's distance, which the difference rewards).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache, lru_cache
from itertools import combinations
from operator import add

from games.draagostat.board import CITADEL, Board, opponent
from games.draagostat.city import CITY_SIZE, is_connected
from games.draagostat.geometry import CORNERS, SIZE

SQUARE_COUNT = SIZE * SIZE
ACTION = 100
"""One action, in score units."""
DRAAGOSTAT_SCALE = 2 * ACTION
"""Two actions closer to Dominion than the opponent: about two-to-one."""
OUT_OF_REACH = 40
"""The distance of a player with no city left to build (all blocked by citadels)."""
CAPTIVE = 5
"""Actions a captive builder loses: the dragon must fly in, and the rescue costs tempo."""


def _manhattan(a: int, b: int) -> int:
    return abs(a % SIZE - b % SIZE) + abs(a // SIZE - b // SIZE)


@dataclass(frozen=True, slots=True)
class Cities:
    """Every five-square set that can be a city under one match's options: the sets' bit
    masks, and per square the distance from it to the nearest square of each set."""

    masks: tuple[int, ...]
    reach: tuple[tuple[int, ...], ...]


@cache
def cities(no_corners: bool, diagonal_links: int) -> Cities:
    masks, reaches = [], []
    for squares in combinations(range(SQUARE_COUNT), CITY_SIZE):
        if no_corners and CORNERS.intersection(squares):
            continue
        if not is_connected(frozenset(squares), diagonal_links):
            continue
        masks.append(sum(1 << s for s in squares))
        reaches.append([min(_manhattan(s, t) for t in squares) for s in range(SQUARE_COUNT)])
    reach = tuple(tuple(r[square] for r in reaches) for square in range(SQUARE_COUNT))
    return Cities(tuple(masks), reach)


@dataclass(frozen=True, slots=True)
class Buildings:
    """What the distance needs to know of the buildings, from one side's point of view,
    as bit masks; small and hashable, so the costs it implies are worked out once."""

    own: int
    own_citadels: int
    hostile_one: int
    hostile_two: int
    hostile_citadels: int
    stories_in_pool: int
    citadels_in_pool: int
    conversion: int
    """Actions a conversion costs beyond the stories (more while the delay holds)."""

    @classmethod
    def of(cls, board: Board, seat: str) -> Buildings:
        own = own_citadels = hostile_one = hostile_two = hostile_citadels = 0
        for square, building in enumerate(board.buildings):
            if building is None:
                continue
            bit = 1 << square
            if building.owner == seat:
                own |= bit
                if building.height == CITADEL:
                    own_citadels |= bit
            elif building.height == CITADEL:
                hostile_citadels |= bit
            elif building.height == 2:
                hostile_two |= bit
            else:
                hostile_one |= bit
        pool = board.pool(seat)
        conversion = 2 + (seat in board.delayed)
        return cls(
            own,
            own_citadels,
            hostile_one,
            hostile_two,
            hostile_citadels,
            pool.stories,
            pool.citadels,
            conversion,
        )


@lru_cache(maxsize=16_384)
def building_costs(buildings: Buildings, no_corners: bool, diagonal_links: int) -> tuple[int, ...]:
    """Per city, the actions its buildings still need (`OUT_OF_REACH` where it is
    blocked); the walk of the builder and the dragon comes on top."""
    b = buildings
    costs = []
    for mask in cities(no_corners, diagonal_links).masks:
        if mask & b.hostile_citadels:
            costs.append(OUT_OF_REACH)
            continue
        missing = (mask & ~b.own).bit_count()
        cost = 2 * missing
        cost += 2 * ((mask & b.hostile_one).bit_count() + 2 * (mask & b.hostile_two).bit_count())
        if not mask & b.own_citadels:
            if not b.citadels_in_pool:
                costs.append(OUT_OF_REACH)
                continue
            cost += b.conversion
        if missing > b.stories_in_pool:
            cost += 2 * (missing - b.stories_in_pool)
        costs.append(cost)
    return tuple(costs)


def distance(board: Board, seat: str, no_corners: bool, diagonal_links: int) -> int:
    """The estimated actions `seat` still needs for Dominion (see the module docstring)."""
    costs = building_costs(Buildings.of(board, seat), no_corners, diagonal_links)
    reach = cities(no_corners, diagonal_links).reach
    walks = map(add, reach[board.builder(seat)], reach[board.dragon(seat)])
    best: int = min(OUT_OF_REACH, *map(add, costs, walks))
    if board.is_captive(seat):
        best += CAPTIVE
    return best


def evaluate(board: Board, no_corners: bool, diagonal_links: int) -> int:
    """The score of `board` for the side to move."""
    mover = board.to_move
    mine = distance(board, mover, no_corners, diagonal_links)
    theirs = distance(board, opponent(mover), no_corners, diagonal_links)
    return ACTION * (theirs - mine)
