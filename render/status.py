"""The line above every board: whose turn it is or how the game ended, and the last move.

The same words serve the picture and its alt text, so sighted and screen-reader players
read the same thing.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Protocol

from PIL import Image, ImageDraw, ImageFont

from games.contract import Move, Outcome, Seat
from render.sprites import disc, paste_centred
from render.theme import FRAME, MUTED_TEXT, RGB, TEXT, SeatStyle
from render.typeface import font

STATUS_HEIGHT = 44
"""Pixels reserved at the top of every image for the status line."""


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


@dataclass(frozen=True, slots=True)
class Headline:
    """What the status line says: the seat it is about (to move, or the winner), a short
    title, and for a finished game the reason it ended."""

    style: SeatStyle | None
    title: str
    reason: str = ""

    def sentence(self) -> str:
        return f"{self.title}: {self.reason}" if self.reason else self.title


def headline(state: Progress, seats: Mapping[Seat, SeatStyle]) -> Headline:
    """The headline of `state`: 'Dark to move', 'Dark wins' (and why), 'Draw' (and why)."""
    outcome = state.outcome
    if outcome is None:
        style = seats[state.to_move] if state.to_move is not None else None
        return Headline(style, f"{style.name} to move" if style else "Waiting")
    if outcome.winner is None:
        return Headline(None, "Draw", outcome.reason)
    style = seats[outcome.winner]
    return Headline(style, f"{style.name} wins", outcome.reason)


def last_move_words(state: Progress) -> str:
    """'Move 12: 11-15', or 'Start' before any move."""
    if state.last_move is None:
        return "Start" if state.ply == 0 else f"Move {state.ply}"
    return f"Move {state.ply}: {state.last_move}"


def draw_status(canvas: Image.Image, state: Progress, seats: Mapping[Seat, SeatStyle]) -> None:
    """Paint the status line across the top `STATUS_HEIGHT` pixels of the image: the
    headline at the left (a finished game's reason under it), the last move at the right."""
    width = canvas.width
    draw = ImageDraw.Draw(canvas)
    draw.rectangle((0, 0, width, STATUS_HEIGHT - 1), fill=FRAME)
    line = headline(state, seats)
    middle = STATUS_HEIGHT // 2
    x = 12
    if line.style is not None:
        paste_centred(canvas, disc(22, line.style.fill, line.style.ink, 0.14), (x + 11, middle))
        x += 30
    move_words = last_move_words(state)
    move_font = font(14)
    draw.text((width - 12, middle), move_words, font=move_font, fill=MUTED_TEXT, anchor="rm")
    room = width - 24 - draw.textlength(move_words, font=move_font) - x
    if not line.reason:
        _draw_fitted(draw, (x, middle), line.title, room, face=font(16, bold=True), colour=TEXT)
        return
    _draw_fitted(draw, (x, middle - 9), line.title, room, face=font(15, bold=True), colour=TEXT)
    _draw_fitted(draw, (x, middle + 10), line.reason, room, face=font(12), colour=MUTED_TEXT)


def _draw_fitted(
    draw: ImageDraw.ImageDraw,
    at: tuple[int, int],
    words: str,
    room: float,
    *,
    face: ImageFont.FreeTypeFont,
    colour: RGB,
) -> None:
    """Words left-aligned at `at`, shortened with an ellipsis if they would overflow."""
    while words and draw.textlength(words, font=face) > room:
        words = words[:-2] + "…"
    draw.text(at, words, font=face, fill=colour, anchor="lm")
