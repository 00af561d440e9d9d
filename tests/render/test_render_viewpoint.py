"""Each player sees the board from its own side; spectators see the public picture.

The far seat's picture is the public one turned round: every cell, with whatever stands
on it, and every coordinate label moves to the mirrored place, unchanged. So the test
crops each cell (and each label) where the public picture has it and where the turned
picture should have it, and asks for the same pixels.
"""

from __future__ import annotations

import pytest
from PIL import Image

import games
import render
from render.domination_cards import frame
from render.domination_grid import grid_for
from render.draagostat import GRID as DRAAGOSTAT_GRID
from render.draughtnauts import GRID as DRAUGHTNAUTS_GRID
from render.grid import Box, Grid, coordinate_margin
from tests.render.render_pixels import decode


def crop(image: Image.Image, box: Box) -> bytes:
    return image.crop(box).tobytes()


def file_label(grid: Grid, column: int) -> Box:
    x, _ = grid.centre(column, 0)
    half = grid.cell // 2
    return (
        round(x) - half,
        grid.bottom + 1,
        round(x) + half,
        grid.bottom + coordinate_margin(grid.cell),
    )


def rank_label(grid: Grid, row: int) -> Box:
    _, y = grid.centre(0, row)
    half = grid.cell // 2
    return grid.left - coordinate_margin(grid.cell), round(y) - half, grid.left - 1, round(y) + half


def assert_turned_round(
    public: Image.Image, turned: Image.Image, grid: Grid, *, labels: bool = True
) -> None:
    """Cells (and, where the board has them, the coordinates beside it) moved unchanged
    to their mirrored places."""
    far = grid.turned_for(True)
    assert public.size == turned.size
    assert public.tobytes() != turned.tobytes()
    for column, row in grid.cells():
        where = f"cell {column},{row}"
        assert crop(public, grid.box(column, row)) == crop(turned, far.box(column, row)), where
    if not labels:
        return
    for column in range(grid.columns):
        assert crop(public, file_label(grid, column)) == crop(turned, file_label(far, column))
    for row in range(grid.rows):
        assert crop(public, rank_label(grid, row)) == crop(turned, rank_label(far, row))


def test_draagostat_light_sees_the_board_from_its_side() -> None:
    state = games.get("draagostat").replay(["Ba1-a2", "+b2"], {"setup": "a1,b2,c3,d4"})
    public = decode(render.render(state))
    assert decode(render.render(state, "dark")).tobytes() == public.tobytes()
    assert_turned_round(public, decode(render.render(state, "light")), DRAAGOSTAT_GRID)


def test_draughtnauts_dark_starts_at_the_top_so_dark_sees_the_board_turned() -> None:
    state = games.get("draughtnauts").replay(["11-15", "24-20"], {"powerups": "random"}, 3)
    public = decode(render.render(state))
    assert decode(render.render(state, "light")).tobytes() == public.tobytes()
    turned = decode(render.render(state, "dark"))
    assert_turned_round(public, turned, DRAUGHTNAUTS_GRID, labels=False)  # numbered squares


def test_the_16x16_white_seat_sees_the_board_from_its_side() -> None:
    state = games.get("domination-grid").start({"size": "8"})
    public = decode(render.render(state))
    assert decode(render.render(state, "black")).tobytes() == public.tobytes()
    assert_turned_round(public, decode(render.render(state, "white")), grid_for(8))


def test_the_card_game_v_sees_the_table_from_its_side() -> None:
    opening = games.get("domination-cards").start({"first": "H"}, 4)
    state = opening.play(opening.legal_moves()[0])
    public = decode(render.render(state))
    assert_turned_round(public, decode(render.render(state, "V")), frame(state.view().table).grid)


@pytest.mark.parametrize("size", [8, 12, 16])
def test_the_16x16_game_is_named_by_its_real_size(size: int) -> None:
    state = games.get("domination-grid").start({"size": str(size)})
    assert render.describe(state).startswith(f"Domination {size}x{size}, move 0.")
