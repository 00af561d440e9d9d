"""Looking at rendered images the way the tests need to: decoded pixels and colour checks."""

from __future__ import annotations

import io

from PIL import Image

from render.theme import HIGHLIGHT, HIGHLIGHT_ALPHA, RGB, blend


def decode(png: bytes) -> Image.Image:
    """The PNG's pixels as an RGB image (fails if the bytes are not a PNG)."""
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    return image.convert("RGB")


def close(actual: tuple[int, ...], expected: RGB, tolerance: int = 8) -> bool:
    """Two colours equal within `tolerance` per channel (anti-aliasing, blending)."""
    return all(abs(a - e) <= tolerance for a, e in zip(actual, expected, strict=True))


def pixel(image: Image.Image, at: tuple[float, float]) -> tuple[int, ...]:
    return image.getpixel((round(at[0]), round(at[1])))


def highlighted(square_colour: RGB) -> RGB:
    """What a square of `square_colour` looks like under the last-move tint."""
    return blend(square_colour, HIGHLIGHT, HIGHLIGHT_ALPHA)


def inside_corner(box: tuple[int, int, int, int], inset: int = 5) -> tuple[int, int]:
    """A point just inside a cell's bottom-right corner: off any piece, on the square."""
    return box[2] - 1 - inset, box[3] - 1 - inset
