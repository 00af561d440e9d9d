"""A Draughtnauts position with everything needed to continue it, behind the contract.

The state is immutable. It keeps the layout, the seat to move, the seats still to place
power-ups, and the window of positions since the last irreversible turn (the draw
rules' memory). Legal moves and the outcome are worked out once, on first use.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import ClassVar, Self

from games.contract import IllegalMove, Move, Outcome, Seat, State, game_over, seat_name
from games.draughtnauts import notation, position, refusals, rules
from games.draughtnauts.draws import Key, draw_reason, key_of
from games.draughtnauts.layout import GAME_ID, SEATS, Layout, Piece
from games.draughtnauts.moves import Turn
from games.draughtnauts.options import DraughtnautsOptions
from i18n.message import Message


class DraughtnautsState(State):
    """One position of a match; see the package docstring for what renderers may read."""

    game_id: ClassVar[str] = "draughtnauts"

    __slots__ = (
        "_decided",
        "_last_move",
        "_legal",
        "_outcome",
        "_ply",
        "_seat",
        "layout",
        "options",
        "pending",
        "window",
    )

    def __init__(
        self,
        options: DraughtnautsOptions,
        layout: Layout,
        seat: int,
        *,
        pending: tuple[int, ...] = (),
        ply: int = 0,
        last_move: Move | None = None,
        window: tuple[Key, ...] | None = None,
    ) -> None:
        self.options = options
        self.layout = layout
        self._seat = seat
        self.pending = pending
        self._ply = ply
        self._last_move = last_move
        self.window = window or (key_of(layout, seat),)
        self._legal: list[Turn] | None = None
        self._outcome: Outcome | None = None
        self._decided = False

    # -- what a renderer reads (see the package docstring)

    @property
    def pieces(self) -> Mapping[int, Piece]:
        return self.layout.pieces()

    @property
    def unclaimed(self) -> Mapping[int, str]:
        return dict(self.layout.unclaimed)

    @property
    def setup_pending(self) -> tuple[Seat, ...]:
        return tuple(SEATS[s] for s in self.pending)

    @property
    def seat_index(self) -> int:
        """0 when Dark is (or would be) to move, 1 for Light; also once the game is over."""
        return self._seat

    # -- the contract

    @property
    def to_move(self) -> Seat | None:
        return None if self.outcome else SEATS[self._seat]

    @property
    def ply(self) -> int:
        return self._ply

    @property
    def last_move(self) -> Move | None:
        return self._last_move

    @property
    def outcome(self) -> Outcome | None:
        if not self._decided:
            self._outcome, self._decided = self._decide(), True
        return self._outcome

    def _decide(self) -> Outcome | None:
        """A side with no piece or no move loses; otherwise the draw rules may end it."""
        if self.pending:
            return None
        mover, other = SEATS[self._seat], SEATS[1 - self._seat]
        if not self.layout.side(self._seat):
            return Outcome(
                other, Message("game-draughtnauts-no-pieces", seat=seat_name(GAME_ID, mover))
            )
        if not self._moves():
            return Outcome(
                other, Message("game-draughtnauts-no-moves", seat=seat_name(GAME_ID, mover))
            )
        reason = draw_reason(self.window)
        return Outcome(None, reason) if reason else None

    def _moves(self) -> list[Turn]:
        if self._legal is None:
            self._legal = rules.legal_moves(self.layout, self._seat, bool(self.pending))
        return self._legal

    def legal_moves(self) -> Sequence[Move]:
        return self.legal_turns()

    def legal_turns(self) -> list[Turn]:
        """The legal moves as the rules know them, each of its own kind (`Turn`), for
        the rules and the computer, which take them apart."""
        return [] if self.outcome else list(self._moves())

    def parse_move(self, text: str) -> Move:
        written = notation.parse(text)
        move = notation.pick(written, self.legal_turns())
        if move is None:
            raise IllegalMove(self._refusal(written))
        return move

    def _refusal(self, written: notation.Written) -> Message:
        if self.outcome:
            return game_over(self.outcome)
        legal = self._moves()
        return refusals.reason(self.layout, self._seat, bool(self.pending), legal, written)

    def apply(self, move: Move) -> Self:
        turn = next((legal for legal in self.legal_turns() if legal == move), None)
        if turn is None:
            raise IllegalMove(self._refusal(notation.parse(str(move))))
        layout, irreversible = rules.play(self.layout, self._seat, turn)
        seat = 1 - self._seat
        key = key_of(layout, seat)
        return type(self)(
            self.options,
            layout,
            seat,
            pending=self.pending[1:],
            ply=self._ply + 1,
            last_move=move,
            window=(key,) if irreversible else (*self.window, key),
        )

    def position(self) -> str:
        return position.write(self.layout, self._seat, self.pending)

    def snapshot(self) -> str:
        """The position text plus the earlier positions of the draw window (see
        `window_text`), which PDN FEN cannot hold."""
        return position.write(self.layout, self._seat, self.pending, self.window[:-1])
