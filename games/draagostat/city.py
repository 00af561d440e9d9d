"""The Dominion test: does a player's city of exactly five buildings hold both its pieces?

A player owns at most six buildings (four stories and two citadels, at most one of each
per square), so trying every five-square subset is at most six checks and needs no
cleverness. What needs care is "connected" under the `diagonals=N` option; the ruling
(RULES.md, Rulings) is: the five squares are connected when they can be joined into one
tree of links in which every link is orthogonal except at most N diagonal ones. Such a
tree exists exactly when the squares' orthogonal groups can be linked into one by
diagonal contacts, and a tree needs one diagonal link fewer than there are groups.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations

from games.contract import Seat
from games.draagostat.board import Board
from games.draagostat.geometry import CORNERS, DIAGONAL, ORTHOGONAL

CITY_SIZE = 5


def find_city(
    board: Board, seat: Seat, *, no_corners: bool, diagonal_links: int
) -> tuple[int, ...] | None:
    """Five squares making `seat`'s Dominion on `board` (in square order), or None."""
    if board.is_captive(seat):
        return None
    needed = {board.builder(seat), board.dragon(seat)}
    own = [
        square
        for square, building in enumerate(board.buildings)
        if building is not None
        and building.owner == seat
        and not (no_corners and square in CORNERS)
    ]
    for city in combinations(own, CITY_SIZE):
        if needed <= set(city) and is_connected(frozenset(city), diagonal_links):
            return city
    return None


def is_connected(squares: frozenset[int], diagonal_links: int) -> bool:
    """Can `squares` be joined by orthogonal links plus at most `diagonal_links` diagonal
    ones?"""
    groups = _groups(squares, lambda s: ORTHOGONAL[s])
    if len(groups) - 1 > diagonal_links:
        return False
    linked = _groups(squares, lambda s: ORTHOGONAL[s] | DIAGONAL[s])
    return len(linked) == 1


def _groups(squares: frozenset[int], neighbours: Callable[[int], frozenset[int]]) -> list[set[int]]:
    """The connected groups of `squares` under the given neighbourhood."""
    groups: list[set[int]] = []
    left = set(squares)
    while left:
        frontier = [left.pop()]
        group = set(frontier)
        while frontier:
            for other in neighbours(frontier.pop()) & left:
                left.discard(other)
                group.add(other)
                frontier.append(other)
        groups.append(group)
    return groups
