"""The list of the suite's longest files (tests/longest_first.py) names files that exist,
each once: a renamed file would silently lose its early start."""

from pathlib import Path

from tests.longest_first import LONGEST

ROOT = Path(__file__).resolve().parent.parent


def test_every_file_named_longest_exists_once() -> None:
    assert [name for name in LONGEST if not (ROOT / name).is_file()] == []
    assert len(set(LONGEST)) == len(LONGEST)
