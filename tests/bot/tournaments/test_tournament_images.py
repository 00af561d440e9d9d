"""The bracket and standings images, checked by what they show: the text drawn (read
by watching Pillow draw it), its colour and order, and the pixels of the markers."""

from __future__ import annotations

import io
from dataclasses import dataclass

import pytest
from PIL import Image, ImageDraw

from render.bracket import LINE_HEIGHT, Box, Slot, describe_bracket, render_bracket
from render.standings import Line, describe_standings, render_standings
from render.theme import FRAME, GREEN, MUTED_TEXT, PANEL, TEXT


@dataclass(frozen=True)
class Drawn:
    x: int
    y: int
    text: str
    fill: tuple[int, int, int]


@pytest.fixture
def drawn(monkeypatch) -> list[Drawn]:
    """Every text the renderers draw, in order, with where and in which colour."""
    seen: list[Drawn] = []
    draw_text = ImageDraw.ImageDraw.text

    def watched(self, xy, text, *args, **kwargs):
        seen.append(Drawn(int(xy[0]), int(xy[1]), text, kwargs.get("fill")))
        return draw_text(self, xy, text, *args, **kwargs)

    monkeypatch.setattr(ImageDraw.ImageDraw, "text", watched)
    return seen


def pixels(png: bytes) -> Image.Image:
    image = Image.open(io.BytesIO(png))
    assert image.format == "PNG"
    return image.convert("RGB")


def test_standings_show_each_player_with_points_tiebreak_and_record(drawn) -> None:
    lines = [
        Line(1, "ann", 2.5, 4.0, 2, 1, 0),
        Line(2, "ben", 1.0, 3.5, 1, 0, 2, withdrawn=True),
    ]
    png = render_standings("Spring Cup", "Buchholz", lines)
    assert drawn[0].text == "Spring Cup"
    header = [d.text for d in drawn[1:6]]
    assert header == ["#", "Player", "Points", "Buchholz", "W-D-L"]
    ann = [d for d in drawn if d.y == next(d.y for d in drawn if d.text == "ann")]
    ben = [d for d in drawn if d.y == next(d.y for d in drawn if d.text == "ben (out)")]
    assert [d.text for d in ann] == ["1", "ann", "2½", "4", "2-1-0"]
    assert [d.text for d in ben] == ["2", "ben (out)", "1", "3½", "1-0-2"]
    assert ann[0].y < ben[0].y
    assert {d.fill for d in ann} == {TEXT}
    assert {d.fill for d in ben} == {MUTED_TEXT}  # withdrawn: greyed out, still listed
    image = pixels(png)
    # The first row sits on a panel stripe, the second on the frame.
    assert image.getpixel((ann[0].x - 4, ann[0].y - 4)) == PANEL
    assert image.getpixel((ben[0].x - 4, ben[0].y - 4)) == FRAME
    # The name is really drawn: its cell holds text-coloured pixels.
    cell = image.crop((ann[1].x, ann[1].y, ann[1].x + 40, ann[1].y + 16))
    assert TEXT in {colour for _, colour in cell.getcolors(maxcolors=4096)}


def test_standings_without_a_tiebreak_leave_its_column_empty(drawn) -> None:
    render_standings("Cup", "", [Line(1, "ann", 1.0, None, 1, 0, 0)])
    assert [d.text for d in drawn if d.y == next(d.y for d in drawn if d.text == "ann")] == [
        "1",
        "ann",
        "1",
        "",
        "1-0-0",
    ]


def test_bracket_shows_names_byes_pending_slots_and_marks_the_winner(drawn) -> None:
    boxes = [
        Box("W1-1", "Winners", 1, Slot("ann", won=True), Slot("ben"), "W2-1"),
        Box("W1-2", "Winners", 1, Slot("cat", won=True), Slot(None), "W2-1"),
        Box("W2-1", "Winners", 2, Slot("ann"), Slot("")),
        Box("L1-1", "Losers", 1, Slot("ben"), Slot("")),
    ]
    png = render_bracket("Cup", boxes)
    texts = [d.text for d in drawn]
    assert texts[:2] == ["Cup", "Winners"]
    assert "Losers" in texts
    by_text = {}
    for d in drawn:
        by_text.setdefault(d.text, []).append(d)
    assert len(by_text["ann"]) == 2 and len(by_text["ben"]) == 2
    assert [d.fill for d in by_text["bye"]] == [MUTED_TEXT]
    assert [d.fill for d in by_text["…"]] == [MUTED_TEXT, MUTED_TEXT]
    # Round 2 sits right of round 1, between the two boxes that feed it.
    first_ann, final_ann = sorted(by_text["ann"], key=lambda d: d.x)
    cat = by_text["cat"][0]
    assert final_ann.x > first_ann.x
    assert first_ann.y < final_ann.y < cat.y + LINE_HEIGHT
    # The winner's line carries the green marker; the loser's does not.
    image = pixels(png)
    marker = (first_ann.x - 7, first_ann.y + LINE_HEIGHT // 2)
    assert image.getpixel(marker) == GREEN
    loser = next(d for d in by_text["ben"] if d.x == first_ann.x)
    assert image.getpixel((loser.x - 7, loser.y + LINE_HEIGHT // 2)) == PANEL
    assert image.getpixel((final_ann.x - 7, final_ann.y + LINE_HEIGHT // 2)) == PANEL


def test_long_names_are_cut_to_fit(drawn) -> None:
    render_standings("Cup", "", [Line(1, "A" * 40, 0.0, None, 0, 0, 0)])
    render_bracket("Cup", [Box("W1-1", "Winners", 1, Slot("B" * 40), Slot(None))])
    cut = [d.text for d in drawn if d.text.endswith("…") and len(d.text) > 1]
    assert cut == ["A" * 25 + "…", "B" * 21 + "…"]


def test_the_bracket_is_described_match_by_match_with_names() -> None:
    boxes = [
        Box("W1-1", "Winners", 1, Slot("ann", won=True), Slot("ben"), feeds="W2-1"),
        Box("W1-2", "Winners", 1, Slot("cat", won=True), Slot(None), feeds="W2-1"),
        Box("W2-1", "Winners", 2, Slot("ann"), Slot("")),
    ]
    assert describe_bracket("Cup", boxes) == (
        "Cup, elimination bracket."
        " Winners, round 1: \u2068ann\u2069 beat \u2068ben\u2069."
        " Winners, round 1: \u2068cat\u2069 goes through with a bye."
        " Winners, round 2: \u2068ann\u2069 against a player still to be decided."
    )
    german = describe_bracket("Cup", boxes[:1], locale="de")
    assert german == "Cup, K.-o.-Baum. Winners, Runde 1: \u2068ann\u2069 besiegte \u2068ben\u2069."


def test_the_standings_are_described_row_by_row() -> None:
    lines = [Line(1, "ann", 2.5, 4.0, 2, 1, 0), Line(2, "ben", 0.0, 3.5, 0, 0, 3, withdrawn=True)]
    assert describe_standings("Cup", lines) == (
        "Cup, standings. 1. \u2068ann\u2069: 2½ pts, 2-1-0 (W-D-L)."
        " 2. \u2068ben\u2069 (out): 0 pts, 0-0-3 (W-D-L)."
    )
