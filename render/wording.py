"""Lists in alt text: long runs of squares read as ranges."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

from i18n import Message, Words

T = TypeVar("T")

NONE = "none"
"""The value a message gets for an empty list; its wording selects on it ("none",
"keine")."""


def runs(items: Sequence[T], follows: Callable[[T, T], bool], said: Words) -> str:
    """Items joined by commas, each run of three or more written 'first to last'.

    `follows(a, b)` says whether b comes right after a (the next square along a rank,
    the next number). A full army read aloud as 'a1 to p1, a2 to p2' is a sentence a
    screen reader gets through; thirty-two square names are not."""
    grouped: list[list[T]] = []
    for item in items:
        if grouped and follows(grouped[-1][-1], item):
            grouped[-1].append(item)
        else:
            grouped.append([item])
    return ", ".join(
        said(Message("render-run", first=str(run[0]), last=str(run[-1])))
        if len(run) > 2
        else ", ".join(map(str, run))
        for run in grouped
    )
