"""A league season's standings as one image: a table per division, one under the other,
each row's player marked with where the season's end takes them (up, down).

Each division is drawn as a tournament's standings table (`render.standings`), so the
two read alike; the arrows lead the names (drawn in the font's own triangles)."""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass, replace

from PIL import Image

from i18n import ENGLISH, Message, words
from render.alt_text import fitted_alt_text, isolated
from render.png import encode
from render.standings import Line, describe_standings, render_standings
from render.theme import FRAME

ARROWS = {1: "▲", -1: "▼", 0: " "}


@dataclass(frozen=True, slots=True)
class DivisionLines:
    heading: str
    lines: tuple[Line, ...]
    moves: tuple[int, ...]
    """Per line: 1 moves up at the season's end, -1 down, 0 stays."""


def render_league(
    title: str, divisions: Sequence[DivisionLines], *, locale: str = ENGLISH
) -> bytes:
    """Every division's table under the league's `title`, as PNG bytes."""
    tables = [
        Image.open(io.BytesIO(render_standings(_title(title, d), "", _marked(d), locale=locale)))
        for d in divisions
    ]
    width = max(table.width for table in tables)
    image = Image.new("RGB", (width, sum(table.height for table in tables)), FRAME)
    top = 0
    for table in tables:
        image.paste(table, (0, top))
        top += table.height
    return encode(image)


def describe_league(
    title: str, divisions: Sequence[DivisionLines], *, locale: str = ENGLISH
) -> str:
    """The alt text of `render_league`: each division's rows, and who moves up and down."""
    said = words(locale)
    parts = []
    for division in divisions:
        parts.append(describe_standings(_title(title, division), division.lines, locale=locale))
        for move, message in ((1, "render-league-up"), (-1, "render-league-down")):
            movers = [
                isolated(line.name)
                for line, moving in zip(division.lines, division.moves, strict=True)
                if moving == move
            ]
            if movers:
                parts.append(said(Message(message, players=said.list(movers))))
    return fitted_alt_text(" ".join(parts))


def _title(title: str, division: DivisionLines) -> str:
    return f"{title} · {division.heading}"


def _marked(division: DivisionLines) -> list[Line]:
    """The division's lines with each mover's arrow before their name."""
    return [
        replace(line, name=f"{ARROWS[move]} {line.name}")
        for line, move in zip(division.lines, division.moves, strict=True)
    ]
