"""The value types every tournament format speaks: entrants, tables and finished games.

Tables and games travel to the worker process that pairs a round, hundreds at a time,
and pickling happens while the event loop waits for the interpreter: each pickles as its
constructor and plain values (`__reduce__`), several times cheaper than a frozen
dataclass's default.

Formats work on *entry numbers*, not Discord users. An entry number is an entrant's seed
(1 is the strongest at the start), so sorting by it is sorting by seed, and a substitute
simply takes over an entry: the pairing history, the score and the bracket position stay
with the entry while the person behind it changes.
"""

from __future__ import annotations

from dataclasses import dataclass

Entry = int
"""An entrant's seed number, 1-based."""

WIN, DRAW, LOSS = 1.0, 0.5, 0.0
BYE_POINTS = WIN
"""A bye scores as a win: the player was ready to play and the field was odd."""


@dataclass(frozen=True, slots=True)
class Table:
    """One pairing of a round: `first` takes the game's first seat; no `second` is a bye.

    `key` names the table for the life of the tournament ("R2-3" is round 2, board 3;
    elimination tables use their bracket key, "W1-2" or "GF"), so a result that arrives
    later finds its way back to the right place.
    """

    key: str
    first: Entry
    second: Entry | None

    @property
    def is_bye(self) -> bool:
        return self.second is None

    def __reduce__(self) -> tuple[type[Table], tuple[str, Entry, Entry | None]]:
        return Table, (self.key, self.first, self.second)

    @property
    def entries(self) -> tuple[Entry, ...]:
        return (self.first,) if self.second is None else (self.first, self.second)


@dataclass(frozen=True, slots=True)
class Game:
    """A finished table: who sat where and who won (`winner` None is a draw).

    A bye is a game with no `second`, won by `first`.
    """

    round: int
    first: Entry
    second: Entry | None
    winner: Entry | None

    @classmethod
    def bye(cls, round_number: int, entry: Entry) -> Game:
        return cls(round_number, entry, None, entry)

    def __reduce__(self) -> tuple[type[Game], tuple[int, Entry, Entry | None, Entry | None]]:
        return Game, (self.round, self.first, self.second, self.winner)

    @property
    def is_bye(self) -> bool:
        return self.second is None

    def points(self, entry: Entry) -> float:
        """What this game scored for `entry` (which must have played in it)."""
        if self.winner is None:
            return DRAW
        return WIN if self.winner == entry else LOSS

    def opponent(self, entry: Entry) -> Entry | None:
        """The other player of the game; None for a bye."""
        return self.second if entry == self.first else self.first
