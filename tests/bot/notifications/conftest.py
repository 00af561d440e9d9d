"""Fixtures of the notifications' tests."""

from __future__ import annotations

import pytest

from bot.core.storage.database import Database
from bot.core.storage.database.postgres import named

PROCESS_B = "process-b"
"""Process B's `application_name`, by which its listening backend is found and cut."""


@pytest.fixture
async def processes(postgres_server):
    """Two processes' databases over one PostgreSQL database: A's and B's."""
    url = await postgres_server.fresh_database()
    a = await Database.open(url)
    b = await Database.open(named(url, PROCESS_B))
    yield a, b
    await b.close()
    await a.close()
    await postgres_server.drop(url)
