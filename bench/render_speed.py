"""How long a board image takes, next to drawing and encoding an empty board.

    python -m bench.render_speed [--repeats N]

For each game, a position a few dozen random moves into a match is rendered at its
default size; the baseline is a plain checkered board of the same pixel size, drawn with
rectangles and encoded the same way. Both are timed in the same run, taking turns, so a
machine compares itself with itself and load elsewhere slows both alike.
Target: ratio at most 2.0 and images under 150 KB.
"""

from __future__ import annotations

import argparse
import io
import statistics
import time
from collections.abc import Callable

from PIL import Image, ImageDraw

import games
import render
from render.png import encode
from render.theme import FRAME
from scripts.playouts import random_position

TARGET_RATIO = 2.0
TARGET_BYTES = 150 * 1024


def empty_board(size: tuple[int, int], cells: int = 8) -> bytes:
    """The baseline: a checkered board filling an image of `size`, encoded as PNG."""
    image = Image.new("RGB", size, FRAME)
    draw = ImageDraw.Draw(image)
    side = min(size) // cells
    for row in range(cells):
        for column in range(cells):
            colour = (220, 200, 160) if (row + column) % 2 else (120, 90, 60)
            x, y = column * side, row * side
            draw.rectangle((x, y, x + side - 1, y + side - 1), fill=colour)
    return encode(image)


def median_seconds(actions: list[Callable[[], object]], repeats: int) -> list[float]:
    """Median wall time of each action. The actions take turns, so a busy machine slows
    them alike and their ratio stays fair."""
    for action in actions:
        action()  # warm caches: fonts, board layers, sprites
    timings: list[list[float]] = [[] for _ in actions]
    for _ in range(repeats):
        for action, times in zip(actions, timings, strict=True):
            start = time.perf_counter()
            action()
            times.append(time.perf_counter() - start)
    return [statistics.median(times) for times in timings]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeats", type=int, default=30)
    repeats = parser.parse_args().repeats
    print(f"{'game':<18}{'size':>11}{'render ms':>11}{'empty ms':>10}{'ratio':>7}{'KB':>7}")
    for game in games.all_games():
        state = random_position(game)
        png = render.render(state)
        size = Image.open(io.BytesIO(png)).size
        drawn, plain = median_seconds(
            [lambda state=state: render.render(state), lambda size=size: empty_board(size)],
            repeats,
        )
        ratio = drawn / plain
        verdict = "ok" if ratio <= TARGET_RATIO and len(png) <= TARGET_BYTES else "OVER"
        print(
            f"{game.id:<18}{size[0]:>5}x{size[1]:<5}{drawn * 1000:>11.1f}{plain * 1000:>10.1f}"
            f"{ratio:>7.2f}{len(png) / 1024:>7.1f}  {verdict}"
        )


if __name__ == "__main__":
    main()
