"""Alt text: the picture in words, for players who cannot see it.

Discord caps an attachment's description at 1024 characters; a screen reader reads it in
one breath, so it leads with what matters most (whose turn, or the result), then the last
move, then the position.
"""

from __future__ import annotations

from games.contract import Seat, State
from i18n import Message, Words
from render.drawer import Drawer
from render.status import Ending, headline, seat_title

ALT_TEXT_LIMIT = 1024


def describe(
    drawer: Drawer, state: State, viewer: Seat | None, said: Words, ending: Ending | None = None
) -> str:
    """The alt text of `drawer.draw(state, viewer, said, ending)`, in the language of
    `said`."""
    situation = headline(state, drawer.seats, said, ending).sentence(said).rstrip(".")
    sentences = [
        said(
            Message(
                "render-alt-opening",
                title=drawer.title(state, said),
                ply=state.ply,
                situation=situation,
            )
        )
    ]
    if state.last_move is not None:
        sentences.append(said(_last_move(drawer, state)))
    sentences.append(drawer.position_words(state, viewer, said))
    return fitted_alt_text(" ".join(sentences))


def fitted_alt_text(text: str) -> str:
    """`text` within Discord's limit for an attachment's description, cut with an
    ellipsis when longer."""
    if len(text) > ALT_TEXT_LIMIT:
        text = text[: ALT_TEXT_LIMIT - 1] + "…"
    return text


def isolated(name: str) -> str:
    """A member-written name set apart from the sentence it is read in (Unicode's first
    strong isolate): a right-to-left name does not reorder the words around it."""
    return f"\u2068{name}\u2069"


def _last_move(drawer: Drawer, state: State) -> Message:
    """'Last move: 11-15 by Dark.' when the mover is certain: in a two-seat game that goes
    on, the seat not to move now made the last move."""
    move = str(state.last_move)
    if state.to_move is None or len(drawer.seats) != 2:
        return Message("render-alt-last-move", move=move)
    (mover,) = (seat for seat in drawer.seats if seat != state.to_move)
    return Message("render-alt-last-move-by", move=move, seat=seat_title(mover))
