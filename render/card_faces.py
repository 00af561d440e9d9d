"""Playing cards for the card game: table cards, hand cards and card backs.

A card's owner is its colour (Okabe-Ito blue for Horizontal, orange for Vertical) and
also its shape on the table (landscape or portrait), so ownership never rests on colour
alone. Values are printed large in the middle: they are what players scan the table for.
"""

from __future__ import annotations

from functools import lru_cache

from PIL import Image, ImageDraw

from render.sprites import SUPERSAMPLE, smooth_rect
from render.theme import BLUE, ORANGE, RGB, SeatStyle
from render.typeface import font

HORIZONTAL = SeatStyle(BLUE, (255, 255, 255))
VERTICAL = SeatStyle(ORANGE, (24, 24, 28))
ROYAL_FACE: RGB = (250, 246, 236)
ROYAL_INK: RGB = (120, 72, 0)
CARD_EDGE: RGB = (16, 18, 22)
BACK: RGB = (120, 128, 142)
BACK_PATTERN: RGB = (150, 158, 172)


@lru_cache(maxsize=512)
def card(
    label: str, style: SeatStyle | None, size: tuple[int, int], fortification: str | None = None
) -> Image.Image:
    """A face-up card `size` (width, height) showing `label`, in `style`'s colours (None:
    a royal, which belongs to nobody until played). A fortified card carries its royal's
    letter on a white seal in the corner."""
    fill, ink = (style.fill, style.ink) if style else (ROYAL_FACE, ROYAL_INK)

    def paint(draw: ImageDraw.ImageDraw, big: tuple[int, int]) -> None:
        width, height = big
        short = min(big)
        radius = short * 0.12
        draw.rounded_rectangle((0, 0, width - 1, height - 1), radius, fill=CARD_EDGE)
        edge = max(SUPERSAMPLE, round(short * 0.035))
        draw.rounded_rectangle(
            (edge, edge, width - 1 - edge, height - 1 - edge), radius - edge, fill=fill
        )
        value_font = font(round(short * (0.5 if len(label) < 2 else 0.42)), bold=True)
        draw.text((width / 2, height / 2), label, font=value_font, fill=ink, anchor="mm")
        if fortification is not None:
            _seal(draw, fortification, short, (width - short * 0.3, short * 0.3))

    return smooth_rect(size, paint)


def _seal(draw: ImageDraw.ImageDraw, royal: str, short: int, centre: tuple[float, float]) -> None:
    """The royal fortifying a card: its letter on a white seal ringed in black."""
    x, y = centre
    radius = short * 0.24
    draw.ellipse((x - radius, y - radius, x + radius, y + radius), fill=CARD_EDGE)
    inner = radius * 0.84
    draw.ellipse((x - inner, y - inner, x + inner, y + inner), fill=ROYAL_FACE)
    face = font(round(radius * 1.15), bold=True)
    draw.text((x, y), royal, font=face, fill=ROYAL_INK, anchor="mm")


@lru_cache(maxsize=8)
def back(size: tuple[int, int]) -> Image.Image:
    """A face-down card: hands and the deck as the public sees them."""

    def paint(draw: ImageDraw.ImageDraw, big: tuple[int, int]) -> None:
        width, height = big
        short = min(big)
        edge = max(SUPERSAMPLE, round(short * 0.08))
        draw.rounded_rectangle((0, 0, width - 1, height - 1), short * 0.14, fill=BACK)
        for offset in range(-height, width, short // 3):
            draw.line((offset, height, offset + height, 0), fill=BACK_PATTERN, width=edge)
        draw.rounded_rectangle(
            (0, 0, width - 1, height - 1), short * 0.14, outline=CARD_EDGE, width=edge
        )

    return smooth_rect(size, paint)
