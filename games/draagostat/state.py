"""A Draagostat position in play: the board, the earlier positions, options, the result.

The result is read off the position itself, so a state rebuilt from its position text
ends (or goes on) exactly as the original: the side that just moved has won if it now
holds a Dominion (only the mover's own action can end the game in its favour, and a
position where the player who just moved has a city was reached by that move); failing
that, a third occurrence of the position is a draw.

A side to move always has an action, so there is no "stuck" result: its dragon can step
to any neighbour free of opposing pieces, and to be hemmed in it must sit in a corner
with one opposing piece on each neighbour. The one that is not a captive can then be
attacked and banished, because at most twelve squares carry buildings and of the four or
more bare squares only the attacked square and the mover's builder's square are barred.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property
from typing import Self

from games.contract import IllegalMove, Move, Outcome, Seat, State, game_over, seat_name
from games.draagostat import notation, position_text, rules
from games.draagostat.board import (
    BUILDER,
    DRAGON,
    GAME_ID,
    SEATS,
    Board,
    Building,
    Piece,
    Pool,
    opponent,
)
from games.draagostat.city import find_city
from games.draagostat.geometry import name
from games.draagostat.options import DraagostatOptions
from games.draagostat.position_text import fingerprint
from i18n.message import Message

REPETITIONS_FOR_A_DRAW = 3


@dataclass(frozen=True, eq=False, repr=False)
class DraagostatState(State):
    """`board` is the position the rules read; `seen` the earlier positions since the
    last change that can never be undone (a conversion or the end of a delay), which are
    the only ones the current position can still repeat.

    Earlier positions are kept exactly as the seen= field of the position text holds
    them, each a comma and its fixed-width fingerprint: the position text is then one
    concatenation, reading it back is one check of that string at C speed, and
    `str.count` of ",<fingerprint>" counts a position's occurrences at C speed (a match
    can only start at a comma, so it is always one whole entry). Random games run to
    thousands of turns without an irreversible change, so neither time nor memory per
    state may grow faster than that one string."""

    game_id = "draagostat"

    board: Board
    options: DraagostatOptions
    seen: str = ""
    ply: int = 0
    last_move: Move | None = None

    # -- the contract

    @property
    def to_move(self) -> Seat | None:
        return None if self.outcome else self.board.to_move

    @cached_property
    def outcome(self) -> Outcome | None:
        mover = opponent(self.board.to_move)
        if self._city is not None:
            squares = ", ".join(name(s) for s in self._city)
            return Outcome(
                mover,
                Message(
                    "game-draagostat-dominion", seat=seat_name(GAME_ID, mover), squares=squares
                ),
            )
        if self.seen.count(self._entry) + 1 >= REPETITIONS_FOR_A_DRAW:
            return Outcome(None, Message("game-draagostat-repetition"))
        return None

    def legal_moves(self) -> tuple[Move, ...]:
        return () if self.outcome else self._legal

    def parse_move(self, text: str) -> Move:
        return notation.parse(text)

    def apply(self, move: Move) -> Self:
        if self.outcome is not None:
            raise IllegalMove(game_over(self.outcome))
        after = rules.perform(self.board, move)
        return type(self)(
            board=after,
            options=self.options,
            seen=self._history_after(after),
            ply=self.ply + 1,
            last_move=move,
        )

    def position(self) -> str:
        return position_text.write(self.board, self.seen)

    def snapshot(self) -> str:
        """The position with its earlier positions left out but for the oldest: the
        others are the `trail`s of the moves since, which the bot keeps with each move
        (see `position_text.write_snapshot`)."""
        return position_text.write_snapshot(self.board, self.seen)

    def trail(self) -> str:
        return self._entry[1:]

    @property
    def earlier_positions(self) -> list[str]:
        """The `fingerprint`s of the earlier positions this one can still repeat, oldest
        first: what a search must count as already seen (with `fingerprint` as its key)."""
        return self.seen.split(",")[1:]

    # -- what a renderer reads (see the package docstring)

    @property
    def buildings(self) -> dict[str, Building]:
        return {name(s): b for s, b in enumerate(self.board.buildings) if b is not None}

    @property
    def pieces(self) -> tuple[Piece, ...]:
        return tuple(
            Piece(
                owner=seat,
                kind=kind,
                square=name(self.board.square_of(seat, kind)),
                captive=kind == BUILDER and self.board.is_captive(seat),
            )
            for seat in SEATS
            for kind in (BUILDER, DRAGON)
        )

    def pool(self, seat: Seat) -> Pool:
        return self.board.pool(seat)

    @property
    def city(self) -> tuple[str, ...] | None:
        return tuple(name(s) for s in self._city) if self._city else None

    # -- inside

    @cached_property
    def _city(self) -> tuple[int, ...] | None:
        return find_city(
            self.board,
            opponent(self.board.to_move),
            no_corners=self.options.no_corners,
            diagonal_links=self.options.diagonal_links,
        )

    @cached_property
    def _legal(self) -> tuple[Move, ...]:
        return tuple(rules.legal_moves(self.board))

    @cached_property
    def _entry(self) -> str:
        """This position as one entry of `seen`."""
        return "," + fingerprint(self.board)

    def _history_after(self, after: Board) -> str:
        """`seen` for the position after a move: cleared by an irreversible change."""
        irreversible = after.converted or after.delayed != self.board.delayed
        return "" if irreversible else self.seen + self._entry
