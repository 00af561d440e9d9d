"""The store contract suite: every method of every store, run on SQLite and on
PostgreSQL alike (each module is marked `postgres`, so `database` comes in both)."""

from __future__ import annotations

from datetime import UTC, datetime

import pytest

from bot.core.records import NewMatch
from bot.core.storage.match_store import SqlMatchStore

NOW = datetime(2026, 3, 1, 12, 0, 0, 250_000, tzinfo=UTC)
GUILD = 881_000_000_000_000_001  # Discord ids need 64 bits
ALICE, BOB, CAROL = 881_000_000_000_000_101, 881_000_000_000_000_102, 881_000_000_000_000_103


def new_match(channel_id: int = 7, seats: dict[str, int] | None = None, **changes) -> NewMatch:
    return NewMatch(
        **{
            "guild_id": GUILD,
            "channel_id": channel_id,
            "game_id": "race",
            "options": {"target": 30},
            "seed": 2**62,
            "seats": seats or {"first": ALICE, "second": BOB},
            "origin": "challenge",
            "position": "0:0",
            **changes,
        }
    )


@pytest.fixture
def match_store(database):
    return SqlMatchStore(database)
