"""Small helpers for the words in images and alt text."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TypeVar

T = TypeVar("T")


def counted(count: int, singular: str, plural: str | None = None) -> str:
    """'1 story', '3 stories', '0 citadels': a number with its noun in the right form."""
    return f"{count} {singular if count == 1 else plural or singular + 's'}"


def runs(items: Sequence[T], follows: Callable[[T, T], bool]) -> str:
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
        f"{run[0]} to {run[-1]}" if len(run) > 2 else ", ".join(map(str, run)) for run in grouped
    )
