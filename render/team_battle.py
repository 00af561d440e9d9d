"""A team battle's standings as an image: each team's place, name, score and the
players whose points count, from plain rows (the names are drawn, never put in text)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from i18n import ENGLISH, Message, words
from render.alt_text import fitted_alt_text, isolated
from render.lettering import drawable, write_fitted
from render.png import encode
from render.theme import FRAME, MUTED_TEXT, PANEL, TEXT
from render.typeface import font

ROW_HEIGHT = 28
MARGIN = 20
TITLE_HEIGHT = 44
WIDTHS = (40, 180, 80, 340)
MAX_NAME = 26


@dataclass(frozen=True, slots=True)
class TeamLine:
    rank: int
    team: str
    score: int
    scorers: tuple[str, ...]


def render_battle(title: str, lines: Sequence[TeamLine], *, locale: str = ENGLISH) -> bytes:
    """The teams, best first, as PNG bytes, their headers in `locale`."""
    said = words(locale)
    headers = [
        "#",
        said(Message("render-battle-team")),
        said(Message("render-battle-score")),
        said(Message("render-battle-scorers")),
    ]
    width = 2 * MARGIN + sum(WIDTHS)
    height = TITLE_HEIGHT + ROW_HEIGHT * (len(lines) + 1) + MARGIN
    image = Image.new("RGB", (width, height), FRAME)
    draw = ImageDraw.Draw(image)
    draw.text((MARGIN, 12), drawable(title), font=font(20, bold=True), fill=TEXT)
    _row(draw, TITLE_HEIGHT, headers, MUTED_TEXT, bold=True)
    for index, line in enumerate(lines):
        top = TITLE_HEIGHT + ROW_HEIGHT * (index + 1)
        if index % 2 == 0:
            draw.rectangle([MARGIN, top, width - MARGIN, top + ROW_HEIGHT - 1], fill=PANEL)
        scorers = ", ".join(drawable(name, MAX_NAME) for name in line.scorers)
        cells = [str(line.rank), drawable(line.team, MAX_NAME), said.number(line.score), scorers]
        _row(draw, top, cells, TEXT)
    return encode(image)


def describe_battle(title: str, lines: Sequence[TeamLine], *, locale: str = ENGLISH) -> str:
    """The alt text of `render_battle`: each team's place, score and scorers."""
    said = words(locale)
    rows = " ".join(
        said(
            Message(
                "render-battle-row",
                rank=line.rank,
                team=isolated(line.team),
                score=line.score,
                scorers=said.list(isolated(name) for name in line.scorers) or "-",
            )
        )
        for line in lines
    )
    return fitted_alt_text(f"{title}. {rows}")


def _row(
    draw: ImageDraw.ImageDraw,
    top: int,
    cells: list[str],
    colour: tuple[int, int, int],
    *,
    bold: bool = False,
) -> None:
    x = MARGIN + 6
    for text, width in zip(cells, WIDTHS, strict=True):
        write_fitted(
            draw, (x, top + 6), text, width - 8, size=14, bold=bold, colour=colour, anchor="la"
        )
        x += width
