"""The card game's pictures: public table with no hand in it, and the private hand."""

from __future__ import annotations

import random
from collections import Counter

import pytest
from render_pixels import close, decode, highlighted, inside_corner, pixel

import games
import render
from render.card_faces import HORIZONTAL, VERTICAL
from render.domination_cards import LONG_SIDE, SHORT_SIDE, SMALLEST_CELL, TABLE_CELL, frame
from render.drawer import NoPrivateHand

GAME = games.get("domination-cards")
DEAL = [2, 3, 10, 2, 5, 7, 8, 8, 7, 7]
REST = sorted(
    (Counter(value for value in range(1, 11) for _ in range(4)) - Counter(DEAL)).elements()
)


def opening() -> games.State:
    """H holds 2, 3, 10 and V 2, 5, 7; H owns (0,0), (1,0) showing 8, V (0,1), (1,1) 7."""
    order = ",".join(str(value) for value in DEAL + REST)
    return GAME.start({"first": "H", "order": order})


def test_the_table_image_never_depends_on_the_hands() -> None:
    state = opening().play("E10@2,0")
    public, turned = render.render(state), render.render(state, "V")
    assert render.render(state, "H") == public
    rng = random.Random(5)
    for _ in range(5):
        assert render.render(state.resample_hidden(None, rng)) == public
        assert render.render(state.resample_hidden("V", rng), "V") == turned


def test_a_hand_image_changes_with_the_hand_it_shows() -> None:
    state = opening()
    rng = random.Random(1)
    others = [state.resample_hidden("V", rng) for _ in range(20)]
    changed = [other for other in others if other.view("H").hand != state.view("H").hand]
    assert changed, "resampling for V should redeal H's hand"
    assert render.render_hand(changed[0], "H") != render.render_hand(state, "H")
    assert render.render_hand(changed[0], "V") == render.render_hand(state, "V")


def test_the_hand_alt_text_lists_only_that_seats_cards() -> None:
    state = opening()
    assert render.describe_hand(state, "H") == "Your hand, Horizontal: 3 cards: 2, 3, 10."
    assert render.describe_hand(state, "V") == "Your hand, Vertical: 3 cards: 2, 5, 7."
    with pytest.raises(NoPrivateHand):
        render.describe_hand(state, "X")


def test_cards_lie_landscape_for_horizontal_and_portrait_for_vertical() -> None:
    state = opening()
    image = decode(render.render(state))
    table_frame = frame(state.view().table)
    cell = table_frame.grid.cell
    x, y = table_frame.centre((0, 0))  # Horizontal's card
    assert close(pixel(image, (x + cell * LONG_SIDE * 0.4, y)), HORIZONTAL.fill)
    assert close(pixel(image, (x, y + cell * (SHORT_SIDE / 2 + 0.08))), TABLE_CELL)
    x, y = table_frame.centre((0, 1))  # Vertical's card
    assert close(pixel(image, (x, y + cell * LONG_SIDE * 0.4)), VERTICAL.fill)
    assert close(pixel(image, (x + cell * (SHORT_SIDE / 2 + 0.08), y)), TABLE_CELL)


def test_the_explored_cell_carries_the_last_move_marker() -> None:
    state = opening().play("E10@2,0")
    image = decode(render.render(state))
    table_frame = frame(state.view().table)
    assert close(pixel(image, inside_corner(table_frame.box((2, 0)))), highlighted(TABLE_CELL))
    assert close(pixel(image, inside_corner(table_frame.box((0, 0)))), TABLE_CELL)


def test_a_conquest_marks_the_anchor_and_the_taken_card() -> None:
    state = opening().play("E10@2,0").play("C7:1,1>1,0")
    table_frame = frame(state.view().table)
    image = decode(render.render(state))
    for cell in ((1, 1), (1, 0)):
        assert close(pixel(image, inside_corner(table_frame.box(cell))), highlighted(TABLE_CELL))


def test_a_growing_table_shrinks_its_cells_and_still_fits() -> None:
    state = GAME.start(seed=3)
    opening_cell = frame(state.view().table).grid.cell
    rng = random.Random(3)
    while not state.is_over:
        state = state.play(rng.choice(state.legal_moves()))
    table_frame = frame(state.view().table)
    image = decode(render.render(state))
    assert SMALLEST_CELL <= table_frame.grid.cell < opening_cell
    assert table_frame.grid.right <= image.width
    assert table_frame.grid.bottom <= image.height


def test_only_real_seats_have_hands() -> None:
    with pytest.raises(NoPrivateHand):
        render.render_hand(opening(), "X")


def test_alt_text_counts_hands_and_never_names_a_hand_card() -> None:
    state = opening()
    words = render.describe(state, "H")
    assert "has 3 in hand" in words
    assert "Deck 30" in words
    assert "10" not in words  # H holds a 10; nothing of that value is on the table
