"""Replay GIFs: every position in order, and always within the byte limit."""

from __future__ import annotations

import io
import random

import pytest
from PIL import Image, ImageChops

import games
import render
from games.contract import ReplayError
from render.replay import ReplayTooLarge, same_size, sampled

MOVES = ["Ba1-a2", "Bb2-b3", "+a2", "+b3", "Ba2-b2", "Bb3-b4"]
OPTIONS = {"setup": "a1,b2,c3,d4"}


def frames(gif: bytes) -> list[Image.Image]:
    image = Image.open(io.BytesIO(gif))
    assert image.format == "GIF"
    found = []
    for index in range(image.n_frames):
        image.seek(index)
        found.append(image.convert("RGB"))
    return found


def mostly_equal(shown: Image.Image, expected: Image.Image) -> bool:
    """Equal but for the palette's rounding: under 1% of pixels differ noticeably."""
    assert shown.size == expected.size
    difference = ImageChops.difference(shown, expected).convert("L")
    far_off = difference.point(lambda level: 255 if level > 24 else 0).histogram()[255]
    return far_off < expected.width * expected.height * 0.01


def test_a_short_match_gets_one_frame_per_position_ending_on_the_last() -> None:
    gif = render.replay_gif("draagostat", OPTIONS, 0, MOVES)
    shown = frames(gif)
    assert len(shown) == len(MOVES) + 1
    final = games.get("draagostat").replay(MOVES, OPTIONS)
    last_png = Image.open(io.BytesIO(render.render(final))).convert("RGB")
    assert shown[-1].size == last_png.size
    assert mostly_equal(shown[-1], last_png)


def test_a_tight_limit_drops_frames_or_shrinks_but_fits() -> None:
    full = render.replay_gif("draagostat", OPTIONS, 0, MOVES)
    limit = len(full) // 2
    small = render.replay_gif("draagostat", OPTIONS, 0, MOVES, max_bytes=limit)
    assert len(small) <= limit
    shown = frames(small)
    assert shown[0].width < frames(full)[0].width or len(shown) < len(MOVES) + 1


def test_a_long_match_keeps_first_and_last_positions() -> None:
    assert sampled(10, 3) == [0, 3, 6, 9]
    assert sampled(11, 3) == [0, 3, 6, 9, 10]
    assert sampled(1, 4) == [0]


def test_an_impossible_limit_is_refused() -> None:
    with pytest.raises(ReplayTooLarge):
        render.replay_gif("draagostat", OPTIONS, 0, MOVES, max_bytes=500)


def test_a_refused_move_names_its_number() -> None:
    with pytest.raises(ReplayError) as refused:
        render.replay_gif("draagostat", OPTIONS, 0, ["Ba1-a2", "Zz9"])
    assert refused.value.number == 2


def test_a_card_table_that_changes_size_keeps_every_frame_whole() -> None:
    """The card game's picture changes size as its table grows; every frame of the replay
    must still show exactly its own position on the shared canvas."""
    game = games.get("domination-cards")
    rng = random.Random(3)
    states, moves = [game.start(seed=3)], []
    for _ in range(30):
        move = rng.choice(states[-1].legal_moves())
        moves.append(str(move))
        states.append(states[-1].apply(move))
    pictures = [Image.open(io.BytesIO(render.render(state))).convert("RGB") for state in states]
    assert len({picture.size for picture in pictures}) > 1
    shown = frames(render.replay_gif(game.id, {}, 3, moves))
    for frame, expected in zip(shown, same_size(pictures), strict=True):
        assert mostly_equal(frame, expected)
