"""Every `GameError` can be printed and worded, wherever it is raised.

A refusal travels to a log line (`str(error)`) and to a member (`words(error.message)`);
both read the error's `Message`. An error raised with a plain string instead breaks
both: `str(error)` itself raises, and a member would read English. The subclasses are
found by introspection (every module of the pure packages imported first), and every
place that raises one is read from the source, so a new error or a new raise site
cannot skip the check."""

from __future__ import annotations

import ast
import importlib
import inspect
import pkgutil
from pathlib import Path

import pytest
from english_text import english

import ai
import games
import render
from games.contract import GameError
from i18n import Message

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = (games, render, ai)
SOURCES = ("games", "render", "ai", "bot")


def _every_error() -> list[type[GameError]]:
    for package in PACKAGES:
        for found in pkgutil.walk_packages(package.__path__, f"{package.__name__}."):
            if not found.name.endswith("__main__"):
                importlib.import_module(found.name)
    seen: list[type[GameError]] = []
    waiting = [GameError]
    while waiting:
        kind = waiting.pop()
        if kind.__module__.split(".")[0] in {p.__name__ for p in PACKAGES}:
            seen.append(kind)
        waiting.extend(kind.__subclasses__())
    return sorted(seen, key=lambda kind: kind.__qualname__)


ERRORS = _every_error()


def _built(kind: type[GameError]) -> GameError:
    """An instance of `kind`, its parameters filled by name: a message where it takes
    one, a refused error where it wraps one, plain values elsewhere."""
    message = Message("game-unknown", game="“chess”", games="draughtnauts")
    values = {"message": message, "cause": GameError(message), "number": 3, "move": "11-15"}
    parameters = list(inspect.signature(kind.__init__).parameters.values())[1:]
    return kind(**{p.name: values.get(p.name, ()) for p in parameters})


def test_the_walk_finds_the_errors_of_every_package():
    names = {kind.__name__ for kind in ERRORS}
    assert {"GameError", "IllegalMove", "UnknownGame", "ReplayError", "NoEngine"} <= names


@pytest.mark.parametrize("kind", ERRORS, ids=lambda kind: kind.__qualname__)
def test_every_game_error_prints_and_words_itself(kind):
    error = _built(kind)
    assert str(error).startswith("game-")
    assert "{" not in english(error)


def _raise_sites() -> list[tuple[str, int, str]]:
    """Every call of a GameError subclass in the project's code whose first argument is
    written out as text (a literal, an f-string or a sum of them), not a Message."""
    names = {kind.__name__ for kind in ERRORS}
    found = []
    for source in SOURCES:
        for path in sorted((ROOT / source).rglob("*.py")):
            tree = ast.parse(path.read_text(encoding="utf-8"))
            for node in ast.walk(tree):
                if (
                    isinstance(node, ast.Call)
                    and isinstance(node.func, ast.Name | ast.Attribute)
                    and (node.func.id if isinstance(node.func, ast.Name) else node.func.attr)
                    in names
                    and node.args
                    and _is_text(node.args[0])
                ):
                    found.append((str(path.relative_to(ROOT)), node.lineno, ast.unparse(node)))
    return found


def _is_text(node: ast.expr) -> bool:
    if isinstance(node, ast.Constant):
        return isinstance(node.value, str)
    if isinstance(node, ast.JoinedStr):
        return True
    return isinstance(node, ast.BinOp) and (_is_text(node.left) or _is_text(node.right))


def test_no_game_error_is_raised_with_text():
    assert _raise_sites() == []


def test_an_unknown_renderer_says_why_in_words():
    with pytest.raises(games.UnknownGame) as refused:
        render.registry.drawer_for("chess")
    assert str(refused.value).startswith("game-")
    assert "chess" in english(refused.value)
