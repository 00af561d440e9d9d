"""The Draagostat entry in the games registry: how a match begins or is read back."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, ClassVar

from games.contract import Game, Options
from games.draagostat import position_text
from games.draagostat.board import GAME_ID
from games.draagostat.options import DraagostatOptions
from games.draagostat.setup import starting_board
from games.draagostat.state import DraagostatState


class Draagostat(Game):
    id = GAME_ID
    title = "Draagostat (A Game of Dominion)"
    seats = ("dark", "light")
    options_model = DraagostatOptions
    position_format = position_text.__doc__ or ""
    random_game_bound: ClassVar[int] = 15000
    """Uniformly random games are long. In 400 games of bench/draagostat_games.py the
    median ran 1,191 plies, one in a hundred passed 4,093 and the longest took 6,412
    (the same longest as in 800 other games). The tail falls by a factor e about every
    800 plies, so a game still going at 15,000 plies is rarer than one in ten million."""
    variants: ClassVar[tuple[dict[str, str], ...]] = ({},)
    """Only the plain game: random games take thousands of turns, and the options (which
    only change the city test) are covered by this package's own property tests."""

    def new(self, options: Options, seed: int) -> DraagostatState:
        assert isinstance(options, DraagostatOptions)
        return DraagostatState(starting_board(options.setup, seed), options)

    def from_position(self, text: str, options: Options) -> DraagostatState:
        assert isinstance(options, DraagostatOptions)
        board, seen = position_text.read(text)
        return DraagostatState(board, options, seen)

    def resume(
        self,
        options: Mapping[str, Any] | Options | None,
        snapshot: str,
        trail: Sequence[str] = (),
    ) -> DraagostatState:
        """A snapshot names only its oldest earlier position; the others are the
        positions the last moves reached, their `trail`s."""
        opts = self.options(options)
        assert isinstance(opts, DraagostatOptions)
        board, seen = position_text.read(snapshot, trail)
        return DraagostatState(board, opts, seen)


GAME = Draagostat()
