"""The line above every board: whose turn it is or how the game ended, and the last move.

The same words serve the picture and its alt text, so sighted and screen-reader players
read the same thing, in the same language.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from PIL import Image, ImageDraw

from games.contract import Move, Outcome, Seat
from i18n import Message, Words
from render.lettering import write_fitted
from render.sprites import disc, paste_centred
from render.theme import FRAME, MUTED_TEXT, TEXT, SeatStyle

STATUS_HEIGHT = 44
"""Pixels reserved at the top of every image for the status line."""

MOVE_SHARE = 0.4
"""The most of the status line the last move may take; the headline gets the rest."""


class Progress(Protocol):
    """Where a match stands: what both a `State` and a seat's view of it can tell."""

    @property
    def to_move(self) -> Seat | None: ...
    @property
    def outcome(self) -> Outcome | None: ...
    @property
    def ply(self) -> int: ...
    @property
    def last_move(self) -> Move | None: ...


def seat_title(seat: Seat) -> Message:
    """A seat as pictures and alt text name it: "Dark", "Horizontal", "Schwarz"."""
    return Message("render-seat", seat=seat)


@dataclass(frozen=True, slots=True)
class Ending:
    """How a match ended where its game did not end it (a resignation, a clock, a
    moderator, a round deadline, an agreed draw, an abort): the winning seat (None for a
    draw, or for a match `called_off`) and why. The bot knows it, the state does not, so
    the bot hands it to the renderer for the final board."""

    winner: Seat | None
    reason: Message | str
    called_off: bool = False


@dataclass(frozen=True, slots=True)
class Headline:
    """What the status line says, worded: the seat it is about (to move, or the winner),
    a short title, and for a finished game the reason it ended."""

    style: SeatStyle | None
    title: str
    reason: str = ""

    def sentence(self, said: Words) -> str:
        if not self.reason:
            return self.title
        return said(Message("render-title-and-reason", title=self.title, reason=self.reason))


def headline(
    state: Progress, seats: Mapping[Seat, SeatStyle], said: Words, ending: Ending | None = None
) -> Headline:
    """The headline of `state`: 'Dark to move', 'Dark wins' (and why), 'Draw' (and why);
    of a match that ended otherwise, its `ending` ('Aborted' and why, too)."""
    outcome = state.outcome if ending is None else ending
    if ending is not None and ending.called_off:
        return Headline(None, said(Message("render-aborted")), said(ending.reason))
    if outcome is None:
        if state.to_move is None:
            return Headline(None, said(Message("render-waiting")))
        title = said(Message("render-to-move", seat=seat_title(state.to_move)))
        return Headline(seats[state.to_move], title)
    if outcome.winner is None:
        return Headline(None, said(Message("render-draw")), said(outcome.reason))
    title = said(Message("render-wins", seat=seat_title(outcome.winner)))
    return Headline(seats[outcome.winner], title, said(outcome.reason))


def last_move_words(state: Progress, said: Words) -> str:
    """'Move 12: 11-15', or 'Start' before any move."""
    if state.last_move is None:
        if state.ply == 0:
            return said(Message("render-start"))
        return said(Message("render-move-number", ply=state.ply))
    return said(Message("render-last-move", ply=state.ply, move=str(state.last_move)))


def draw_status(
    canvas: Image.Image,
    state: Progress,
    seats: Mapping[Seat, SeatStyle],
    said: Words,
    ending: Ending | None = None,
) -> None:
    """Paint the status line across the top `STATUS_HEIGHT` pixels of the image: the
    headline at the left (a finished game's reason under it, or the `ending` of a match
    that ended otherwise), the last move at the right."""
    width = canvas.width
    draw = ImageDraw.Draw(canvas)
    draw.rectangle((0, 0, width, STATUS_HEIGHT - 1), fill=FRAME)
    line = headline(state, seats, said, ending)
    middle = STATUS_HEIGHT // 2
    x = 12
    if line.style is not None:
        paste_centred(canvas, disc(22, line.style.fill, line.style.ink, 0.14), (x + 11, middle))
        x += 30
    move_right = width - 12
    move_room = (move_right - x) * MOVE_SHARE
    move_words = last_move_words(state, said)
    used = write_fitted(
        draw, (move_right, middle), move_words, move_room, size=14, colour=MUTED_TEXT, anchor="rm"
    )
    room = move_right - used - 12 - x
    if not line.reason:
        write_fitted(draw, (x, middle), line.title, room, size=16, bold=True, colour=TEXT)
        return
    write_fitted(draw, (x, middle - 9), line.title, room, size=15, bold=True, colour=TEXT)
    write_fitted(draw, (x, middle + 10), line.reason, room, size=12, colour=MUTED_TEXT)
