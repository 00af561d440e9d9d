"""Draughtnauts' picture: stones on numbered squares, kings, power-ups, the last move."""

from __future__ import annotations

from render_pixels import close, decode, highlighted, inside_corner, pixel

import games
import render
from render.draughtnauts import DARK_SQUARE, GRID, HELD_BADGE, STONE, at, unclaimed_spot
from render.powerup_icons import BADGE_COLOURS
from render.theme import ALERT, DARK_STONE, LIGHT_STONE

GAME = games.get("draughtnauts")
ARMED = "B:W18,K30[SC]:B14,K5[H]:U1T,29S"


def body(square: int) -> tuple[float, float]:
    """A point on a stone's face, clear of its ring, crown and badges."""
    x, y = GRID.centre(*at(square))
    return x - STONE * 0.38, y


def shows_colour(image, box, colour) -> bool:
    """Some pixel inside `box` has (nearly) `colour`."""
    found = image.crop(tuple(round(v) for v in box)).getcolors(maxcolors=1 << 16)
    return any(close(seen, colour, 4) for _, seen in found)


def test_the_start_has_dark_on_1_to_12_light_on_21_to_32_and_empty_middle() -> None:
    image = decode(render.render(GAME.start()))
    assert image.size == (GRID.right + 18, GRID.bottom + 18)
    for square in range(1, 33):
        expected = DARK_STONE if square <= 12 else LIGHT_STONE if square >= 21 else DARK_SQUARE
        assert close(pixel(image, GRID.centre(*at(square))), expected), square


def test_square_one_is_on_darks_side_at_the_top() -> None:
    assert GRID.centre(*at(1))[1] < GRID.centre(*at(32))[1]


def test_a_step_marks_where_it_came_from_and_went() -> None:
    image = decode(render.render(GAME.start().play("11-15")))
    for square in (11, 15):
        assert close(pixel(image, inside_corner(GRID.box(*at(square)))), highlighted(DARK_SQUARE))
    assert close(pixel(image, inside_corner(GRID.box(*at(10)))), DARK_SQUARE)
    assert close(pixel(image, GRID.centre(*at(15))), DARK_STONE)
    assert close(pixel(image, GRID.centre(*at(11))), highlighted(DARK_SQUARE))


def test_a_captured_piece_leaves_a_cross() -> None:
    state = GAME.start(position="B:W18,K30:B14").play("14x23")
    image = decode(render.render(state))
    assert close(pixel(image, GRID.centre(*at(18))), ALERT, 30)
    assert close(pixel(image, inside_corner(GRID.box(*at(23)))), highlighted(DARK_SQUARE))


def test_kings_wear_a_crown_men_do_not() -> None:
    image = decode(render.render(GAME.start(position="B:W18,K30:B14")))
    king, man = GRID.centre(*at(30)), GRID.centre(*at(18))
    assert not close(pixel(image, king), LIGHT_STONE)
    assert close(pixel(image, man), LIGHT_STONE)
    assert close(pixel(image, body(30)), LIGHT_STONE)


def test_held_and_unclaimed_power_ups_show_as_their_badges() -> None:
    state = GAME.start({"powerups": "random"}, position=ARMED)
    image = decode(render.render(state))
    x, y = GRID.centre(*at(30))
    below = (
        x - HELD_BADGE,
        y + GRID.cell * 0.3 - HELD_BADGE / 2,
        x + HELD_BADGE,
        y + GRID.cell / 2,
    )
    assert shows_colour(image, below, BADGE_COLOURS["S"])
    assert shows_colour(image, below, BADGE_COLOURS["C"])
    assert not shows_colour(image, below, BADGE_COLOURS["H"])
    for square, letter in ((1, "T"), (29, "S")):
        spot_x, spot_y = unclaimed_spot(GRID, square)
        spot = (spot_x - 8, spot_y - 8, spot_x + 8, spot_y + 8)
        assert shows_colour(image, spot, BADGE_COLOURS[letter])


def test_the_power_up_variant_adds_a_legend() -> None:
    plain = decode(render.render(GAME.start()))
    armed = decode(render.render(GAME.start({"powerups": "random"})))
    assert armed.height > plain.height
    assert armed.width == plain.width


def test_alt_text_lists_pieces_and_power_ups() -> None:
    words = render.describe(GAME.start({"powerups": "random"}, position=ARMED))
    assert "Dark men on 14; kings on 5 (Shield)." in words
    assert "Light men on 18; kings on 30 (Sword, Cannon)." in words
    assert "Unclaimed power-ups: Teleporter on 1, Sword on 29." in words


def test_alt_text_reads_a_full_army_as_runs() -> None:
    assert "Dark men on 1 to 12. Light men on 21 to 32." in render.describe(GAME.start())


def test_a_piece_saved_by_its_shield_is_ringed_not_crossed() -> None:
    state = GAME.start({"powerups": "random"}, position="B:WK18[H],K30:B14:U1T").play("14x23")
    assert 18 in state.pieces
    image = decode(render.render(state))
    x, y = GRID.centre(*at(18))
    assert close(pixel(image, (x, y - STONE / 2 - 3)), BADGE_COLOURS["H"], 30)
    assert not close(pixel(image, (x, y)), ALERT, 30)
