"""PNG encoding tuned for board images.

Board images are large flat areas with a few anti-aliased edges: a 256-colour palette
holds them without visible loss, and a palette image is a third the bytes of the RGB one,
so zlib (the bulk of the time of a render) has a third of the work. The fast octree
quantizer keeps the flat colours exact enough for the pixel tests and takes a few
milliseconds; dithering is off, since it would only add noise to flat squares.
`bench/render_speed.py` measures the whole pipeline against a plain board.
"""

from __future__ import annotations

import io

from PIL import Image

COMPRESS_LEVEL = 3
COLOURS = 256


def encode(image: Image.Image) -> bytes:
    """The image as palette PNG bytes."""
    indexed = image.quantize(COLOURS, method=Image.Quantize.FASTOCTREE, dither=Image.Dither.NONE)
    buffer = io.BytesIO()
    indexed.save(buffer, format="PNG", compress_level=COMPRESS_LEVEL)
    return buffer.getvalue()
