"""Writing words into a picture so that they fit: the one helper for text whose length
depends on the language (German and Russian words run long).

A text that is too wide for its room is first set smaller, down to `SMALLEST`; only a
text that still does not fit is shortened with an ellipsis, so nothing is ever drawn
outside its room or over its neighbour.
"""

from __future__ import annotations

from PIL import ImageDraw

from render.theme import RGB
from render.typeface import font

SMALLEST = 9
"""The smallest type size the fitting goes down to before it shortens a text."""


def write_fitted(
    draw: ImageDraw.ImageDraw,
    at: tuple[float, float],
    words: str,
    room: float,
    *,
    size: int,
    colour: RGB,
    bold: bool = False,
    anchor: str = "lm",
) -> float:
    """Draw `words` at `at` (anchored by `anchor`) no wider than `room` pixels, at
    `size` or smaller; returns the width drawn."""
    for fitting in range(size, SMALLEST - 1, -1):
        face = font(fitting, bold=bold)
        if draw.textlength(words, font=face) <= room:
            break
    while words and draw.textlength(words, font=face) > room:
        words = words[:-2] + "…" if len(words) > 1 else ""
    draw.text(at, words, font=face, fill=colour, anchor=anchor)
    return draw.textlength(words, font=face)
