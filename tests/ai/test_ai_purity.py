"""`ai` imports `games` and the standard library only, and nothing that reads a clock,
touches files or the network, or draws global randomness."""

from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

import ai

PACKAGE = Path(ai.__file__).parent
FORBIDDEN = {"time", "datetime", "os", "io", "pathlib", "socket", "subprocess", "threading"}
FORBIDDEN |= {"asyncio", "secrets", "uuid", "discord", "render", "bot"}
SHELL_ONLY = {"sys"}
"""The command (`__main__`) is the shell's side: it may read argv and print."""
WORDS = {"i18n.message"}
"""From the languages package, only the value class: an engine names what it says and
never reads a catalogue."""


def imported_roots(path: Path) -> set[str]:
    """The top-level packages `path` imports; `i18n.message` counts as itself."""
    roots = set()
    for node in ast.walk(ast.parse(path.read_text())):
        if isinstance(node, ast.Import):
            roots |= {_root(alias.name) for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and node.module and not node.level:
            roots.add(_root(node.module))
    return roots


def _root(module: str) -> str:
    return module if module in WORDS else module.split(".", maxsplit=1)[0]


@pytest.mark.parametrize("path", sorted(PACKAGE.glob("*.py")), ids=lambda path: path.name)
def test_imports_games_and_the_standard_library_only(path: Path) -> None:
    roots = imported_roots(path)
    allowed = set(sys.stdlib_module_names) - FORBIDDEN - SHELL_ONLY | {"ai", "games"} | WORDS
    if path.name == "__main__.py":
        allowed |= SHELL_ONLY
    assert roots <= allowed, roots - allowed


def test_no_module_draws_global_randomness() -> None:
    for path in PACKAGE.glob("*.py"):
        source = path.read_text()
        for call in ("random.choice(", "random.random(", "random.shuffle(", "random.seed("):
            assert call not in source, f"{path.name} calls {call}"
