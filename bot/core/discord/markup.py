"""The few pieces of Discord markup the presenters share: a member mention, the sides
of a match facing each other, and a timestamp every reader sees in their own time
zone. Services never call these; they return ids and datetimes, and the Discord side
words them."""

from __future__ import annotations

from collections.abc import Iterable
from datetime import datetime
from functools import reduce
from typing import Literal

from i18n import Words

TimestampStyle = Literal["t", "T", "d", "D", "f", "F", "R"]


def mention(user_id: int) -> str:
    return f"<@{user_id}>"


def timestamp(when: datetime, style: TimestampStyle = "f") -> str:
    """`when` as a Discord timestamp (`f`: date and time; `d`: date; `R`: "in 2 days")."""
    return f"<t:{int(when.timestamp())}:{style}>"


def versus(sides: Iterable[str], said: Words) -> str:
    """The sides of a match facing each other: `<@1> (dark) vs <@2> (light)`."""
    return reduce(lambda first, second: said("notice-versus", first=first, second=second), sides)
