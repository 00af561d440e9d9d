"""Domination 16x16 as the registry knows it."""

from __future__ import annotations

from typing import ClassVar, cast

from games.contract import Game, Options
from games.domination_grid import position
from games.domination_grid.board import BLACK, GAME_ID, WHITE
from games.domination_grid.options import GridOptions
from games.domination_grid.state import GridState


class DominationGrid(Game):
    """Whole turns are too many to list, so `legal_moves` (and with it the generic
    `perft`) counts single steps and `pass` only; see the rulings in RULES.md."""

    id = GAME_ID
    title = "Domination 16x16"
    seats = (BLACK, WHITE)
    options_model = GridOptions
    position_format = position.__doc__ or ""
    lists_every_move = False
    random_game_bound = 12_000
    variants: ClassVar = ({"size": "8"},)

    def new(self, options: Options, seed: int) -> GridState:
        """The starting position; the game has no chance, so `seed` changes nothing."""
        del seed
        return GridState.starting(self._own(options))

    def from_position(self, text: str, options: Options) -> GridState:
        return GridState.from_text(text, self._own(options))

    def _own(self, options: Options) -> GridOptions:
        """The options as this game's model (validated here if they came raw)."""
        return cast(GridOptions, self.options(options))


GAME = DominationGrid()
