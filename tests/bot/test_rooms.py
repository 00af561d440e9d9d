"""The rooms of `bot/`, checked: what a module may import follows from where it lives.

Every feature package (and `core/`) keeps what speaks Discord in `discord/`, its SQL in
`storage/`, and its transport-free use cases at its top level. These rules are what make
a file's folder tell its role; a module that breaks one is in the wrong room.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import bot

BOT = Path(bot.__file__).parent
ROOT = "the modules directly in bot/"
"""The composition root (`services.py`, `app.py`, which builds the Discord client
itself), the settings and the command line: they see every feature, by design."""
TOOLS = {"playground", "store"}
"""Command-line tools beside the bot (the local playground, the database copy), each one
idea in its own package, not features of the bot."""
SQL = re.compile(r"\b(SELECT\s.+\sFROM|INSERT\s+INTO|UPDATE\s+\w+\s+SET|DELETE\s+FROM)\b", re.S)


def modules() -> Iterator[Path]:
    for path in sorted(BOT.rglob("*.py")):
        relative = path.relative_to(BOT)
        if relative.parts[0] in TOOLS or len(relative.parts) == 1:
            continue
        yield path


def dotted(path: Path) -> str:
    parts = path.relative_to(BOT.parent).with_suffix("").parts
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
            found |= {f"{node.module}.{alias.name}" for alias in node.names}
    return found


def room(module: str) -> str:
    """`discord`, `storage` or `use cases`, from the module's dotted name."""
    parts = module.split(".")
    for name in ("discord", "storage"):
        if name in parts[2:]:
            return name
    return "use cases"


def feature(module: str) -> str:
    return module.split(".")[1]


ALL = {dotted(path): path for path in modules()}
IDS = {"ids": dotted}


def bot_imports(path: Path) -> set[str]:
    return {name for name in imports(path) if name in ALL}


@pytest.mark.parametrize("path", list(ALL.values()), **IDS)
def test_only_the_discord_rooms_import_discord(path: Path) -> None:
    speaks = {name for name in imports(path) if name.split(".")[0] == "discord"}
    if room(dotted(path)) != "discord":
        assert not speaks, f"{dotted(path)} imports {sorted(speaks)}: it belongs in a discord/ room"


@pytest.mark.parametrize("path", list(ALL.values()), **IDS)
def test_only_the_storage_rooms_write_sql(path: Path) -> None:
    if room(dotted(path)) != "storage":
        found = SQL.search(path.read_text(encoding="utf-8"))
        assert found is None, f"{dotted(path)} holds SQL ({found and found.group(0)[:40]!r})"


def is_use_case(module: str) -> bool:
    """A top-level module that reaches storage: a service, not a record or a model."""
    return room(module) == "use cases" and any(
        room(name) == "storage" for name in bot_imports(ALL[module])
    )


@pytest.mark.parametrize("path", [p for m, p in ALL.items() if room(m) == "storage"], **IDS)
def test_a_store_imports_no_service_and_nothing_of_discord(path: Path) -> None:
    wrong = {name for name in bot_imports(path) if room(name) == "discord" or is_use_case(name)}
    assert not wrong, f"{dotted(path)} imports {sorted(wrong)}"


@pytest.mark.parametrize("path", [p for m, p in ALL.items() if room(m) != "discord"], **IDS)
def test_use_cases_and_stores_reach_no_discord_room(path: Path) -> None:
    """Even one that imports no `discord` itself: what a discord/ room holds is worded
    for Discord (mentions, markup), which a service returns as facts instead."""
    wrong = {name for name in bot_imports(path) if room(name) == "discord"}
    assert not wrong, f"{dotted(path)} imports {sorted(wrong)}"


@pytest.mark.parametrize("path", list(ALL.values()), **IDS)
def test_a_feature_reaches_no_other_features_discord_room(path: Path) -> None:
    own = feature(dotted(path))
    wrong = {
        name
        for name in bot_imports(path)
        if room(name) == "discord" and feature(name) not in {own, "core"}
    }
    assert not wrong, f"{dotted(path)} imports {sorted(wrong)}"


def test_no_two_features_import_each_other() -> None:
    """Features depend on each other in one direction only (a cycle between two folders
    means neither can be read, or tested, without the other)."""
    needs: dict[str, set[str]] = {}
    for module, path in ALL.items():
        needs.setdefault(feature(module), set()).update(
            feature(name) for name in bot_imports(path) if feature(name) != feature(module)
        )
    cycles = set()
    for start in needs:
        stack, seen = [(start, (start,))], set()
        while stack:
            node, trail = stack.pop()
            for nxt in needs.get(node, ()):
                if nxt == start:
                    cycles.add(" -> ".join((*trail, start)))
                elif nxt not in seen:
                    seen.add(nxt)
                    stack.append((nxt, (*trail, nxt)))
    assert not cycles, sorted(cycles)
