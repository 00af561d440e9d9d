"""A span of time in the reader's language, abbreviated the way that language does.

Clocks, reminders, the digest and vacations all show how long something lasts; they
share this one formatter, so "2d 4h" reads "2 T. 4 Std." in German everywhere.
"""

from __future__ import annotations

from datetime import timedelta
from typing import Literal

from babel.dates import format_timedelta

from i18n.words import Words

Unit = Literal["day", "hour", "minute", "second"]
_UNITS: tuple[tuple[Unit, int], ...] = (
    ("day", 86400),
    ("hour", 3600),
    ("minute", 60),
    ("second", 1),
)


def format_duration(span: timedelta, said: Words) -> str:
    """A short duration with the two largest units, in the reader's language: '2d 4h',
    '3 Std. 12 Min.', '45 с' (each unit as that language abbreviates it)."""
    seconds = max(0, int(span.total_seconds()))
    parts: list[str] = []
    for unit, size in _UNITS:
        amount, seconds = divmod(seconds, size)
        if amount or (size == 1 and not parts):
            parts.append(_unit(timedelta(seconds=amount * size), unit, said))
    return " ".join(parts[:2])


def _unit(span: timedelta, unit: Unit, said: Words) -> str:
    """A whole number of `unit`s, abbreviated the reader's way (Babel's narrow form; an
    unreachable threshold keeps Babel from turning seven days into a week)."""
    babel_locale = said.locale.replace("-", "_")
    return format_timedelta(
        span, granularity=unit, threshold=10**9, format="narrow", locale=babel_locale
    )
