"""Domination, the card game (RULES.md section 3; rules page for players: RULES.md here).

Two seats, H (horizontal) and V (vertical), spread numbered cards over an unbounded grid
and take each other's cards by matching values. Hands and the deck order are secret: the
state holds them, every view hides them.

What a renderer may rely on (read-only, stable). Draw views, not states, for players:

* `view = state.view(seat_or_None)` -- a `CardsView` with
  `table` -- a mapping `(x, y) -> TableCard` (x to the right, y up; H sits below), each
  `TableCard` with `owner` ("H"/"V"), `value` (int) and `fortification` (None or a royal
  rank "J"/"Q"/"K"); `hand` -- the viewer's own cards, sorted (None for a spectator);
  `hand_sizes` -- `{"H": n, "V": n}`; `deck_size`; `discard` -- face-up pile, oldest
  first; `turn` (seat to move, kept after the end), `to_move`, `last_move`, `outcome`,
  `ply`; `text()` -- the public position text.
* A card is an int value or, with royal=true, a royal rank string; `str(card)` is its
  label. Suits are not modelled (they are cosmetic): draw any suit you like.
* `last_move` is an `Explore` (`card`, `cell`), a `Conquer` (`card`, `anchor`, `target`,
  `blitz` steps each with `card` and `cell`; `taken` lists the cells that changed hands
  in order) or a `Fortify` (`royal`, `cell`).
* The state itself has the same `table`, `discard` and `turn`, plus the secrets `hands`
  and `deck` (top first): only for the referee and the store.

Autocomplete: the bot passes what the player has typed so far to `state.suggest(typed)`;
it matches the beginning of canonical notations after forgiving case, spaces and
brackets, and lists the shortest blitz chains first, so typing `C7:1,0>2,0 ` (with the
space) shows the ways to continue that conquest. `legal_moves()` itself is complete:
every blitz chain, cut after any step, is listed.
"""

from games.domination_cards.game import GAME, DominationCards
from games.domination_cards.moves import Blitz, Conquer, Explore, Fortify
from games.domination_cards.options import CardsOptions
from games.domination_cards.state import CardsState
from games.domination_cards.table import TableCard
from games.domination_cards.view import CardsView

__all__ = [
    "GAME",
    "Blitz",
    "CardsOptions",
    "CardsState",
    "CardsView",
    "Conquer",
    "DominationCards",
    "Explore",
    "Fortify",
    "TableCard",
]
