"""An animated GIF of a whole match, small enough to upload to Discord.

A match is its options, seed and moves, so the replay is rebuilt from them rather than
from stored pictures. Discord refuses uploads over 10 MiB: long matches first lose frames
(every k-th position is kept, the first and last always), then, once few frames are left,
shrink. Each attempt's size tells how far to go for the next one.
"""

from __future__ import annotations

import io
import math
from collections.abc import Mapping, Sequence
from typing import Any

from PIL import Image

import games
from games.contract import GameError, Move, Options, ReplayError, State
from i18n import ENGLISH, words
from render.registry import drawer_for
from render.status import Ending
from render.theme import FRAME

GIF_LIMIT = 10 * 1024 * 1024
FRAME_MS = 900
LAST_FRAME_MS = 4000
"""The final position stays up long enough to read the result before the loop restarts."""
MOST_FRAMES = 240
"""Upper bound on frames, whatever the size: it bounds the time a replay takes to build."""
FEWEST_FRAMES = 24
"""Below this many frames a replay stops dropping positions and shrinks instead."""
SMALLEST_SCALE = 0.25
HEADROOM = 0.92
"""Aim this far below the limit: sizes do not scale exactly with frames or area."""


class ReplayTooLarge(ValueError):
    """Even the smallest replay would not fit the byte limit."""


def replay_gif(
    game_id: str,
    options: Mapping[str, Any] | Options | None,
    seed: int,
    moves: Sequence[str | Move],
    *,
    max_bytes: int = GIF_LIMIT,
    locale: str = ENGLISH,
    ending: Ending | None = None,
) -> bytes:
    """The match from its start to its last move as a looping GIF of at most `max_bytes`.

    Every word drawn is in `locale`; the last frame states `ending`, for a match that
    ended otherwise than by its game. Raises `ReplayError` if a move is refused,
    `ReplayTooLarge` if no size fits."""
    states = positions(games.get(game_id).start(options, seed), moves)
    drawer, said = drawer_for(game_id), words(locale)
    drawn: dict[int, Image.Image] = {}
    step = math.ceil(len(states) / MOST_FRAMES)
    scale = 1.0
    while True:
        picked = sampled(len(states), step)
        for index in picked:
            if index not in drawn:
                last = index == len(states) - 1
                drawn[index] = drawer.draw(states[index], None, said, ending if last else None)
        data = encode_gif([drawn[index] for index in picked], scale)
        if len(data) <= max_bytes:
            return data
        shrink = max_bytes / len(data) * HEADROOM
        if len(picked) > FEWEST_FRAMES:
            step = max(step + 1, math.ceil(step / shrink))
        else:
            scale *= math.sqrt(shrink)
            if scale < SMALLEST_SCALE:
                raise ReplayTooLarge(f"a replay of this match does not fit in {max_bytes} bytes")


def positions(start: State, moves: Sequence[str | Move]) -> list[State]:
    """The start and the state after each move."""
    states = [start]
    for number, move in enumerate(moves, start=1):
        try:
            states.append(states[-1].play(move))
        except GameError as exc:
            raise ReplayError(number, str(move), exc) from exc
    return states


def sampled(count: int, step: int) -> list[int]:
    """Every `step`-th index of `count` positions, always with the first and the last."""
    picked = list(range(0, count, step))
    if picked[-1] != count - 1:
        picked.append(count - 1)
    return picked


def encode_gif(frames: list[Image.Image], scale: float) -> bytes:
    """The frames as one looping GIF at `scale` of their size.

    All frames share one palette taken from the first, a middle and the last frame, so
    the GIF encoder stores each frame as its difference from the one before."""
    frames = same_size(frames)
    if scale != 1.0:
        size = (max(1, round(frames[0].width * scale)), max(1, round(frames[0].height * scale)))
        frames = [frame.resize(size, Image.Resampling.LANCZOS) for frame in frames]
    palette = _shared_palette([frames[0], frames[len(frames) // 2], frames[-1]])
    indexed = [frame.quantize(palette=palette, dither=Image.Dither.NONE) for frame in frames]
    durations = [FRAME_MS] * (len(indexed) - 1) + [LAST_FRAME_MS]
    buffer = io.BytesIO()
    indexed[0].save(
        buffer,
        format="GIF",
        save_all=True,
        append_images=indexed[1:],
        duration=durations,
        loop=0,
    )
    return buffer.getvalue()


def same_size(frames: list[Image.Image]) -> list[Image.Image]:
    """The frames on canvases of one size, each centred across and aligned at the top.

    A GIF has one canvas size, but the card game's picture grows with its table; padding
    with the frame colour keeps every status line at the top where the eye expects it."""
    width = max(frame.width for frame in frames)
    height = max(frame.height for frame in frames)
    padded = []
    for frame in frames:
        if frame.size == (width, height):
            padded.append(frame)
            continue
        canvas = Image.new("RGB", (width, height), FRAME)
        canvas.paste(frame, ((width - frame.width) // 2, 0))
        padded.append(canvas)
    return padded


def _shared_palette(samples: list[Image.Image]) -> Image.Image:
    width = sum(sample.width for sample in samples)
    strip = Image.new("RGB", (width, samples[0].height))
    x = 0
    for sample in samples:
        strip.paste(sample, (x, 0))
        x += sample.width
    return strip.quantize(colors=255, method=Image.Quantize.MEDIANCUT)
