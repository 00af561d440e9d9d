"""The graph of a game's review: who stood better, ply by ply, and where the game turned.

Plies run left to right; the first seat's edge runs up (its side ahead) and down (the
other ahead), from -1 to 1, as `ai.review.Review.advantage` gives it. The area between
the line and the level line is filled in the colour of the side ahead, as review graphs
on chess servers do, so the shape reads at a glance. The biggest swings are marked on
the line with numbers, and a legend below the plot says for each what was played and
what the engine preferred.

Every word comes from the caller, already in the reader's language (`GraphWords`): this
module draws, and knows no catalogue and no game.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from itertools import pairwise

from PIL import Image, ImageDraw

from render.lettering import write_fitted
from render.png import encode
from render.theme import ALERT, FRAME, LIGHT_STONE, MUTED_TEXT, PANEL, RGB, TEXT, blend

WIDTH = 800
MARGIN = 20
TITLE_HEIGHT = 40
PLOT_HEIGHT = 260
AXIS_HEIGHT = 24
LEGEND_LINE = 24
MARK_RADIUS = 9
FIRST_AHEAD: RGB = blend(FRAME, LIGHT_STONE, 0.55)
"""Fill where the first seat is ahead: light, as the upper half."""
SECOND_AHEAD: RGB = blend(FRAME, (0, 0, 0), 0.45)
"""Fill where the other seat is ahead: darker than the frame."""
MARK: RGB = ALERT


@dataclass(frozen=True, slots=True)
class GraphWords:
    """Every text of the graph, in the reader's language."""

    locale: str
    """The language the words are in (a Discord locale tag): said, so that whoever
    checks a picture's language can, since pixels cannot be read back."""
    title: str
    first_ahead: str
    """Beside the top of the plot: the first seat ahead."""
    second_ahead: str
    """Beside the bottom: the other seat ahead."""
    plies: str
    """Under the horizontal axis."""
    marks: tuple[str, ...]
    """One line per marked swing, in the order of `swings`: the move and the engine's."""


def review_graph(advantage: Sequence[float], swings: Sequence[int], said: GraphWords) -> bytes:
    """The graph as PNG bytes. `advantage` holds the start's point then one per ply;
    `swings` are indices of plies (ply `i` ends at point `i + 1`) to mark, numbered 1,
    2, 3 in the order given, each explained by the line of `said.marks` at its place."""
    height = TITLE_HEIGHT + PLOT_HEIGHT + AXIS_HEIGHT + LEGEND_LINE * len(said.marks) + MARGIN
    image = Image.new("RGB", (WIDTH, height), FRAME)
    draw = ImageDraw.Draw(image)
    room = WIDTH - 2 * MARGIN
    write_fitted(draw, (MARGIN, 20), said.title, room, size=20, colour=TEXT, bold=True)
    top, left, right = TITLE_HEIGHT, MARGIN, WIDTH - MARGIN
    bottom = top + PLOT_HEIGHT
    draw.rectangle([left, top, right, bottom], fill=PANEL)
    points = _points(advantage, left, right, top, bottom)
    level = (top + bottom) / 2
    for (x0, y0), (x1, y1) in pairwise(points):
        _fill_between(draw, (x0, y0), (x1, y1), level)
    draw.line([(left, level), (right, level)], fill=MUTED_TEXT, width=1)
    if len(points) > 1:
        draw.line(points, fill=TEXT, width=2)
    half = room / 2 - 8
    write_fitted(draw, (left + 6, top + 12), said.first_ahead, half, size=13, colour=TEXT)
    write_fitted(draw, (left + 6, bottom - 12), said.second_ahead, half, size=13, colour=TEXT)
    axis = bottom + AXIS_HEIGHT / 2
    write_fitted(draw, (right, axis), said.plies, room, size=13, colour=MUTED_TEXT, anchor="rm")
    for number, ply in enumerate(swings, start=1):
        if ply + 1 < len(points):
            _mark(draw, points[ply + 1], number)
    for line, text in enumerate(said.marks):
        middle = bottom + AXIS_HEIGHT + LEGEND_LINE * line + LEGEND_LINE / 2
        _mark(draw, (left + MARK_RADIUS, middle), line + 1)
        write_fitted(
            draw, (left + 2 * MARK_RADIUS + 8, middle), text, room - 30, size=14, colour=TEXT
        )
    return encode(image)


def _points(
    advantage: Sequence[float], left: float, right: float, top: float, bottom: float
) -> list[tuple[float, float]]:
    """Each value's place on the plot: across by its index, up by the value."""
    count = len(advantage)
    step = (right - left) / max(1, count - 1)
    middle, reach = (top + bottom) / 2, (bottom - top) / 2 - 4
    return [
        (left + index * step, middle - max(-1.0, min(1.0, value)) * reach)
        for index, value in enumerate(advantage)
    ]


def _fill_between(
    draw: ImageDraw.ImageDraw, start: tuple[float, float], end: tuple[float, float], level: float
) -> None:
    """The area between one segment of the line and the level line, in the colour of
    the side ahead; a segment that crosses the level is split where it crosses."""
    (x0, y0), (x1, y1) = start, end
    if (y0 - level) * (y1 - level) < 0:
        crossing = x0 + (x1 - x0) * (y0 - level) / (y0 - y1)
        _fill_between(draw, start, (crossing, level), level)
        _fill_between(draw, (crossing, level), end, level)
        return
    above = min(y0, y1) < level
    colour = FIRST_AHEAD if above else SECOND_AHEAD
    draw.polygon([(x0, level), (x0, y0), (x1, y1), (x1, level)], fill=colour)


def _mark(draw: ImageDraw.ImageDraw, at: tuple[float, float], number: int) -> None:
    x, y = at
    draw.ellipse(
        [x - MARK_RADIUS, y - MARK_RADIUS, x + MARK_RADIUS, y + MARK_RADIUS],
        fill=MARK,
        outline=TEXT,
    )
    write_fitted(
        draw, (x, y), str(number), 2 * MARK_RADIUS, size=12, colour=TEXT, bold=True, anchor="mm"
    )
