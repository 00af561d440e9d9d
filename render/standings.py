"""The standings table of a tournament as an image, from plain rows.

A picture keeps the columns aligned on every device, which a chat message in a
proportional font cannot. Withdrawn players stay in the table, greyed out, because
their results still count for everyone else's tie-break.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from i18n import ENGLISH, Message, Words, words
from render.alt_text import fitted_alt_text, isolated
from render.lettering import drawable, write_fitted
from render.png import encode
from render.theme import FRAME, MUTED_TEXT, PANEL, TEXT
from render.typeface import font

ROW_HEIGHT = 28
MARGIN = 20
TITLE_HEIGHT = 44
COLUMNS = (
    (Message("render-standings-rank"), 40),
    (Message("render-standings-player"), 240),
    (Message("render-standings-points"), 80),
    (None, 110),
    (Message("render-standings-record"), 90),
)
"""Header and width of each column; the tie-break header (None) is given per table."""
MAX_NAME = 26


@dataclass(frozen=True, slots=True)
class Line:
    rank: int
    name: str
    points: float
    tiebreak: float | None
    wins: int
    draws: int
    losses: int
    withdrawn: bool = False


def render_standings(
    title: str, tiebreak_name: str, lines: Sequence[Line], *, locale: str = ENGLISH
) -> bytes:
    """The table as PNG bytes, its headers and numbers in `locale`; `tiebreak_name`
    (worded by the caller) heads the tie-break column ("" hides it)."""
    said = words(locale)
    headers = [(tiebreak_name if name is None else said(name), width) for name, width in COLUMNS]
    width = 2 * MARGIN + sum(w for _, w in headers)
    height = TITLE_HEIGHT + ROW_HEIGHT * (len(lines) + 1) + MARGIN
    image = Image.new("RGB", (width, height), FRAME)
    draw = ImageDraw.Draw(image)
    draw.text((MARGIN, 12), drawable(title), font=font(20, bold=True), fill=TEXT)
    _row(draw, TITLE_HEIGHT, [h for h, _ in headers], headers, MUTED_TEXT, bold=True)
    for index, line in enumerate(lines):
        top = TITLE_HEIGHT + ROW_HEIGHT * (index + 1)
        if index % 2 == 0:
            draw.rectangle([MARGIN, top, width - MARGIN, top + ROW_HEIGHT - 1], fill=PANEL)
        _row(draw, top, _cells(line, said), headers, MUTED_TEXT if line.withdrawn else TEXT)
    return encode(image)


def describe_standings(title: str, lines: Sequence[Line], *, locale: str = ENGLISH) -> str:
    """The alt text of `render_standings(title, ...)`: each row in the reader's language,
    the players by name (the tie-break is left to the picture)."""
    said = words(locale)
    rows = " ".join(said(_row_words(line, said)) for line in lines)
    return fitted_alt_text(said(Message("render-standings-words", title=title, rows=rows)))


def _row_words(line: Line, said: Words) -> Message:
    name = isolated(line.name)
    return Message(
        "render-standings-row",
        rank=line.rank,
        name=Message("render-standings-withdrawn", name=name) if line.withdrawn else name,
        points=_number(line.points, said),
        wins=line.wins,
        draws=line.draws,
        losses=line.losses,
    )


def _cells(line: Line, said: Words) -> list[str]:
    name = drawable(line.name, MAX_NAME)
    if line.withdrawn:
        name = said(Message("render-standings-withdrawn", name=name))
    tiebreak = "" if line.tiebreak is None else _number(line.tiebreak, said)
    record = f"{line.wins}-{line.draws}-{line.losses}"
    return [str(line.rank), name, _number(line.points, said), tiebreak, record]


def _number(value: float, said: Words) -> str:
    """Half points as players write them (2, 2½), other values as the language writes
    numbers (10.25, 10,25)."""
    whole = int(value)
    if value - whole == 0.5:
        return f"{said.number(whole) if whole else ''}½"
    return said.number(value)


def _row(
    draw: ImageDraw.ImageDraw,
    top: int,
    cells: list[str],
    headers: list[tuple[str, int]],
    colour: tuple[int, int, int],
    *,
    bold: bool = False,
) -> None:
    x = MARGIN + 6
    for text, (_, width) in zip(cells, headers, strict=True):
        write_fitted(
            draw, (x, top + 6), text, width - 8, size=14, bold=bold, colour=colour, anchor="la"
        )
        x += width
