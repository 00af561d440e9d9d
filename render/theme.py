"""The look every board image shares: one palette, one set of seat colours.

Players see these images on Discord's dark and light themes alike, so every image carries
its own opaque frame (a deep slate that reads as a card on white and as a panel on dark
grey) instead of relying on transparency. Colours that tell sides or markers apart come
from the Okabe-Ito set, which stays distinguishable under the common colour-vision
deficiencies, and the two "stone" colours differ in lightness, not hue, for the same reason.
"""

from __future__ import annotations

from dataclasses import dataclass

RGB = tuple[int, int, int]

FRAME: RGB = (38, 43, 51)
"""Background of every image around the board."""
PANEL: RGB = (50, 56, 66)
"""Background of side panels (pools, reserves, counts), a step lighter than the frame."""
TEXT: RGB = (238, 240, 243)
MUTED_TEXT: RGB = (168, 175, 186)
"""Coordinates and secondary labels: legible, yet quieter than the pieces."""

HIGHLIGHT: RGB = (240, 228, 66)
"""Okabe-Ito yellow: the squares of the last move."""
ALERT: RGB = (213, 94, 0)
"""Okabe-Ito vermillion: conflicts, captives, anything that just went wrong for someone."""
BLUE: RGB = (0, 114, 178)
"""Okabe-Ito blue."""
ORANGE: RGB = (230, 159, 0)
"""Okabe-Ito orange: paired with blue it survives every common colour-vision deficiency."""
GREEN: RGB = (0, 158, 115)
PURPLE: RGB = (204, 121, 167)

DARK_STONE: RGB = (33, 33, 38)
DARK_STONE_RIM: RGB = (118, 118, 128)
LIGHT_STONE: RGB = (245, 240, 228)
LIGHT_STONE_RIM: RGB = (92, 84, 70)

HIGHLIGHT_ALPHA = 0.55
"""How strongly the last-move colour covers a square: enough to see at a glance, while
the square's own colour still shows through."""


@dataclass(frozen=True, slots=True)
class SeatStyle:
    """How one seat appears in images: its colours (its name is a message, `seat_title`)."""

    fill: RGB
    ink: RGB
    """A colour that stands out on `fill` (rims, letters drawn on the seat's pieces)."""


DARK_SEAT = SeatStyle(DARK_STONE, DARK_STONE_RIM)
LIGHT_SEAT = SeatStyle(LIGHT_STONE, LIGHT_STONE_RIM)


def blend(base: RGB, top: RGB, alpha: float) -> RGB:
    """`top` laid over `base` at opacity `alpha`; what a translucent marker looks like."""
    r, g, b = (round(b * (1 - alpha) + t * alpha) for b, t in zip(base, top, strict=True))
    return r, g, b
