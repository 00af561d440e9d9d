"""The four Draughtnauts power-ups as small round badges.

Each power-up differs in both shape and colour (sword, shield, cannon, teleporter ring), so
it can be told apart without colour vision and at the size of a badge on a piece.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from i18n import Message
from render.sprites import smooth
from render.theme import ALERT, BLUE, GREEN, PURPLE, RGB

POWERUP_LETTERS = ("S", "H", "C", "T")
"""The power-ups in the order legends list them."""


def powerup_name(letter: str) -> Message:
    """A power-up's name in the reader's language: "Sword", "Schwert"."""
    return Message("render-powerup", powerup=letter)


BADGE_COLOURS: dict[str, RGB] = {"S": ALERT, "H": BLUE, "C": PURPLE, "T": GREEN}
GLYPH: RGB = (255, 255, 255)
OUTLINE: RGB = (20, 20, 24)


def _sword(draw: ImageDraw.ImageDraw, side: int) -> None:
    mid, unit = side / 2, side / 16
    draw.polygon(
        [(mid, 3 * unit), (mid + unit, 5 * unit), (mid + unit, 10 * unit),
         (mid - unit, 10 * unit), (mid - unit, 5 * unit)],
        fill=GLYPH,
    )  # fmt: skip
    draw.rectangle((mid - 3.5 * unit, 10 * unit, mid + 3.5 * unit, 11.2 * unit), fill=GLYPH)
    draw.rectangle((mid - 0.7 * unit, 11.2 * unit, mid + 0.7 * unit, 13.5 * unit), fill=GLYPH)


def _shield(draw: ImageDraw.ImageDraw, side: int) -> None:
    unit = side / 16
    draw.polygon(
        [(4 * unit, 4 * unit), (12 * unit, 4 * unit), (12 * unit, 8.5 * unit),
         (8 * unit, 13 * unit), (4 * unit, 8.5 * unit)],
        fill=GLYPH,
    )  # fmt: skip


def _cannon(draw: ImageDraw.ImageDraw, side: int) -> None:
    unit = side / 16
    draw.polygon(
        [(3.5 * unit, 9.5 * unit), (11.5 * unit, 4 * unit),
         (13 * unit, 6.2 * unit), (5 * unit, 11.7 * unit)],
        fill=GLYPH,
    )  # fmt: skip
    draw.ellipse((4.5 * unit, 8.5 * unit, 9.5 * unit, 13.5 * unit), fill=GLYPH)


def _teleporter(draw: ImageDraw.ImageDraw, side: int) -> None:
    unit = side / 16
    draw.ellipse(
        (3.5 * unit, 3.5 * unit, 12.5 * unit, 12.5 * unit), outline=GLYPH, width=round(unit * 1.3)
    )
    draw.ellipse((6.6 * unit, 6.6 * unit, 9.4 * unit, 9.4 * unit), fill=GLYPH)


_GLYPHS = {"S": _sword, "H": _shield, "C": _cannon, "T": _teleporter}


@lru_cache(maxsize=32)
def badge(letter: str, diameter: int) -> Image.Image:
    """The round badge of power-up `letter` ("S", "H", "C" or "T"), `diameter` pixels."""

    def paint(draw: ImageDraw.ImageDraw, side: int) -> None:
        rim = max(1, side // 14)
        draw.ellipse((0, 0, side - 1, side - 1), fill=OUTLINE)
        draw.ellipse((rim, rim, side - 1 - rim, side - 1 - rim), fill=BADGE_COLOURS[letter])
        _GLYPHS[letter](draw, side)

    return smooth(diameter, paint)
