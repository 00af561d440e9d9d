"""The state of a Domination 16x16 game between two turns."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Self

from games.contract import IllegalMove, Move, Outcome, Seat, State, game_over, seat_name
from games.domination_grid.board import (
    BLACK,
    BLACK_UNIT,
    GAME_ID,
    OPPONENT,
    SEAT_OF,
    UNIT_OF,
    WHITE,
    WHITE_UNIT,
    Geometry,
    geometry,
    unit_cells,
)
from games.domination_grid.conflicts import Conflict, Fate
from games.domination_grid.move import GridMove
from games.domination_grid.notation import parse_turn
from games.domination_grid.options import GridOptions
from games.domination_grid.position import Placement, read_position, write_position
from games.domination_grid.rules import play_turn
from games.domination_grid.steps import one_step_turns
from games.domination_grid.suggest import suggest_turns
from i18n.message import Message


class GridState(State):
    """Board, side to move and reserves, plus what the last turn did (for the renderer)
    and the positions seen since units were last destroyed (for threefold repetition).

    Destruction is the only change no later turn can undo (the number of units on the
    board and in the reserves together only ever falls through it), so positions from
    before it can never return and are dropped from the repetition record.
    """

    game_id = "domination-grid"

    __slots__ = (
        "_board",
        "_cells",
        "_conflicts",
        "_history",
        "_last_move",
        "_legal",
        "_mover",
        "_options",
        "_outcome",
        "_ply",
        "_reinforcements",
        "_reserves",
        "_successor",
        "_text",
    )

    def __init__(
        self,
        options: GridOptions,
        placement: Placement,
        *,
        ply: int = 0,
        last_move: GridMove | None = None,
        conflicts: tuple[Conflict, ...] = (),
        reinforcements: tuple[str, ...] = (),
        history: tuple[bytes, ...] = (),
    ) -> None:
        self._options = options
        self._board = geometry(options.size)
        self._cells = placement.cells
        self._mover = placement.to_move
        self._reserves = dict(placement.reserves)
        self._ply = ply
        self._last_move = last_move
        self._conflicts = conflicts
        self._reinforcements = reinforcements
        self._history = (*history, self._repetition_key())
        self._outcome = self._verdict()
        self._legal: tuple[GridMove, ...] | None = None
        self._successor: tuple[GridMove, Self] | None = None
        self._text: str | None = None

    @classmethod
    def starting(cls, options: GridOptions) -> GridState:
        """Both armies on their first two ranks, Black to move, empty reserves."""
        size = options.size
        army_rows = 2 * size
        cells = b"b" * army_rows + b"." * (size * size - 2 * army_rows) + b"w" * army_rows
        return cls(options, Placement(cells, BLACK, {BLACK: 0, WHITE: 0}))

    @classmethod
    def from_text(cls, text: str, options: GridOptions) -> GridState:
        return cls(options, read_position(text, geometry(options.size)))

    # -- what a renderer reads (see the package docstring)

    @property
    def size(self) -> int:
        return self._board.size

    @property
    def board(self) -> Geometry:
        """Square names and neighbour tables of this board."""
        return self._board

    @property
    def cells(self) -> bytes:
        """The board as one byte a square (b, w or .), rank 1 first, file a first."""
        return self._cells

    def unit_at(self, square: str) -> Seat | None:
        return SEAT_OF.get(self._cells[self._board.index[square]])

    def units(self, seat: Seat) -> tuple[str, ...]:
        return tuple(self._board.names[c] for c in unit_cells(self._cells, UNIT_OF[seat]))

    @property
    def reserves(self) -> dict[Seat, int]:
        return dict(self._reserves)

    @property
    def last_conflicts(self) -> tuple[Conflict, ...]:
        return self._conflicts

    @property
    def last_reinforcements(self) -> tuple[str, ...]:
        return self._reinforcements

    # -- the contract

    @property
    def to_move(self) -> Seat | None:
        return None if self._outcome else self._mover

    @property
    def outcome(self) -> Outcome | None:
        return self._outcome

    @property
    def ply(self) -> int:
        return self._ply

    @property
    def last_move(self) -> GridMove | None:
        return self._last_move

    def legal_moves(self) -> Sequence[GridMove]:
        """`pass` and every single step: the turns short enough to list (RULES.md)."""
        if self._legal is None:
            self._legal = (
                () if self._outcome else one_step_turns(self._cells, self._mover, self._board)
            )
        return self._legal

    def parse_move(self: Self, text: str) -> GridMove:
        """Read `text` and check the whole turn, so a refusal names the failing step."""
        move = parse_turn(text, self._board.size)
        self._successor = (move, self.apply(move))
        return move

    def apply(self, move: Move) -> Self:
        if self._outcome:
            raise IllegalMove(game_over(self._outcome))
        if not isinstance(move, GridMove):
            raise IllegalMove(Message("game-grid-not-a-turn", move=str(move)))
        if self._successor is not None and self._successor[0] == move:
            return self._successor[1]
        turn = play_turn(self._cells, move, self._mover, self._reserves, self._board)
        destroyed = any(
            unit.fate is Fate.DESTROYED for conflict in turn.conflicts for unit in conflict.units
        )
        return type(self)(
            self._options,
            Placement(turn.cells, OPPONENT[self._mover], turn.reserves),
            ply=self._ply + 1,
            last_move=move,
            conflicts=turn.conflicts,
            reinforcements=turn.reinforcements,
            history=() if destroyed else self._history,
        )

    def complete(self, typed: str, limit: int) -> list[str]:
        """Turns that continue what was typed: the typed turn itself if it is legal, then
        one more step (extending the last path or starting a new one)."""
        return [] if self._outcome else suggest_turns(self, typed, limit)

    def position(self) -> str:
        if self._text is None:
            placement = Placement(self._cells, self._mover, self._reserves)
            self._text = write_position(placement, self._board)
        return self._text

    # -- helpers

    def _repetition_key(self) -> bytes:
        """Board, side to move and reserves as one `bytes`, which compares in C."""
        extra = f" {self._mover} {self._reserves[BLACK]} {self._reserves[WHITE]}"
        return self._cells + extra.encode()

    def _verdict(self) -> Outcome | None:
        black_left = BLACK_UNIT in self._cells
        white_left = WHITE_UNIT in self._cells
        if not (black_left or white_left):
            return Outcome(None, Message("game-grid-no-units-left"))
        if not black_left:
            return Outcome(WHITE, Message("game-grid-units-gone", seat=seat_name(GAME_ID, BLACK)))
        if not white_left:
            return Outcome(BLACK, Message("game-grid-units-gone", seat=seat_name(GAME_ID, WHITE)))
        if self._history.count(self._history[-1]) >= 3:
            return Outcome(None, Message("game-grid-repetition"))
        return None
