"""Pictures of the games: board images, private hands, alt text and replays.

    >>> import games, render
    >>> state = games.get("draughtnauts").start(seed=7).play("11-15")
    >>> png = render.render(state)              # what everyone may see
    >>> words = render.describe(state)          # the same, in words
    >>> german = render.render(state, locale="de")  # every word drawn in German

Pure like the engines it draws: a state (or what one seat may see of it) in, bytes out.
It imports `games`, never `bot`; the bot decides where the bytes go, and in which language
(`locale`) they speak: every word drawn comes from the `render-*` messages.
"""

from __future__ import annotations

from games.contract import Seat, State
from i18n import ENGLISH, words
from render import alt_text
from render.drawer import NoPrivateHand
from render.png import encode
from render.registry import drawer_for
from render.replay import GIF_LIMIT, replay_gif
from render.status import Ending


def render(
    state: State,
    viewer: Seat | None = None,
    *,
    locale: str = ENGLISH,
    ending: Ending | None = None,
) -> bytes:
    """PNG of the board as `viewer` sees it (None: a spectator), its words in `locale`
    (a Discord locale tag); `ending` states the result of a match that ended otherwise
    than by its game (a resignation, a clock...). Never shows a hand."""
    return encode(drawer_for(state.game_id).draw(state, viewer, words(locale), ending))


def render_hand(state: State, seat: Seat, *, locale: str = ENGLISH) -> bytes:
    """PNG of `seat`'s private hand (card game only; others raise NoPrivateHand)."""
    return encode(drawer_for(state.game_id).draw_hand(state, seat, words(locale)))


def describe_hand(state: State, seat: Seat, *, locale: str = ENGLISH) -> str:
    """Alt text for `render_hand(state, seat)`: the cards in that seat's hand."""
    return drawer_for(state.game_id).hand_words(state, seat, words(locale))


def describe(
    state: State,
    viewer: Seat | None = None,
    *,
    locale: str = ENGLISH,
    ending: Ending | None = None,
) -> str:
    """Alt text for `render(state, viewer, ending=ending)`: result (or side to move),
    last move, position."""
    drawer = drawer_for(state.game_id)
    return alt_text.describe(drawer, state, viewer, words(locale), ending)


__all__ = [
    "GIF_LIMIT",
    "Ending",
    "NoPrivateHand",
    "describe",
    "describe_hand",
    "render",
    "render_hand",
    "replay_gif",
]
