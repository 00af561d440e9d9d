"""The catalogues are complete and safe: every message the code names exists in English,
every English message exists in every shipped language, and no translation names a
value the code does not pass (or drops one it does), so no translation can crash
formatting or lose a number."""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from fluent.syntax import FluentParser
from fluent.syntax import ast as fluent_ast
from fluent.syntax.visitor import Visitor

from i18n import ENGLISH, SHIPPED
from i18n.catalogs import catalogue_files

ROOT = Path(__file__).resolve().parents[2]

WORDED = ("i18n", "bot", "games", "render", "ai")
"""The code whose message ids are checked against the catalogues: all of it."""

MESSAGE_ID = re.compile(r"[a-z][a-z0-9]*(?:-[a-z0-9]+)+")

NOT_MESSAGES = {"challenge-expiry", "league-mod"}
"""Id-shaped names of a message family that are no messages: timer kinds the database
stores (so they cannot be renamed), and command names (which members type)."""


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()

    def visit_VariableReference(self, node: fluent_ast.VariableReference) -> None:
        self.names.add(node.id.name)
        self.generic_visit(node)


def _entries(locale: str) -> dict[str, fluent_ast.Message]:
    entries: dict[str, fluent_ast.Message] = {}
    for resource in catalogue_files(locale):
        parsed = FluentParser().parse(resource.read_text(encoding="utf-8"))
        junk = [entry for entry in parsed.body if isinstance(entry, fluent_ast.Junk)]
        assert not junk, f"{locale}/{resource.name}: cannot parse {junk[0].content!r}"
        for entry in parsed.body:
            if isinstance(entry, fluent_ast.Message):
                assert entry.id.name not in entries, f"{locale}: {entry.id.name} twice"
                entries[entry.id.name] = entry
    return entries


def _variables(message: fluent_ast.Message) -> set[str]:
    found = _Variables()
    found.visit(message)
    return found.names


ENGLISH_ENTRIES = _entries(ENGLISH)


@pytest.mark.parametrize("locale", [locale for locale in SHIPPED if locale != ENGLISH])
def test_every_english_message_is_translated_with_the_same_values(locale: str) -> None:
    translated = _entries(locale)
    missing = sorted(set(ENGLISH_ENTRIES) - set(translated))
    assert not missing, f"{locale} lacks {missing}"
    extra = sorted(set(translated) - set(ENGLISH_ENTRIES))
    assert not extra, f"{locale} has messages English lacks: {extra}"
    for message_id, english in ENGLISH_ENTRIES.items():
        assert _variables(translated[message_id]) == _variables(english), (
            f"{locale} {message_id}: values {_variables(translated[message_id])} "
            f"where English has {_variables(english)}"
        )


def _named_ids(path: Path) -> set[str]:
    """String constants of `path` shaped like a message id of a known family (its first
    word is the first word of some English message): what the code asks to be worded."""
    families = {message_id.split("-")[0] for message_id in ENGLISH_ENTRIES}
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return {
        node.value
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant)
        and isinstance(node.value, str)
        and MESSAGE_ID.fullmatch(node.value)
        and node.value.split("-")[0] in families
        and node.value not in NOT_MESSAGES
    }


def _worded_files() -> list[Path]:
    found: list[Path] = []
    for part in WORDED:
        path = ROOT / part
        found.extend(sorted(path.rglob("*.py")) if path.is_dir() else [path])
    return found


@pytest.mark.parametrize("path", _worded_files(), ids=lambda path: str(path.relative_to(ROOT)))
def test_every_message_the_code_names_exists_in_english(path: Path) -> None:
    unknown = sorted(_named_ids(path) - set(ENGLISH_ENTRIES))
    assert not unknown, f"{path.name} names messages English lacks: {unknown}"
