"""Where the four pieces start: drawn from the match seed, or given by `setup=`.

The seed's physical version rolls two eight-sided dice and re-rolls onto occupied or
off-board squares, which is a uniform draw over the empty squares. We draw the same way:
`random.Random(seed)`, then for the dark builder, light builder, dark dragon and light
dragon in that order, `choice` over the still-empty squares listed a1, b1, c1, d1, a2,
..., d4. The same seed therefore always gives the same setup.
"""

from __future__ import annotations

import random

from games.draagostat.board import Board
from games.draagostat.geometry import SQUARES, index


def starting_board(setup: tuple[str, str, str, str] | None, seed: int) -> Board:
    """The opening position: no buildings, full pools, dark to move, both delays on."""
    squares = [index(s) for s in setup] if setup else _drawn_squares(seed)
    dark_builder, light_builder, dark_dragon, light_dragon = squares
    return Board(
        buildings=(None,) * len(SQUARES),
        builders=(dark_builder, light_builder),
        dragons=(dark_dragon, light_dragon),
    )


def _drawn_squares(seed: int) -> list[int]:
    rng = random.Random(seed)
    taken: list[int] = []
    for _ in range(4):
        empty = [s for s in range(len(SQUARES)) if s not in taken]
        taken.append(rng.choice(empty))
    return taken
