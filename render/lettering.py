"""Writing words into a picture so that they fit: the one helper for text whose length
depends on the language (German and Russian words run long).

A text that is too wide for its room is first set smaller, down to `SMALLEST`; only a
text that still does not fit is shortened with an ellipsis, so nothing is ever drawn
outside its room or over its neighbour.
"""

from __future__ import annotations

from functools import lru_cache

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


def drawable(text: str, most: int | None = None) -> str:
    """`text` as the shipped font can draw it: characters it has no glyph for (most
    emoji) left out rather than drawn as empty boxes, at most `most` characters (the
    last one an ellipsis), and "?" for a text with nothing left. For member-written
    text such as display names; right-to-left text is laid out by Pillow itself."""
    kept = "".join(character for character in text if _has_glyph(character)).strip()
    if most is not None and len(kept) > most:
        kept = kept[: most - 1] + "…"
    return kept or "?"


@lru_cache(maxsize=4096)
def _has_glyph(character: str) -> bool:
    """Whether DejaVu draws `character`: a missing glyph is drawn as the font's
    "missing" box, the same picture for every character the font lacks."""
    if character.isspace() or not character.isprintable():
        return character == " "
    return _picture(character) != _picture(_LACKING)


_LACKING = "\U000f0000"
"""A character the font lacks (from a private-use plane)."""


@lru_cache(maxsize=4096)
def _picture(character: str) -> tuple[object, ...]:
    """What the font draws for `character`: the size, outline and shades of its mask."""
    mask = font(14).getmask(character)
    return mask.size, mask.getprojection(), tuple(mask.histogram())
