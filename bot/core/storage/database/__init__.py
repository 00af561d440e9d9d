"""The database every store runs on: SQLite (the default, a file under `data/`) or
PostgreSQL (one database shared by several bot processes), chosen by `DATABASE_URL`.

Stores are written once, against `Database` and the `Connection` it lends: `?`
placeholders, `INSERT ... ON CONFLICT`, `RETURNING` for new ids, and for the one thing
the dialects spell differently (a JSON list aggregated from rows) a fragment the backend
writes. Cogs and services never see which backend runs.
"""

from bot.core.scope import Scope
from bot.core.storage.database.base import (
    Connection,
    ConstraintViolation,
    Cursor,
    Database,
    Hearing,
    IntegrityError,
)
from bot.core.storage.database.read_cache import ReadCache

__all__ = [
    "Connection",
    "ConstraintViolation",
    "Cursor",
    "Database",
    "Hearing",
    "IntegrityError",
    "ReadCache",
    "Scope",
]
