"""The scan behind the walk "every SQL statement in bot/ runs on PostgreSQL"
(tests/sql_walk.py) must find every statement, or the walk passes by not looking."""

from __future__ import annotations

import ast

from tests.sql_walk import BOT, SQLITE_ONLY, _written, statements_in_bot

_DATABASE_CALLS = {"execute", "executemany", "execute_fetchall", "fetch_all", "fetch_one", "write"}


def literals_handed_to_the_database() -> list[tuple[str, str]]:
    """(place, text) of each string literal given as the statement of a database call
    in `bot/`, and of each module constant named in one."""
    handed = []
    for path in sorted(BOT.rglob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        constants = {
            target.id: node.value
            for node in tree.body
            if isinstance(node, ast.Assign)
            for target in node.targets
            if isinstance(target, ast.Name)
        }
        for node in ast.walk(tree):
            if not (
                isinstance(node, ast.Call)
                and isinstance(node.func, ast.Attribute)
                and node.func.attr in _DATABASE_CALLS
                and node.args
            ):
                continue
            statement = node.args[0]
            if isinstance(statement, ast.Name):
                statement = constants.get(statement.id, statement)
            text, _ = _written(statement)
            if text is not None:
                handed.append((f"{path.relative_to(BOT.parent)}:{node.lineno}", text))
    return handed


def test_the_scan_finds_every_statement_handed_to_the_database():
    scanned = {statement.text for statement in statements_in_bot()}
    handed = literals_handed_to_the_database()
    assert len(handed) > 80  # the stores' statements, not an empty walk
    missed = [
        (place, text)
        for place, text in handed
        if text not in scanned
        and not text.startswith(("PRAGMA", "BEGIN", "COMMIT", "ROLLBACK"))
        and "core/storage/migrations/" not in place
        and "core/storage/database/sqlite.py" not in place
    ]
    assert missed == []


def test_an_f_string_statement_matches_what_it_became():
    tables = next(
        s for s in statements_in_bot() if s.text.startswith("UPDATE tournament_tables SET {")
    )
    became = "UPDATE tournament_tables SET match_id = ? WHERE tournament_id = ? AND key = ?"
    assert tables.ran_in({became})
    assert not tables.ran_in({"UPDATE tournaments SET match_id = ? WHERE id = ?"})


def test_every_sqlite_only_statement_is_still_in_the_code():
    scanned = {statement.text for statement in statements_in_bot()}
    assert set(SQLITE_ONLY) <= scanned
