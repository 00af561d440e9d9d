"""Every SQL statement in `bot/` runs on PostgreSQL somewhere in the suite.

The stores are written once for both databases, and a statement only SQLite accepts
(`INSERT OR REPLACE` once) fails only where PostgreSQL runs it. So this plugin (loaded
by tests/conftest.py) records each distinct statement PostgreSQL ran without error
during the session (`witness_statements` in bot/core/storage/database/postgres.py), and at the
end of a whole-suite run fails the session if a statement found in `bot/` never ran
there, naming each.

Found in `bot/` means: every string literal of the package's Python code that starts
like a statement (SELECT, INSERT, UPDATE, DELETE, WITH), f-strings included, their
`{...}` parts matching anything; a literal may be a whole statement or the first piece
of one (a recorded statement need only contain it). tests/test_sql_walk.py checks the
scan itself: that it finds every literal handed to the database.

Parallel workers (pytest-xdist) each append what they saw to a file of their own in a
directory the controlling process creates (named in `BOARDROOM_SQL_WALK_DIR`, which the
workers inherit); the controller reads them all once every worker is done. A run of
part of the suite (paths, `-k`, `-m`, `--lf`, deselection) checks nothing: what it
skipped would look missing.
"""

from __future__ import annotations

import ast
import json
import os
import re
import shutil
import tempfile
from dataclasses import dataclass
from pathlib import Path

import pytest

from bot.core.storage.database.postgres import witness_statements
from tests.whole_suite import whole_suite

ROOT = Path(__file__).resolve().parents[1]
BOT = ROOT / "bot"
DIRECTORY = "BOARDROOM_SQL_WALK_DIR"
_STARTS_A_STATEMENT = re.compile(r"\s*\(?\s*(SELECT|INSERT|UPDATE|DELETE|WITH)\s")
_OUTSIDE_THE_STORES = ("core/storage/migrations/", "core/storage/database/sqlite.py")
"""The migration runners talk to their drivers directly, before any store (and run on
every database the suite opens); the SQLite backend writes SQLite's own spelling of the
one fragment the dialects spell differently (`json_list`)."""
SQLITE_ONLY = {
    "SELECT name, seq FROM sqlite_sequence": "the store copy reads SQLite's id counters"
    " from the SQLite database it copies",
    "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%'"
    " ORDER BY name": "the store copy lists the tables of the SQLite database it copies",
    "SELECT id FROM matches ORDER BY id": "the store copy's check lists the matches of the"
    " SQLite original, then reads each on both sides",
}


@dataclass(frozen=True)
class Statement:
    """A statement (or the first piece of one) as written in `bot/`."""

    where: str
    text: str
    pattern: re.Pattern[str]

    def ran_in(self, recorded: set[str]) -> bool:
        return any(self.pattern.search(sql) for sql in recorded)


def statements_in_bot() -> list[Statement]:
    """Every statement literal in the package's code, in file and line order."""
    found = []
    for path in sorted(BOT.rglob("*.py")):
        relative = path.relative_to(BOT).as_posix()
        if relative.startswith(_OUTSIDE_THE_STORES):
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        parents = {child: node for node in ast.walk(tree) for child in ast.iter_child_nodes(node)}
        for node in ast.walk(tree):
            if isinstance(parents.get(node), ast.JoinedStr):
                continue  # a piece of an f-string: the f-string is the statement
            text, pattern = _written(node)
            if text is not None and _STARTS_A_STATEMENT.match(text):
                where = f"bot/{relative}:{node.lineno}"
                found.append(Statement(where, text, re.compile(pattern, re.DOTALL)))
    return found


def _written(node: ast.AST) -> tuple[str | None, str]:
    """A string literal's text (`{...}` for an f-string's values) and the pattern its
    runs match."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value, re.escape(node.value)
    if isinstance(node, ast.JoinedStr):
        texts, patterns = [], []
        for part in node.values:
            if isinstance(part, ast.Constant):
                texts.append(str(part.value))
                patterns.append(re.escape(str(part.value)))
            else:
                texts.append("{...}")
                patterns.append(".+?")
        return "".join(texts), "".join(patterns)
    return None, ""


def never_ran(recorded: set[str]) -> list[Statement]:
    return [
        statement
        for statement in statements_in_bot()
        if statement.text not in SQLITE_ONLY and not statement.ran_in(recorded)
    ]


# ------------------------------------------------------------------- the plugin


def pytest_configure(config: pytest.Config) -> None:
    if DIRECTORY not in os.environ:  # the controlling process (or the only one)
        os.environ[DIRECTORY] = tempfile.mkdtemp(prefix="boardroom-sql-")
        config.stash[_OWNED] = True
    worker = os.environ.get("PYTEST_XDIST_WORKER", "main")
    record = Path(os.environ[DIRECTORY]) / f"{worker}-{os.getpid()}.jsonl"
    seen: set[str] = set()

    def witness(sql: str) -> None:
        if sql not in seen:
            seen.add(sql)
            with record.open("a", encoding="utf-8") as file:
                file.write(json.dumps(sql) + "\n")

    witness_statements(witness)


_OWNED = pytest.StashKey[bool]()


def recorded_in(directory: Path) -> set[str]:
    return {
        json.loads(line)
        for path in directory.glob("*.jsonl")
        for line in path.read_text(encoding="utf-8").splitlines()
    }


@pytest.hookimpl(trylast=True)
def pytest_sessionfinish(session: pytest.Session, exitstatus: int) -> None:
    config = session.config
    witness_statements(None)
    if hasattr(config, "workerinput") or not config.stash.get(_OWNED, False):
        return
    directory = Path(os.environ.pop(DIRECTORY))
    try:
        if exitstatus != pytest.ExitCode.OK or not whole_suite(config):
            return
        missing = never_ran(recorded_in(directory))
        if missing:
            reporter = config.pluginmanager.get_plugin("terminalreporter")
            reporter.write_sep("=", "SQL statements in bot/ that never ran on PostgreSQL")
            for statement in missing:
                reporter.write_line(f"{statement.where}: {statement.text}")
            session.exitstatus = pytest.ExitCode.TESTS_FAILED
    finally:
        shutil.rmtree(directory, ignore_errors=True)
