"""Strategies that reach the long end they claim.

Hypothesis sizes a collection by a geometric draw that averages a handful of elements,
whatever `max_size` says: `st.text(max_size=6000)` gives strings of a few dozen
characters at most, so a branch only long inputs take is never run. `short_and_long`
draws half its examples at least `long_from` long, so both ends are tried.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from hypothesis import strategies as st


def short_and_long(
    build: Callable[..., st.SearchStrategy[Any]],
    *args: Any,
    long_from: int,
    max_size: int,
    min_size: int = 0,
    **kwargs: Any,
) -> st.SearchStrategy[Any]:
    """`build(*args, **kwargs)` (`st.text`, `st.lists`, ...) sized from `min_size` to
    `max_size`, or from `long_from` to `max_size`, as often one as the other."""
    return build(*args, min_size=min_size, max_size=max_size, **kwargs) | build(
        *args, min_size=long_from, max_size=max_size, **kwargs
    )
