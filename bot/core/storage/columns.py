"""How Python values become database column values and back, in one place for
every store: timestamps as ISO 8601 text in UTC, mappings and lists as JSON, and rows
as records."""

from __future__ import annotations

import json
from dataclasses import fields
from datetime import UTC, datetime
from typing import TYPE_CHECKING, Any, TypeVar

if TYPE_CHECKING:
    from _typeshed import DataclassInstance

R = TypeVar("R", bound="DataclassInstance")


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


def from_row(record: type[R], row: Any, **converted: Any) -> R:
    """The dataclass `record` built from a row whose columns carry its fields' names.
    Each field is its column as stored unless `converted` gives the value: a column
    that needs `moment`, `from_json` or an enum, or a field that is no column. A row
    mapper thereby names only what differs from the table."""
    return record(
        **{
            f.name: converted[f.name] if f.name in converted else row[f.name]
            for f in fields(record)
        }
    )
