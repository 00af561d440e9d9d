"""The review graph (`render.review_graph`): a picture of the given size, the line and
its filled areas where the values put them, and exactly the swings asked for marked."""

from __future__ import annotations

import io

from PIL import Image

from render.review_graph import (
    LEGEND_LINE,
    MARGIN,
    MARK,
    PLOT_HEIGHT,
    TITLE_HEIGHT,
    WIDTH,
    GraphWords,
    review_graph,
)

ADVANTAGE = (0.0, 0.1, 0.2, -0.6, -0.5, 0.4, 0.5, 0.5, 0.9)


def _words(marks: int) -> GraphWords:
    lines = tuple(f"{n}. move (engine: other)" for n in range(1, marks + 1))
    return GraphWords("en", "Review of match 7", "Dark ahead", "Light ahead", "plies", lines)


def _image(advantage, swings) -> Image.Image:
    png = review_graph(advantage, swings, _words(len(swings)))
    return Image.open(io.BytesIO(png)).convert("RGB")


def _marks_on_plot(image: Image.Image) -> int:
    """Pixels of the mark colour inside the plot (the legend's badges are below it)."""
    plot = image.crop((MARGIN, TITLE_HEIGHT, WIDTH - MARGIN, TITLE_HEIGHT + PLOT_HEIGHT))
    return sum(1 for pixel in plot.get_flattened_data() if pixel == MARK)


def test_the_graph_is_a_picture_one_legend_line_taller_per_swing() -> None:
    plain, marked = _image(ADVANTAGE, ()), _image(ADVANTAGE, (2, 4, 7))
    assert plain.width == marked.width == WIDTH
    assert marked.height - plain.height == 3 * LEGEND_LINE
    assert len(set(plain.get_flattened_data())) > 4, "more than a blank frame"


def test_only_the_swings_given_are_marked_where_their_plies_end() -> None:
    assert _marks_on_plot(_image(ADVANTAGE, ())) == 0
    image = _image(ADVANTAGE, (2,))
    assert _marks_on_plot(image) > 20
    # ply 2 (0-based) ends at point 3, whose value -0.6 lies below the level line
    step = (WIDTH - 2 * MARGIN) / (len(ADVANTAGE) - 1)
    middle = TITLE_HEIGHT + PLOT_HEIGHT / 2
    reach = PLOT_HEIGHT / 2 - 4
    x, y = MARGIN + 3 * step, middle + 0.6 * reach
    assert image.getpixel((round(x), round(y) + 5)) == MARK


def test_the_side_ahead_colours_its_half() -> None:
    image = _image((0.0, 1.0, 1.0, -1.0, -1.0), ())
    step = (WIDTH - 2 * MARGIN) / 4
    above = image.getpixel((round(MARGIN + 1.5 * step), TITLE_HEIGHT + PLOT_HEIGHT // 2 - 30))
    below = image.getpixel((round(MARGIN + 3.5 * step), TITLE_HEIGHT + PLOT_HEIGHT // 2 + 30))
    assert sum(above) > sum(below) + 100, "the first seat's half is the lighter"


def test_a_game_without_moves_still_draws() -> None:
    assert _image((), ()).width == WIDTH
    assert _image((0.2,), ()).width == WIDTH
