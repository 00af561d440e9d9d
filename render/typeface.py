"""The font shipped with the project (DejaVu Sans, licence in `fonts/`).

Shipping the font makes every image look the same on every host, whatever fonts the
machine happens to have. Loading a TrueType face is slow next to drawing with it, so each
size is loaded once per process.
"""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PIL import ImageFont

FONT_DIR = Path(__file__).parent / "fonts"


@lru_cache(maxsize=64)
def font(size: int, *, bold: bool = False) -> ImageFont.FreeTypeFont:
    """DejaVu Sans (or Sans Bold) at `size` pixels."""
    name = "DejaVuSans-Bold.ttf" if bold else "DejaVuSans.ttf"
    return ImageFont.truetype(str(FONT_DIR / name), size)
