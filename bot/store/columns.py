"""How Python values become SQLite column values and back, in one place for every
SQLite store: timestamps as ISO 8601 text in UTC, mappings and lists as JSON."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from typing import Any


def timestamp(moment: datetime) -> str:
    """ISO text that sorts correctly as a string; refuses naive datetimes, whose zone
    would be a guess."""
    if moment.tzinfo is None:
        raise ValueError("timestamps must be timezone-aware")
    return moment.astimezone(UTC).isoformat(timespec="microseconds")


def moment(text: str) -> datetime:
    return datetime.fromisoformat(text)


def to_json(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def from_json(text: str) -> Any:
    return json.loads(text)
