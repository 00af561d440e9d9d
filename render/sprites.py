"""Anti-aliased shapes drawn once and pasted many times.

Pillow draws hard-edged shapes; smooth ones come from drawing at several times the size
and shrinking. Doing that per piece per render would dominate the render time, so each
shape is drawn once per size and colour, kept, and pasted with its alpha as a mask.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import lru_cache

from PIL import Image, ImageDraw

from render.theme import RGB

SUPERSAMPLE = 4

Painter = Callable[[ImageDraw.ImageDraw, int], None]
"""Draws a shape on a transparent square canvas of the given side (supersampled pixels)."""
RectPainter = Callable[[ImageDraw.ImageDraw, tuple[int, int]], None]
"""Draws a shape on a transparent canvas of the given (width, height) (supersampled)."""


def smooth_rect(size: tuple[int, int], painter: RectPainter) -> Image.Image:
    """An RGBA sprite of `size`, painted at SUPERSAMPLE times that size and reduced."""
    big_size = (size[0] * SUPERSAMPLE, size[1] * SUPERSAMPLE)
    big = Image.new("RGBA", big_size, (0, 0, 0, 0))
    painter(ImageDraw.Draw(big), big_size)
    return big.resize(size, Image.Resampling.LANCZOS)


def smooth(side: int, painter: Painter) -> Image.Image:
    """A square RGBA sprite `side` pixels wide (see `smooth_rect`)."""
    return smooth_rect((side, side), lambda draw, size: painter(draw, size[0]))


@lru_cache(maxsize=256)
def disc(diameter: int, fill: RGB, rim: RGB, rim_fraction: float = 0.08) -> Image.Image:
    """A filled circle with a rim, the basic stone of draughts and the unit game."""

    def paint(draw: ImageDraw.ImageDraw, side: int) -> None:
        rim_width = max(1, round(side * rim_fraction))
        draw.ellipse((0, 0, side - 1, side - 1), fill=rim)
        draw.ellipse((rim_width, rim_width, side - 1 - rim_width, side - 1 - rim_width), fill=fill)

    return smooth(diameter, paint)


@lru_cache(maxsize=256)
def ring(diameter: int, colour: RGB, width_fraction: float = 0.1) -> Image.Image:
    """An unfilled circle: markers that must not hide what lies under them."""

    def paint(draw: ImageDraw.ImageDraw, side: int) -> None:
        width = max(1, round(side * width_fraction))
        draw.ellipse((0, 0, side - 1, side - 1), outline=colour, width=width)

    return smooth(diameter, paint)


def paste_centred(canvas: Image.Image, sprite: Image.Image, centre: tuple[float, float]) -> None:
    """Paste an RGBA sprite so that its middle lands on `centre`."""
    x = round(centre[0] - sprite.width / 2)
    y = round(centre[1] - sprite.height / 2)
    canvas.paste(sprite, (x, y), sprite)
