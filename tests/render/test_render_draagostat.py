"""Draagostat's picture: pieces by shape and owner, buildings, pools, the last move."""

from __future__ import annotations

from render_pixels import close, decode, highlighted, inside_corner, pixel

import games
import render
from render.draagostat import BUILDING_FILL, GRID, PIECE, SEATS, SQUARE_A, SQUARE_B, token
from render.grid import algebraic
from render.theme import ALERT, GREEN

GAME = games.get("draagostat")
SETUP = {"setup": "a1,b2,c3,d4"}
"""Dark builder a1, light builder b2, dark dragon c3, light dragon d4."""
CAPTIVE = "C.t./.T.s/S.c./...c dark dark=c2!,b3 light=d3,d3 delay=- converted=-"


def square_colour(square: str) -> tuple[int, int, int]:
    column, row = algebraic(square)
    return SQUARE_A if (column + row) % 2 else SQUARE_B


def body(square: str, dy: float = -0.27) -> tuple[float, float]:
    """A point inside a lone piece on `square`, above its letter."""
    x, y = GRID.centre(*algebraic(square))
    return x, y + PIECE * dy


def test_each_piece_stands_on_its_square_in_its_owners_colour() -> None:
    image = decode(render.render(GAME.start(SETUP)))
    for square, seat in (("a1", "dark"), ("b2", "light"), ("c3", "dark"), ("d4", "light")):
        assert close(pixel(image, body(square)), SEATS[seat].fill)
    assert close(pixel(image, body("b3")), square_colour("b3"))


def test_builders_are_round_and_dragons_pointed() -> None:
    """Near the top-left of the token's box a disc is filled, a diamond is not."""
    builder = token("dark", "builder", PIECE)
    dragon = token("dark", "dragon", PIECE)
    spot = (round(PIECE * 0.2), round(PIECE * 0.2))
    assert builder.getpixel(spot)[3] == 255
    assert dragon.getpixel(spot)[3] == 0


def test_a_new_story_shows_in_its_owners_colour_and_is_marked() -> None:
    state = GAME.start(SETUP).play("+a1")
    image = decode(render.render(state))
    left, top, _, _ = GRID.box(*algebraic("a1"))
    inside_building = (left + GRID.cell * 0.2, top + GRID.cell * 0.5)
    assert close(pixel(image, inside_building), BUILDING_FILL["dark"])
    assert close(
        pixel(image, inside_corner(GRID.box(*algebraic("a1")), 2)), highlighted(square_colour("a1"))
    )


def test_a_step_marks_both_squares() -> None:
    state = GAME.start(SETUP).play("Ba1-a2")
    image = decode(render.render(state))
    for square in ("a1", "a2"):
        assert close(
            pixel(image, inside_corner(GRID.box(*algebraic(square)))),
            highlighted(square_colour(square)),
        )
    assert close(pixel(image, inside_corner(GRID.box(*algebraic("c1")))), square_colour("c1"))


def test_pieces_sharing_a_square_both_show_and_a_captive_is_barred() -> None:
    state = GAME.start(position=CAPTIVE)
    image = decode(render.render(state))
    x, y = GRID.centre(*algebraic("d3"))
    shift = GRID.cell * 0.22
    left_piece = pixel(image, (x - shift, y - shift * 0.35 - GRID.cell * 0.12))
    right_piece = pixel(image, (x + shift, y + shift * 0.35 - GRID.cell * 0.12))
    assert close(left_piece, SEATS["light"].fill)
    assert close(right_piece, SEATS["light"].fill)
    middle_bar = body("c2", -0.4)  # the captive's middle bar runs down its centre
    assert close(pixel(image, middle_bar), ALERT, 30)


def test_alt_text_tells_pools_buildings_and_captivity() -> None:
    words = render.describe(GAME.start(position=CAPTIVE))
    assert "builder on c2 (captive)" in words
    assert "citadel a4" in words
    assert "pool 1 story, 1 citadel" in words
    assert "Dark to move" in words


def test_a_won_city_is_framed_and_the_result_announced() -> None:
    before = "..../..../C.../SSSS dark dark=a2,d2 light=c4,d4 delay=- converted=-"
    state = GAME.start(position=before).play("Dd2-d1")
    image = decode(render.render(state))
    for square in ("a1", "b1", "c1", "d1", "a2"):
        left, top, _, bottom = GRID.box(*algebraic(square))
        assert close(pixel(image, (left + 2, (top + bottom) // 2)), GREEN), square
    left, top, _, bottom = GRID.box(*algebraic("b2"))
    assert close(pixel(image, (left + 2, (top + bottom) // 2)), square_colour("b2"))
    assert "Dark wins: Dominion!" in render.describe(state)
