"""The engines stay pure: from the languages package they import only the value class
`i18n.message` (they name what they say and never read a catalogue), and nothing that
reads a clock, touches files or the network, or knows Discord. Only the shell's side
(`python -m games` and the shared command line) words messages, in English."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

import games

PACKAGE = Path(games.__file__).parent
SHELL = {"__main__.py", "command_line.py"}
"""The shell's side: it reads argv, prints, and words refusals in English."""
FORBIDDEN = {"time", "datetime", "socket", "subprocess", "threading", "asyncio"}
FORBIDDEN |= {"discord", "bot", "render", "ai", "aiosqlite"}


def _imports(path: Path) -> set[str]:
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            found.add(node.module)
    return found


MODULES = sorted(PACKAGE.rglob("*.py"))


@pytest.mark.parametrize("path", MODULES, ids=lambda path: str(path.relative_to(PACKAGE)))
def test_an_engine_imports_only_the_message_class_from_i18n(path: Path) -> None:
    languages = {name for name in _imports(path) if name.split(".")[0] == "i18n"}
    if path.name in SHELL and path.parent == PACKAGE:
        return
    assert languages <= {"i18n.message"}, f"{path.name} imports {languages}"


@pytest.mark.parametrize("path", MODULES, ids=lambda path: str(path.relative_to(PACKAGE)))
def test_no_engine_reads_a_clock_or_knows_discord(path: Path) -> None:
    roots = {name.split(".")[0] for name in _imports(path)}
    assert not roots & FORBIDDEN, f"{path.name} imports {roots & FORBIDDEN}"
