"""The whole-suite guard against skipped tests (tests/no_skips.py) fails a run that
skipped one, and leaves a narrowed run alone."""

from __future__ import annotations

from types import SimpleNamespace

import pytest

from tests.no_skips import NoSkips
from tests.whole_suite import ROOT


def session(*args: str, keyword: str = "") -> SimpleNamespace:
    lines: list[str] = []
    reporter = SimpleNamespace(
        write_sep=lambda _sep, title: lines.append(title), write_line=lines.append
    )
    config = SimpleNamespace(
        option=SimpleNamespace(keyword=keyword, markexpr=""),
        invocation_params=SimpleNamespace(dir=ROOT),
        args=list(args),
        pluginmanager=SimpleNamespace(get_plugin=lambda _name: reporter),
    )
    return SimpleNamespace(config=config, exitstatus=pytest.ExitCode.OK, lines=lines)


def skipped(nodeid: str) -> pytest.TestReport:
    return pytest.TestReport(nodeid, ("x", 1, "t"), {}, "skipped", ("x", 1, "why"), "call")


def test_a_skip_fails_the_whole_suite_and_is_named() -> None:
    guard, run = NoSkips(), session()
    guard.pytest_runtest_logreport(skipped("tests/test_x.py::test_y"))
    guard.pytest_sessionfinish(run)
    assert run.exitstatus == pytest.ExitCode.TESTS_FAILED
    assert "tests/test_x.py::test_y" in run.lines


def test_a_narrowed_run_may_skip() -> None:
    for run in (session("tests/e2e"), session(keyword="walk")):
        guard = NoSkips()
        guard.pytest_runtest_logreport(skipped("tests/test_x.py::test_y"))
        guard.pytest_sessionfinish(run)
        assert run.exitstatus == pytest.ExitCode.OK


def test_a_whole_suite_without_skips_passes() -> None:
    guard, run = NoSkips(), session()
    guard.pytest_sessionfinish(run)
    assert run.exitstatus == pytest.ExitCode.OK
