"""A tiny game for testing the bot's services without depending on any real engine.

"Race": two seats add 1 or 2 to a shared total in turn; whoever reaches `target` wins.
Small enough to reason about in a test, yet it has turns, illegal moves, an outcome and
a position text, which is all the match service cares about.
"""

from __future__ import annotations

from dataclasses import dataclass

from fluent.runtime import FluentResource

from games.contract import Game, IllegalMove, InvalidNotation, Move, Options, Outcome, State
from i18n import ENGLISH, Message
from i18n.catalogs import bundle


class RaceOptions(Options):
    target: int = 5


@dataclass(frozen=True, repr=False)
class Add(Move):
    amount: int

    def __str__(self) -> str:
        return f"+{self.amount}"


@dataclass(frozen=True, repr=False)
class RaceState(State):
    game_id = "race"
    total: int
    target: int
    turn: int
    previous: Move | None = None

    @property
    def to_move(self) -> str | None:
        return None if self.outcome else RaceGame.seats[self.turn % 2]

    @property
    def outcome(self) -> Outcome | None:
        if self.total < self.target:
            return None
        return Outcome(RaceGame.seats[(self.turn - 1) % 2], Message(f"reached {self.target}"))

    @property
    def ply(self) -> int:
        return self.turn

    @property
    def last_move(self) -> Move | None:
        return self.previous

    def legal_moves(self) -> list[Move]:
        return [] if self.outcome else [Add(1), Add(2)]

    def parse_move(self, text: str) -> Move:
        cleaned = text.strip().lstrip("+")
        if cleaned not in {"1", "2"}:
            raise InvalidNotation(Message(f"'{text}' is not +1 or +2"))
        return Add(int(cleaned))

    def apply(self, move: Move) -> RaceState:
        if move not in self.legal_moves():
            raise IllegalMove(Message(f"{move} is not allowed now"))
        return RaceState(self.total + move.amount, self.target, self.turn + 1, move)

    def position(self) -> str:
        return f"{self.total}/{self.target}/{self.turn}"


class RaceGame(Game):
    id = "race"
    title = "Race"
    seats = ("first", "second")
    options_model = RaceOptions

    def new(self, options: Options, seed: int) -> RaceState:
        del seed
        return RaceState(0, options.target, 0)

    def from_position(self, text: str, options: Options) -> RaceState:
        total, target, turn = (int(part) for part in text.split("/"))
        return RaceState(total, target, turn)


RACE = RaceGame()

SEAT_NAMES = "seat-race-first = first\nseat-race-second = second\n"
"""The race's seats as readers name them, in English (every language falls back to it),
as a real game names its seats in the catalogues (`seat-<game>-<seat>`)."""


def name_the_seats() -> None:
    """Add `SEAT_NAMES` to the English bundle, once per bundle built."""
    if not bundle(ENGLISH).has_message("seat-race-first"):
        bundle(ENGLISH).add_resource(FluentResource(SEAT_NAMES))
