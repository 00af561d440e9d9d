"""Scenario builder: a Domination position drawn as a picture, top rank first.

    arrange('''
        ........
        ....w...
        ...
    ''', reserves=(1, 0))

reads like the board a player sees, so each scenario shows the squares it is about.
"""

from __future__ import annotations

from collections.abc import Callable

import pytest

from games.domination_grid import GAME, GridState

Arrange = Callable[..., GridState]


@pytest.fixture
def arrange() -> Arrange:
    def build(picture: str, to_move: str = "b", reserves: tuple[int, int] = (0, 0)) -> GridState:
        ranks = picture.split()
        black, white = reserves
        text = f"{'/'.join(ranks)} {to_move} b={black} w={white}"
        return GAME.start({"size": len(ranks)}, position=text)

    return build
