"""The type checker finds nothing, as part of the test command (so CI runs it).

What is checked, and how strictly, is pyproject.toml's `[tool.mypy]`: strict for the
pure packages, standard for `bot/`. The cache lives in pytest's cache folder, so a run
after a small change re-checks only what changed; without that folder (a fresh clone,
or `-p no:cacheprovider`) mypy starts cold in a temporary one.
"""

from pathlib import Path

import pytest
from mypy import api

ROOT = Path(__file__).resolve().parent.parent


def test_mypy_finds_nothing(
    pytestconfig: pytest.Config, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    provider = getattr(pytestconfig, "cache", None)
    cache = provider.mkdir("mypy") if provider is not None else tmp_path
    monkeypatch.chdir(ROOT)  # the configured `files` are relative to the checkout
    report, errors, status = api.run(
        ["--config-file", str(ROOT / "pyproject.toml"), "--cache-dir", str(cache)]
    )
    assert status == 0, report + errors
