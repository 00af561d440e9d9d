"""The 16x16 unit game's picture: units where they stand, the move, the conflicts."""

from __future__ import annotations

import pytest
from render_pixels import close, decode, highlighted, inside_corner, pixel

import games
import render
from i18n import words
from render.domination_grid import BLACK_SEAT, SQUARE_A, SQUARE_B, WHITE_SEAT, grid_for, spans
from render.grid import algebraic
from render.theme import ALERT, GREEN

GAME = games.get("domination-grid")
CONTACT = "wwwwwwww/wwwwww../..w...../......../..b...../.b.b..../bbbbb.../bbbbbbbb b b=0 w=0"


def square_colour(square: str) -> tuple[int, int, int]:
    column, row = algebraic(square)
    return SQUARE_A if (column + row) % 2 else SQUARE_B


@pytest.mark.parametrize("size", [8, 12, 16])
def test_every_size_fills_the_same_picture(size: int) -> None:
    image = decode(render.render(GAME.start({"size": size})))
    assert image.size == decode(render.render(GAME.start())).size


@pytest.mark.parametrize(
    ("square", "expected"),
    [("a1", BLACK_SEAT.fill), ("p2", BLACK_SEAT.fill), ("c15", WHITE_SEAT.fill), ("h8", None)],
)
def test_units_stand_on_their_squares(square: str, expected) -> None:
    image = decode(render.render(GAME.start()))
    grid = grid_for(16)
    colour = pixel(image, grid.centre(*algebraic(square)))
    assert close(colour, expected or square_colour(square))


def test_the_walked_squares_are_tinted_and_the_others_not() -> None:
    state = GAME.start().play("c2-c3-c4")
    image = decode(render.render(state))
    grid = grid_for(16)
    for square in ("c2", "c3", "c4"):
        corner = inside_corner(grid.box(*algebraic(square)))
        assert close(pixel(image, corner), highlighted(square_colour(square)))
    untouched = inside_corner(grid.box(*algebraic("d4")))
    assert close(pixel(image, untouched), square_colour("d4"))


def test_conflict_squares_are_framed_and_emptied_ones_crossed() -> None:
    state = GAME.start({"size": 8}, position=CONTACT).play("c4-c5 b3-b4-b5 d3-d4-d5")
    assert {unit.square for conflict in state.last_conflicts for unit in conflict.units} == {
        "c5",
        "c6",
    }
    image = decode(render.render(state))
    grid = grid_for(8)
    left, top, _, _ = grid.box(*algebraic("c6"))
    assert close(pixel(image, (left + 1, top + grid.cell // 2)), ALERT)
    x, y = grid.centre(*algebraic("c6"))
    assert close(pixel(image, (x, y)), ALERT)  # the cross of a destroyed unit
    quiet = grid.box(*algebraic("f6"))
    assert close(pixel(image, (quiet[0] + 1, quiet[1] + grid.cell // 2)), square_colour("f6"))


def test_alt_text_names_the_conflict_and_the_reserves() -> None:
    state = GAME.start({"size": 8}, position=CONTACT).play("c4-c5 b3-b4-b5 d3-d4-d5")
    words = render.describe(state)
    assert "Conflict (tie) at c5, c6" in words
    assert "White to move" in words
    assert "reserve 0" in words


def test_alt_text_shortens_runs_of_units() -> None:
    assert (
        spans(["a1", "b1", "d1", "e1", "f1", "a2", "c2"], words("en")) == "a1, b1, d1 to f1, a2, c2"
    )
    assert "Black: 32 units (a1 to p1, a2 to p2)" in render.describe(GAME.start())


def test_a_reinforced_square_is_framed_in_green() -> None:
    ring = "wwwwwwww/wwwwwwww/......../......../......../bbb...../b.b...../bbb..... b b=8 w=0"
    state = GAME.start({"size": 8}, position=ring).play("pass")
    assert state.last_reinforcements == ("b2",)
    image = decode(render.render(state))
    grid = grid_for(8)
    for square, colour in (("b2", GREEN), ("c2", square_colour("c2"))):
        left, top, _, _ = grid.box(*algebraic(square))
        assert close(pixel(image, (left + 1, top + grid.cell // 2)), colour), square
    assert "Reinforced: b2." in render.describe(state)
