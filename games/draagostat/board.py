"""What the rules look at: buildings, pieces, whose turn, and the citadel bookkeeping.

A `Board` is everything the threefold-repetition rule compares (RULES.md: board, pools,
pieces, side to move, delay and first-conversion state, captives), so two boards that are
equal are the same position and a board can be counted directly. Pools are not stored:
every story and citadel a player owns is either on the board or in its pool, so the pool
is whatever the board does not hold, and the two can never disagree.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from games.contract import Seat
from i18n.message import Message

DARK: Seat = "dark"
LIGHT: Seat = "light"
SEATS: tuple[Seat, Seat] = (DARK, LIGHT)
GAME_ID = "draagostat"

STORIES = 4
"""Building pieces ("stories") each player owns."""
CITADELS = 2
"""Citadels each player owns."""
CITADEL = 3
"""The height of a citadel; one- and two-story buildings have heights 1 and 2."""

PieceKind = Literal["builder", "dragon"]
BUILDER: PieceKind = "builder"
DRAGON: PieceKind = "dragon"


def opponent(seat: Seat) -> Seat:
    return LIGHT if seat == DARK else DARK


@dataclass(frozen=True, slots=True)
class Building:
    """A building on one square: its owner and height (1, 2, or 3 for a citadel)."""

    owner: Seat
    height: int

    @property
    def is_citadel(self) -> bool:
        return self.height == CITADEL

    def describe(self) -> Message:
        """How messages name it: "a light two-story", "a dark citadel"."""
        return Message("game-draagostat-building", seat=self.owner, height=self.height)


@dataclass(frozen=True, slots=True)
class Pool:
    """The pieces a player has off the board, ready to build with."""

    stories: int
    citadels: int


@dataclass(frozen=True, slots=True)
class Board:
    """One position. Squares are indices (see `geometry`); per-seat tuples are in
    `SEATS` order (dark, light)."""

    buildings: tuple[Building | None, ...]
    builders: tuple[int, int]
    dragons: tuple[int, int]
    to_move: Seat = DARK
    captives: frozenset[Seat] = frozenset()
    """Seats whose builder is held captive on an opposing citadel."""
    delayed: frozenset[Seat] = frozenset(SEATS)
    """Seats whose builder has not yet moved by its own action (citadel delay)."""
    converted: bool = False
    """The previous action was a conversion (right of first conversion)."""

    # -- reading

    def height(self, square: int) -> int:
        building = self.buildings[square]
        return building.height if building else 0

    def builder(self, seat: Seat) -> int:
        return self.builders[SEATS.index(seat)]

    def dragon(self, seat: Seat) -> int:
        return self.dragons[SEATS.index(seat)]

    def square_of(self, seat: Seat, kind: PieceKind) -> int:
        return self.builder(seat) if kind == BUILDER else self.dragon(seat)

    def pieces_on(self, square: int, seat: Seat) -> list[PieceKind]:
        """The kinds of `seat`'s pieces standing on `square` (builder first)."""
        kinds: list[PieceKind] = []
        if self.builder(seat) == square:
            kinds.append(BUILDER)
        if self.dragon(seat) == square:
            kinds.append(DRAGON)
        return kinds

    def is_captive(self, seat: Seat) -> bool:
        return seat in self.captives

    def pool(self, seat: Seat) -> Pool:
        own = [b for b in self.buildings if b is not None and b.owner == seat]
        citadels = sum(1 for b in own if b.is_citadel)
        stories = sum(b.height for b in own if not b.is_citadel)
        return Pool(stories=STORIES - stories, citadels=CITADELS - citadels)

    # -- changing (each returns a new board; written out rather than with
    # dataclasses.replace, which is several times slower in the move generator)

    def with_building(self, square: int, building: Building | None) -> Board:
        buildings = list(self.buildings)
        buildings[square] = building
        return Board(
            tuple(buildings),
            self.builders,
            self.dragons,
            self.to_move,
            self.captives,
            self.delayed,
            self.converted,
        )

    def with_piece(self, seat: Seat, kind: PieceKind, square: int) -> Board:
        builders, dragons = self.builders, self.dragons
        if kind == BUILDER:
            builders = (square, builders[1]) if seat == DARK else (builders[0], square)
        else:
            dragons = (square, dragons[1]) if seat == DARK else (dragons[0], square)
        return Board(
            self.buildings,
            builders,
            dragons,
            self.to_move,
            self.captives,
            self.delayed,
            self.converted,
        )

    def next_turn(self, *, converted: bool) -> Board:
        """The same board with the other side to move, recording whether the turn that
        just ended was a conversion."""
        return Board(
            self.buildings,
            self.builders,
            self.dragons,
            opponent(self.to_move),
            self.captives,
            self.delayed,
            converted,
        )


@dataclass(frozen=True, slots=True)
class Piece:
    """A piece as a renderer or a message sees it: owner, kind, square name, captive."""

    owner: Seat
    kind: PieceKind
    square: str
    captive: bool = False
