"""The two draw rules, shared by `State` and the perft walk so they cannot disagree.

Both look at the window of positions since the last irreversible turn: a position that
appears there for the third time is a draw by repetition, and a window longer than
eighty plies (forty moves by each side) without a capture, a man move or a power-up
event is a draw by the forty-move rule.
"""

from __future__ import annotations

from typing import TypeAlias

from games.draughtnauts.layout import Layout
from i18n.message import Message

Key: TypeAlias = tuple[int, int, int, int, tuple[tuple[int, str], ...], tuple[tuple[int, str], ...]]
"""A position as the repetition rule compares it:
`(dark, light, kings, seat to move, held, unclaimed)`."""

QUIET_PLY_LIMIT = 80
"""Forty moves by each side."""

REPETITIONS = 3


def key_of(layout: Layout, seat: int) -> Key:
    return (layout.dark, layout.light, layout.kings, seat, layout.held, layout.unclaimed)


def draw_reason(window: tuple[Key, ...]) -> Message | None:
    """Why the last position of `window` is a draw, or None."""
    if window.count(window[-1]) >= REPETITIONS:
        return Message("game-draughtnauts-repetition")
    if len(window) > QUIET_PLY_LIMIT:
        return Message("game-draughtnauts-forty-moves")
    return None
