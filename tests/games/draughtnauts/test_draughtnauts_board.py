"""Board geometry: the standard numbering, and the bitboard layout agreeing with it."""

from __future__ import annotations

import pytest
from english_text import refused

from games.draughtnauts.bitboards import BIT_OF, KING_JUMPS, KING_STEPS, PLAYABLE, SQUARE_OF
from games.draughtnauts.board import SQUARES, between, cell, neighbours, square_at


def test_standard_numbering_corners() -> None:
    """Square 1 is beside Dark's double corner, 4 is Dark's single corner, 29 Light's."""
    assert cell(1) == (0, 1)
    assert cell(4) == (0, 7)
    assert cell(5) == (1, 0)
    assert cell(29) == (7, 0)
    assert cell(32) == (7, 6)


@pytest.mark.parametrize("square", SQUARES)
def test_cell_and_square_at_are_inverse(square: int) -> None:
    assert square_at(*cell(square)) == square


def test_light_cells_and_cells_off_the_board_hold_no_square() -> None:
    assert square_at(0, 0) is None
    assert square_at(-1, 1) is None
    assert square_at(8, 1) is None


def test_opening_moves_have_the_familiar_numbers() -> None:
    assert neighbours(9) == (5, 6, 13, 14)
    assert neighbours(12) == (8, 16)
    assert neighbours(29) == (25,)


@pytest.mark.parametrize("square", SQUARES)
def test_bit_shifts_step_to_exactly_the_diagonal_neighbours(square: int) -> None:
    stepped = sorted(SQUARE_OF[bit] for bit in KING_STEPS[BIT_OF[square]])
    assert stepped == list(neighbours(square))


@pytest.mark.parametrize("square", SQUARES)
def test_bit_jumps_follow_straight_diagonals(square: int) -> None:
    jumps = KING_JUMPS[BIT_OF[square]]
    for over, land in jumps:
        assert between(square, SQUARE_OF[land]) == SQUARE_OF[over]
    two_rows_away = [
        s for s in SQUARES if abs(cell(s)[0] - cell(square)[0]) == 2 and _jump_shape(square, s)
    ]
    assert sorted(SQUARE_OF[land] for _, land in jumps) == two_rows_away


def _jump_shape(a: int, b: int) -> bool:
    return abs(cell(a)[1] - cell(b)[1]) == 2


def test_playable_mask_holds_the_32_squares_and_nothing_else() -> None:
    assert PLAYABLE.bit_count() == 32
    assert sum(BIT_OF.values()) == PLAYABLE


def test_between_refuses_squares_that_are_not_a_jump_apart() -> None:
    with refused(ValueError, match="not one jump apart"):
        between(1, 6)
