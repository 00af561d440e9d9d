"""Which database failures mean "busy, or briefly gone: nothing was saved, try again".

A use case runs in one transaction, so when one of these ends it nothing of it was
committed and the member can simply repeat the command; anything else is a bug and is
reported as one. Both backends are named here so the error handler needs to know
neither.
"""

from __future__ import annotations

import sqlite3

import asyncpg

_POSTGRES_TRANSIENT = (
    asyncpg.PostgresConnectionError,  # the server refused, dropped or lost the connection
    asyncpg.exceptions.InsufficientResourcesError,  # too many connections, disk full
    asyncpg.exceptions.TransactionRollbackError,  # a deadlock or serialization failure
    asyncpg.exceptions.LockNotAvailableError,
    asyncpg.exceptions.OperatorInterventionError,  # cancelled, or the server shutting down
    asyncpg.InterfaceError,  # the pool closing under the bot's feet
    ConnectionError,  # the socket itself
)


def is_busy(error: BaseException) -> bool:
    """Whether `error` is a busy or unreachable database rather than a bug."""
    if isinstance(error, sqlite3.OperationalError):
        return any(word in str(error) for word in ("locked", "busy"))
    return isinstance(error, _POSTGRES_TRANSIENT)
