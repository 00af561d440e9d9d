"""The order in which the parallel workers get the suite's files: the longest first.

With `--dist loadfile` (pyproject.toml) a worker takes a whole file at a time, the next
when it is nearly done. A file of half a minute handed out near the end keeps one worker
busy while the others have nothing left: pytest-xdist's own order (most tests first)
handed out the one-test burst of tests/e2e/test_rate_limited_burst.py (37 s) and the type
checker last. So the files measured longest (`LONGEST`) go first, in that order, and
every other file after them, most tests first, as pytest-xdist would order them
(`--no-loadscope-reorder` in pyproject.toml keeps it from re-sorting ours).

Only how soon the run ends depends on this list, never what runs or how: a file missing
from it is ordered by its count of tests, and tests/test_longest_first.py checks that
every file named here exists. Re-measure with `pytest --durations=0`, summed per file.
"""

from __future__ import annotations

from collections import Counter

import pytest

LONGEST = (
    # Seconds per file, summed over its tests (a whole-suite run, 2026-11-27).
    "tests/e2e/test_privacy.py",  # 43
    "tests/e2e/test_rate_limited_burst.py",  # 38, one test
    "tests/test_types.py",  # 8 with mypy's cache, 25 without (a fresh clone)
    "tests/e2e/test_computer.py",  # 19
    "tests/e2e/test_answer_first.py",  # 18
    "tests/e2e/test_every_timer_kind.py",  # 18
    "tests/e2e/test_match_page_browser.py",  # 18
    "tests/e2e/test_every_post_in_every_language.py",  # 18
    "tests/e2e/test_move_hints.py",  # 17
    "tests/e2e/test_match_review.py",  # 16
    "tests/e2e/test_full_games.py",  # 15
    "tests/e2e/test_async_clocks.py",  # 14
    "tests/e2e/test_any_text.py",  # 14
    "tests/ai/test_ai_review.py",  # 11
    "tests/e2e/test_double_accept.py",  # 10
    "tests/e2e/test_discord_unavailable.py",  # 10
    "tests/e2e/test_premoves.py",  # 10
    "tests/playground/test_browser_tournament.py",  # 9
    "tests/bot/core/test_one_numbering.py",  # 8
    "tests/playground/test_browser_autocomplete.py",  # 8
    "tests/e2e/test_moderator_actions_against_timers.py",  # 8
)


def file_of(item: pytest.Item) -> str:
    """The file `--dist loadfile` hands out `item` with."""
    return item.nodeid.split("::", 1)[0]


@pytest.hookimpl(trylast=True)
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Order the files, keeping each file's tests together and in their own order (unless
    the run asked for failed or new tests first: `--ff`, `--nf`)."""
    if config.getoption("failedfirst", False) or config.getoption("newfirst", False):
        return
    rank = {name: place for place, name in enumerate(LONGEST)}
    tests = Counter(file_of(item) for item in items)
    items.sort(key=lambda item: (rank.get(file_of(item), len(rank)), -tests[file_of(item)]))
