"""The bracket and standings images: valid PNGs whose size follows the content."""

from __future__ import annotations

import io

from PIL import Image

from render.bracket import Box, Slot, render_bracket
from render.standings import Line, render_standings


def size(png: bytes) -> tuple[int, int]:
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    return image.size


def boxes(rounds: int) -> list[Box]:
    result = []
    for column in range(1, rounds + 1):
        for place in range(1, 2 ** (rounds - column) + 1):
            key = f"W{column}-{place}"
            feeds = f"W{column + 1}-{(place + 1) // 2}" if column < rounds else None
            result.append(Box(key, "Winners", column, Slot("ann", won=True), Slot(None), feeds))
    return result


def test_bracket_grows_with_rounds() -> None:
    small, large = size(render_bracket("Cup", boxes(2))), size(render_bracket("Cup", boxes(3)))
    assert large[0] > small[0] and large[1] > small[1]


def test_a_second_section_adds_a_band() -> None:
    winners = boxes(2)
    with_losers = [*winners, Box("L1-1", "Losers", 1, Slot(""), Slot(""))]
    assert size(render_bracket("Cup", with_losers))[1] > size(render_bracket("Cup", winners))[1]


def test_standings_have_a_row_per_player() -> None:
    line = Line(1, "ann", 2.5, 4.0, 2, 1, 0)
    one, three = (size(render_standings("Cup", "Buchholz", [line] * count)) for count in (1, 3))
    assert three[1] > one[1] and three[0] == one[0]
