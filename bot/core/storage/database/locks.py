"""The advisory locks of a `Scope` (bot/core/scope.py), as PostgreSQL takes them, and
the bookkeeping that keeps every transaction's locks in the fixed order (`Held`), kept
on SQLite too so its tests catch an order that could deadlock on PostgreSQL."""

from __future__ import annotations

import hashlib
from dataclasses import dataclass

from bot.core.scope import LockName, Scope

GLOBAL = 0x626F617264
"""The advisory lock every write transaction holds: shared when it is scoped,
exclusively when it touches everything ("board")."""


class LockOrderError(RuntimeError):
    """A block asked for a lock that comes before one its transaction already holds:
    taking it could deadlock, so the transaction must declare it at its start."""


@dataclass(frozen=True, slots=True)
class LockWait:
    """A writer on PostgreSQL waited more than `WAIT_NOTICED` (postgres.py) for its
    locks: how long, and the `application_name`s of the connections that held them when
    it began to wait (empty if they let go before anyone looked)."""

    seconds: float
    holders: frozenset[str]


def lock_key(name: LockName) -> int:
    """The 63-bit advisory lock key of a server or member: a hash, so server and member
    ids (both Discord snowflakes) never share a key by accident. A collision could only
    make two writers wait for each other, never let them interleave."""
    digest = hashlib.blake2b(f"{name[0]}:{name[1]}".encode(), digest_size=8).digest()
    return int.from_bytes(digest, "big") & 0x7FFF_FFFF_FFFF_FFFF


class Held:
    """The locks an open transaction holds, to judge a joining block's scope."""

    def __init__(self, scope: Scope) -> None:
        self.everything = scope.everything
        self.names: list[LockName] = list(scope.names())

    def extend(self, scope: Scope | None) -> tuple[LockName, ...]:
        """The locks a joining block of `scope` still needs, now counted as held; they
        must all come after every lock held (else `LockOrderError`). A block that
        declares nothing joins on the outer transaction's word."""
        if scope is None or scope.joined_adds_nothing or self.everything:
            return ()
        if scope.everything:
            raise LockOrderError("a block needing every lock joined a scoped transaction")
        missing = tuple(name for name in scope.names() if name not in self.names)
        if missing and self.names and missing[0] < self.names[-1]:
            raise LockOrderError(f"lock {missing[0]} asked for after {self.names[-1]}")
        self.names.extend(missing)
        return missing
