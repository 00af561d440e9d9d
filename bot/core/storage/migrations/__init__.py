"""The schema's migrations, one numbering for both backends: `NNN_*.sql` files beside
this module, applied once each in number order.

A migration whose SQL both backends accept is one file, `NNN_name.sql`. One that must
differ is a pair, `NNN_name.sqlite.sql` and `NNN_name.postgres.sql`, with one name and
one number: a pair missing its twin is refused, as are two migrations with one number
(their order would be a coin toss). An applied file is never edited.

`history/` holds what the builds before the one numbering applied, frozen: SQLite's
`001`-`019` (one file per step) and PostgreSQL's, which began with the whole schema
SQLite's `001`-`010` built, so its first file is `010` and it has no `001`-`009`. Every
migration beside this module has a number above the history's. Each backend's runner
(`sqlite.py`, `postgres.py`) records the numbers as it always did, so a database made by
any older build upgrades in place.
"""

from __future__ import annotations

import re
import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path
from typing import Literal, cast

Backend = Literal["sqlite", "postgres"]
BACKENDS: tuple[Backend, ...] = ("sqlite", "postgres")
MIGRATIONS_DIR = Path(__file__).parent
HISTORY = "history"
_FILE_NAME = re.compile(r"^(\d{3})_([a-z0-9_]+)(?:\.(sqlite|postgres))?\.sql$")


@dataclass(frozen=True, slots=True)
class Migration:
    """One backend's file for one number."""

    number: int
    path: Path

    def text(self) -> str:
        return self.path.read_text(encoding="utf-8")

    def statements(self) -> list[str]:
        """The file's statements, cut where SQLite itself sees a statement end (so a
        `;` inside a comment, a string or a trigger body does not split one)."""
        statements, pending = [], ""
        *pieces, tail = self.text().split(";")
        for piece in pieces:
            pending += piece + ";"
            if sqlite3.complete_statement(pending):
                statements.append(pending.strip())
                pending = ""
        pending += tail
        if not _only_comments(pending):
            statements.append(pending.strip())  # a last statement may omit its ';'
        return statements


@dataclass(frozen=True, slots=True)
class _File:
    number: int
    name: str
    backend: Backend | None  # None: portable, run on both
    path: Path


def discover(directory: Path = MIGRATIONS_DIR, backend: Backend = "sqlite") -> list[Migration]:
    """`backend`'s migrations in `directory` (and its `history/`), in number order.
    Refuses a directory that breaks the rules of the module doc, whichever backend asks,
    so a mistake fails on SQLite's tests too."""
    history = _history(directory / HISTORY)
    current = _current(directory)
    newest = max((file.number for file in history), default=0)
    for file in current:
        if file.number <= newest:
            raise ValueError(
                f"migration {file.path.name} must be numbered above the history's {newest:03d}"
            )
    return sorted(
        (
            Migration(file.number, file.path)
            for file in [*history, *current]
            if file.backend in (None, backend)
        ),
        key=lambda migration: migration.number,
    )


def _history(directory: Path) -> list[_File]:
    """The frozen per-backend files: one per number and backend, no twins needed."""
    files = _files(directory)
    portable = [file.path.name for file in files if file.backend is None]
    if portable:
        raise ValueError(f"history files name their backend: {', '.join(portable)}")
    for backend in BACKENDS:
        for number, same in _by_number(f for f in files if f.backend == backend).items():
            if len(same) > 1:
                raise _shared(number, same)
    return files


def _current(directory: Path) -> list[_File]:
    """The files after the history: a portable file, or a twin pair, per number."""
    files = _files(directory)
    for number, same in _by_number(files).items():
        if len(same) == 1 and same[0].backend is not None:
            twin = "postgres" if same[0].backend == "sqlite" else "sqlite"
            raise ValueError(
                f"migration {same[0].path.name} has no twin {same[0].name}.{twin}.sql"
                " (a migration that differs per backend is a pair)"
            )
        is_pair = (
            len(same) == 2
            and {file.backend for file in same} == set(BACKENDS)
            and same[0].name == same[1].name
        )
        if len(same) > 1 and not is_pair:
            raise _shared(number, same)
    return files


def _by_number(files: Iterable[_File]) -> dict[int, list[_File]]:
    grouped: dict[int, list[_File]] = {}
    for file in files:
        grouped.setdefault(file.number, []).append(file)
    return grouped


def _shared(number: int, files: list[_File]) -> ValueError:
    return ValueError(f"migrations {' and '.join(f.path.name for f in files)} share {number}")


def _files(directory: Path) -> list[_File]:
    files = []
    for path in sorted(directory.glob("*.sql")):
        match = _FILE_NAME.match(path.name)
        if match is None:
            raise ValueError(
                f"migration file name {path.name!r} is not NNN_name.sql,"
                " NNN_name.sqlite.sql or NNN_name.postgres.sql"
            )
        number, name, backend = match.groups()
        files.append(_File(int(number), name, cast("Backend | None", backend), path))
    return files


def _only_comments(text: str) -> bool:
    return all(not line.strip() or line.strip().startswith("--") for line in text.splitlines())
