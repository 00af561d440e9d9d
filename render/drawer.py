"""What each game's renderer provides: its picture, its words, and (card game) a hand.

The public functions in `render/__init__.py` look a drawer up by game id and take care
of what is common (encoding, the alt-text frame); a drawer only knows its own game.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping
from typing import ClassVar, TypeVar

from PIL import Image

import games
from games.contract import Move, Seat, State
from i18n import Words
from render.status import Ending
from render.theme import SeatStyle


class NoPrivateHand(ValueError):
    """Asked for a hand image of a game (or a seat) that has no private hand."""


class WrongGame(TypeError):
    """A drawer was handed a state (or move) of another game: the registry picks drawers
    by `state.game_id`, so this is a programming error, never a member's."""


Own = TypeVar("Own", bound=State | Move)
"""A game's own state or move class, as `Drawer.own` narrows to it."""


class Drawer(ABC):
    """The renderer of one game."""

    game_id: ClassVar[str]
    seats: ClassVar[Mapping[Seat, SeatStyle]]
    """Every seat of the game with its display name and colours."""
    near_seat: ClassVar[Seat]
    """The seat whose side of the board is at the bottom of the public picture."""

    def own(self, thing: State | Move, kind: type[Own]) -> Own:
        """`thing` as its game's own class (`kind`), whose fields the drawer reads; the
        check is what lets the type checker know those fields exist."""
        if not isinstance(thing, kind):
            raise self.stranger(thing)
        return thing

    def stranger(self, thing: State | Move) -> WrongGame:
        """The error for `thing` found not to be of this drawer's game (a move's kinds
        form a union, which `own` cannot take, so drawers check those themselves)."""
        return WrongGame(f"the {self.game_id} drawer cannot draw a {type(thing).__name__}")

    def turned(self, viewer: Seat | None) -> bool:
        """Whether `viewer` sees the board turned round: each player sees it from its own
        side, so the seat across from `near_seat` gets it upside down, coordinates
        and all; spectators (None) see the public picture."""
        return viewer is not None and viewer != self.near_seat

    @abstractmethod
    def draw(
        self, state: State, viewer: Seat | None, said: Words, ending: Ending | None = None
    ) -> Image.Image:
        """The board as `viewer` may see it (None: a spectator), status line included
        (stating `ending` where the match ended otherwise than by its game), every word
        in the language of `said`."""

    def title(self, state: State, said: Words) -> str:
        """The name the alt text opens with: the game's title (a name, the same in every
        language), unless a drawer knows a more exact one for this match."""
        del said
        return games.get(state.game_id).title

    @abstractmethod
    def position_words(self, state: State, viewer: Seat | None, said: Words) -> str:
        """The position in a few short sentences, for the alt text: only what the
        picture shows, so it can never tell more than the picture."""

    def draw_hand(self, state: State, seat: Seat, said: Words) -> Image.Image:
        """The private hand of `seat`; only games with hands override this."""
        del state, said
        raise NoPrivateHand(f"{self.game_id} has no private hand to show {seat}")

    def hand_words(self, state: State, seat: Seat, said: Words) -> str:
        """The alt text of `draw_hand(state, seat)`; games with hands override this."""
        del state, said
        raise NoPrivateHand(f"{self.game_id} has no private hand to show {seat}")
