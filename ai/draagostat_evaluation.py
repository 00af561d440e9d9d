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

from functools import cache
from itertools import combinations

from games.draagostat.board import CITADEL, Board, opponent
from games.draagostat.city import CITY_SIZE, is_connected
from games.draagostat.geometry import CORNERS, SIZE

SQUARE_COUNT = SIZE * SIZE
ACTION = 100
"""One action, in score units."""
OUT_OF_REACH = 40
"""The distance of a player with no city left to build (all blocked by citadels)."""
CAPTIVE = 5
"""Actions a captive builder loses: the dragon must fly in, and the rescue costs tempo."""


def _manhattan(a: int, b: int) -> int:
    return abs(a % SIZE - b % SIZE) + abs(a // SIZE - b // SIZE)


@cache
def cities(no_corners: bool, diagonal_links: int) -> tuple[tuple[int, tuple[int, ...]], ...]:
    """Every five-square set that can be a city: its bit mask and, per square, the
    distance from that square to the nearest square of the set."""
    found = []
    for squares in combinations(range(SQUARE_COUNT), CITY_SIZE):
        if no_corners and CORNERS.intersection(squares):
            continue
        if not is_connected(frozenset(squares), diagonal_links):
            continue
        mask = sum(1 << s for s in squares)
        reach = tuple(min(_manhattan(s, t) for t in squares) for s in range(SQUARE_COUNT))
        found.append((mask, reach))
    return tuple(found)


def distance(board: Board, seat: str, no_corners: bool, diagonal_links: int) -> int:
    """The estimated actions `seat` still needs for Dominion (see the module docstring)."""
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
    builder, dragon = board.builder(seat), board.dragon(seat)
    conversion = 2 + (seat in board.delayed)
    best = OUT_OF_REACH
    for mask, reach in cities(no_corners, diagonal_links):
        if mask & hostile_citadels:
            continue
        missing = (mask & ~own).bit_count()
        cost = 2 * missing + reach[builder] + reach[dragon]
        cost += 2 * ((mask & hostile_one).bit_count() + 2 * (mask & hostile_two).bit_count())
        if not mask & own_citadels:
            if not pool.citadels:
                continue
            cost += conversion
        if missing > pool.stories:
            cost += 2 * (missing - pool.stories)
        best = min(best, cost)
    if board.is_captive(seat):
        best += CAPTIVE
    return best


def evaluate(board: Board, no_corners: bool, diagonal_links: int) -> int:
    """The score of `board` for the side to move."""
    mover = board.to_move
    mine = distance(board, mover, no_corners, diagonal_links)
    theirs = distance(board, opponent(mover), no_corners, diagonal_links)
    return ACTION * (theirs - mine)
