"""The bracket image of an elimination tournament.

Takes plain data (boxes with names), so it knows nothing of the bot or its database.
Each section (winners' bracket, losers' bracket, grand final) is a band of columns, one
column per round, and every match is a box of two lines; the winner's line is bold
and marked, an empty slot reads "bye". Lines join each match to the one its winner
goes on to, inside a section.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from PIL import Image, ImageDraw

from i18n import ENGLISH, Message, Words, words
from render.alt_text import fitted_alt_text, isolated
from render.lettering import drawable, write_fitted
from render.png import encode
from render.theme import FRAME, GREEN, MUTED_TEXT, PANEL, TEXT
from render.typeface import font

BOX_WIDTH = 190
LINE_HEIGHT = 22
BOX_HEIGHT = 2 * LINE_HEIGHT
COLUMN_GAP = 40
ROW_GAP = 14
MARGIN = 20
TITLE_HEIGHT = 40
SECTION_HEADER = 26
MAX_NAME = 22


@dataclass(frozen=True, slots=True)
class Slot:
    """One line of a box: a player's name, None for an empty slot (a bye), or "" while
    the player is not known yet."""

    name: str | None
    won: bool = False


@dataclass(frozen=True, slots=True)
class Box:
    key: str
    section: str
    """The band the box sits in ("Winners", "Losers", "Final"); bands keep first-seen order."""
    column: int
    """Round within its section, from 1."""
    top: Slot
    bottom: Slot
    feeds: str | None = None
    """The key of the box the winner goes on to, for the connecting line."""


def render_bracket(title: str, boxes: Sequence[Box], *, locale: str = ENGLISH) -> bytes:
    """The bracket as PNG bytes; its own words (a bye) in `locale`, the title and the
    section names as the caller worded them."""
    said = words(locale)
    sections = list(dict.fromkeys(box.section for box in boxes))
    columns = max((box.column for box in boxes), default=1)
    band_heights = {name: _band_height(boxes, name) for name in sections}
    width = 2 * MARGIN + columns * BOX_WIDTH + (columns - 1) * COLUMN_GAP
    height = TITLE_HEIGHT + sum(band_heights.values()) + MARGIN
    image = Image.new("RGB", (max(width, 320), height), FRAME)
    draw = ImageDraw.Draw(image)
    draw.text((MARGIN, 10), drawable(title), font=font(20, bold=True), fill=TEXT)
    places: dict[str, tuple[int, int]] = {}
    top = TITLE_HEIGHT
    for name in sections:
        draw.text((MARGIN, top), name, font=font(15, bold=True), fill=MUTED_TEXT)
        places |= _place_band(boxes, name, top + SECTION_HEADER, band_heights[name])
        top += band_heights[name]
    for box in boxes:
        if box.feeds in places and _same_section(boxes, box.feeds, box.section):
            _connect(draw, places[box.key], places[box.feeds])
    for box in boxes:
        _draw_box(draw, places[box.key], box, said)
    return encode(image)


def describe_bracket(title: str, boxes: Sequence[Box], *, locale: str = ENGLISH) -> str:
    """The alt text of `render_bracket(title, boxes)`: every match in the reader's
    language, band by band and round by round, the players by name."""
    said = words(locale)
    matches = " ".join(said(_match_words(box)) for box in boxes)
    return fitted_alt_text(said(Message("render-bracket-words", title=title, matches=matches)))


def _match_words(box: Box) -> Message:
    where = {"section": box.section, "round": box.column}
    slots = (box.top, box.bottom)
    if None in (box.top.name, box.bottom.name):
        (present,) = [slot for slot in slots if slot.name is not None] or [Slot("")]
        return Message("render-bracket-match-bye", player=_named(present), **where)
    winner = next((slot for slot in slots if slot.won), None)
    if winner is None:
        return Message(
            "render-bracket-match", top=_named(box.top), bottom=_named(box.bottom), **where
        )
    loser = box.bottom if winner is box.top else box.top
    return Message("render-bracket-match-won", winner=_named(winner), loser=_named(loser), **where)


def _named(slot: Slot) -> str | Message:
    """A player as alt text names them: the name isolated from the sentence around it
    (an RTL name keeps the sentence's order), or 'to be decided'."""
    if not slot.name:
        return Message("render-bracket-undecided")
    return isolated(slot.name)


def _band_height(boxes: Sequence[Box], section: str) -> int:
    tallest = max(
        sum(1 for b in boxes if b.section == section and b.column == column)
        for column in {b.column for b in boxes if b.section == section}
    )
    return SECTION_HEADER + tallest * (BOX_HEIGHT + ROW_GAP) + ROW_GAP


def _place_band(
    boxes: Sequence[Box], section: str, top: int, band_height: int
) -> dict[str, tuple[int, int]]:
    """Top-left corners: each column's boxes spread evenly over the band's height, so a
    later round sits between the matches that feed it."""
    usable = band_height - SECTION_HEADER
    places = {}
    for column in {b.column for b in boxes if b.section == section}:
        in_column = [b for b in boxes if b.section == section and b.column == column]
        share = usable / len(in_column)
        x = MARGIN + (column - 1) * (BOX_WIDTH + COLUMN_GAP)
        for index, box in enumerate(in_column):
            y = top + int(share * index + (share - BOX_HEIGHT) / 2)
            places[box.key] = (x, y)
    return places


def _same_section(boxes: Sequence[Box], key: str, section: str) -> bool:
    return any(b.key == key and b.section == section for b in boxes)


def _connect(draw: ImageDraw.ImageDraw, start: tuple[int, int], end: tuple[int, int]) -> None:
    x0, y0 = start[0] + BOX_WIDTH, start[1] + BOX_HEIGHT // 2
    x1, y1 = end[0], end[1] + BOX_HEIGHT // 2
    middle = (x0 + x1) // 2
    draw.line([(x0, y0), (middle, y0), (middle, y1), (x1, y1)], fill=MUTED_TEXT, width=2)


def _draw_box(draw: ImageDraw.ImageDraw, place: tuple[int, int], box: Box, said: Words) -> None:
    x, y = place
    draw.rectangle([x, y, x + BOX_WIDTH, y + BOX_HEIGHT], fill=PANEL, outline=MUTED_TEXT)
    draw.line([(x, y + LINE_HEIGHT), (x + BOX_WIDTH, y + LINE_HEIGHT)], fill=FRAME)
    for row, slot in enumerate((box.top, box.bottom)):
        line_top = y + row * LINE_HEIGHT
        if slot.won:
            draw.rectangle([x + 1, line_top + 1, x + 5, line_top + LINE_HEIGHT - 1], fill=GREEN)
        text, colour = _slot_text(slot, said)
        write_fitted(
            draw,
            (x + 10, line_top + 3),
            text,
            BOX_WIDTH - 14,
            size=14,
            bold=slot.won,
            colour=colour,
            anchor="la",
        )


def _slot_text(slot: Slot, said: Words) -> tuple[str, tuple[int, int, int]]:
    if slot.name is None:
        return said(Message("render-bracket-bye")), MUTED_TEXT
    if not slot.name:
        return "…", MUTED_TEXT
    return drawable(slot.name, MAX_NAME), TEXT
