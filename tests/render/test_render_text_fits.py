"""Every word drawn fits, in every language: for a board of every game, under way and
finished, its private hands and the tournament pictures, each text box the renderer
draws lies inside its image and overlaps no other text box of that image.

The boxes are recorded where Pillow draws text (`ImageDraw.text`, wrapped for the test)
and measured with Pillow's own `textbbox`, so nothing is read back from the pixels.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from itertools import combinations
from types import ModuleType

import pytest
from PIL import Image, ImageDraw

import games
import render
import render.bracket
import render.card_faces
import render.domination_cards
import render.domination_grid
import render.draagostat
import render.draughtnauts
import render.powerup_icons
import render.sprites
import render.status
from i18n import SHIPPED
from render.bracket import Box, Slot, render_bracket
from render.lettering import SMALLEST, drawable, write_fitted
from render.standings import Line, render_standings
from render.typeface import font

Boxes = dict[int, tuple[tuple[int, int], list[tuple[str, tuple[int, int, int, int]]]]]

CACHED = (
    render.draughtnauts,
    render.draagostat,
    render.domination_grid,
    render.domination_cards,
    render.card_faces,
    render.powerup_icons,
    render.sprites,
    render.status,
)
"""Modules whose drawings are cached: cleared so every text is drawn while recorded."""


@pytest.fixture
def drawn(monkeypatch: pytest.MonkeyPatch) -> Iterator[Boxes]:
    """The text boxes drawn from now on, by image: its size and each (text, box)."""
    boxes: Boxes = {}
    # Every image recorded is kept alive: an id is unique only among live objects, and a
    # freed image's id reused by the next image would merge the two images' boxes.
    drawn_on: list[Image.Image] = []
    original = ImageDraw.ImageDraw.text

    def recorded(self, xy, text, *args, **kwargs):  # type: ignore[no-untyped-def]
        box = self.textbbox(xy, text, font=kwargs.get("font"), anchor=kwargs.get("anchor"))
        image = self._image
        if id(image) not in boxes:
            drawn_on.append(image)
        boxes.setdefault(id(image), (image.size, []))[1].append((text, box))
        return original(self, xy, text, *args, **kwargs)

    for module in CACHED:
        _clear_caches(module)
    monkeypatch.setattr(ImageDraw.ImageDraw, "text", recorded)
    yield boxes
    for module in CACHED:
        _clear_caches(module)


def _clear_caches(module: ModuleType) -> None:
    for value in vars(module).values():
        if callable(getattr(value, "cache_clear", None)):
            value.cache_clear()


def assert_fits(boxes: Boxes) -> None:
    assert boxes, "no text was drawn"
    for (width, height), texts in boxes.values():
        for text, (left, top, right, bottom) in texts:
            inside = left >= 0 and top >= 0 and right <= width and bottom <= height
            assert inside, f"{text!r} at {(left, top, right, bottom)} leaves {width}x{height}"
        for (text, one), (other_text, other) in combinations(texts, 2):
            assert not _overlap(one, other), f"{text!r} {one} overlaps {other_text!r} {other}"


def _overlap(one: tuple[int, int, int, int], other: tuple[int, int, int, int]) -> bool:
    return one[0] < other[2] and other[0] < one[2] and one[1] < other[3] and other[1] < one[3]


def _states(game_id: str) -> list[games.State]:
    """A game under way and a finished one, in the game's richest variant (power-ups,
    royals) and its plainest."""
    game = games.get(game_id)
    found = []
    for options in (game.variants[0], game.variants[-1]):
        rng, state = random.Random(5), game.start(options, seed=5)
        for ply in range(game.random_game_bound * 4):
            if state.is_over:
                break
            if ply == 12:
                found.append(state)
            state = state.apply(rng.choice(state.legal_moves()))
        found.append(state)
    assert any(state.is_over for state in found), f"no {game_id} game ended"
    return found


@pytest.mark.parametrize("locale", SHIPPED)
@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_every_word_on_a_board_fits_in_every_language(
    game_id: str, locale: str, drawn: Boxes
) -> None:
    game = games.get(game_id)
    for state in _states(game_id):
        for viewer in (None, game.seats[-1]):
            drawn.clear()
            render.render(state, viewer, locale=locale)
            assert_fits(drawn)
        if game.hidden_information:
            for seat in game.seats:
                drawn.clear()
                render.render_hand(state, seat, locale=locale)
                assert_fits(drawn)


@pytest.mark.parametrize("locale", SHIPPED)
def test_the_tournament_pictures_fit_in_every_language(locale: str, drawn: Boxes) -> None:
    lines = [
        Line(1, "Alexandra Konstantinopolskaya", 3.5, 10.25, 3, 1, 0),
        Line(2, "Bo", 2, None, 2, 0, 2, withdrawn=True),
    ]
    render_standings("Swiss: Draughtnauts", "Buchholz", lines, locale=locale)
    assert_fits(drawn)
    drawn.clear()
    boxes = [
        Box("a", "Winners", 1, Slot("Alexandra Konstantinopolskaya", won=True), Slot(None), "b"),
        Box("b", "Winners", 2, Slot(""), Slot("Bo")),
    ]
    render_bracket("Elimination", boxes, locale=locale)
    assert_fits(drawn)


def test_a_text_too_wide_for_its_room_is_set_smaller_then_shortened() -> None:
    canvas = Image.new("RGB", (300, 40))
    draw = ImageDraw.Draw(canvas)
    words = "Power-ups noch aufzustellen"
    room = draw.textlength(words, font=font(16)) - 20
    assert write_fitted(draw, (0, 20), words, room, size=16, colour=(255, 255, 255)) <= room
    assert draw.textlength(words, font=font(SMALLEST)) <= room  # it shrank, not cut
    cut = write_fitted(draw, (0, 20), words * 10, 120, size=16, colour=(255, 255, 255))
    assert 0 < cut <= 120


def test_member_written_names_are_drawn_with_what_the_font_has() -> None:
    assert drawable("דנה 🐉") == "דנה"  # right to left kept, the emoji left out
    assert drawable("🐉🐉") == "?"
    assert drawable("@everyone") == "@everyone"
    assert drawable("Bartholomew Featherstonehaugh", 12) == "Bartholomew…"
