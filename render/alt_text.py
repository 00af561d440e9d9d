"""Alt text: the picture in words, for players who cannot see it.

Discord caps an attachment's description at 1024 characters; a screen reader reads it in
one breath, so it leads with what matters most (whose turn, or the result), then the last
move, then the position.
"""

from __future__ import annotations

from games.contract import Seat, State
from render.drawer import Drawer
from render.status import headline

ALT_TEXT_LIMIT = 1024


def describe(drawer: Drawer, state: State, viewer: Seat | None) -> str:
    """The alt text of `drawer.draw(state, viewer)`."""
    title = drawer.title(state)
    situation = headline(state, drawer.seats).sentence().rstrip(".")
    sentences = [f"{title}, move {state.ply}. {situation}."]
    if state.last_move is not None:
        sentences.append(f"Last move: {state.last_move}{_by_whom(drawer, state)}.")
    sentences.append(drawer.position_words(state, viewer))
    text = " ".join(sentences)
    if len(text) > ALT_TEXT_LIMIT:
        text = text[: ALT_TEXT_LIMIT - 1] + "…"
    return text


def _by_whom(drawer: Drawer, state: State) -> str:
    """' by Dark' when the mover is certain: in a two-seat game that goes on, the seat
    not to move now made the last move."""
    if state.to_move is None or len(drawer.seats) != 2:
        return ""
    (mover,) = (style for seat, style in drawer.seats.items() if seat != state.to_move)
    return f" by {mover.name}"
