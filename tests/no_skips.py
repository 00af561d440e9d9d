"""A whole-suite run fails if any test was skipped: every test here is meant to run on
a fresh clone (`.ci/run` installs Chromium; PostgreSQL comes from a pip package), so a
skip is a test that silently stopped proving anything. A file or `-k` run may skip
(the language walk's coverage check needs its whole module)."""

from __future__ import annotations

import pytest

from tests.whole_suite import whole_suite


class NoSkips:
    """Collects the skipped tests' ids; on the controlling process its reports include
    every worker's."""

    def __init__(self) -> None:
        self.skipped: list[str] = []

    def pytest_runtest_logreport(self, report: pytest.TestReport) -> None:
        if report.skipped and not hasattr(report, "wasxfail"):
            self.skipped.append(report.nodeid)

    @pytest.hookimpl(trylast=True)
    def pytest_sessionfinish(self, session: pytest.Session) -> None:
        config = session.config
        if hasattr(config, "workerinput") or not self.skipped or not whole_suite(config):
            return
        reporter = config.pluginmanager.get_plugin("terminalreporter")
        reporter.write_sep("=", "tests skipped in a whole-suite run (none may be)")
        for nodeid in self.skipped:
            reporter.write_line(nodeid)
        session.exitstatus = pytest.ExitCode.TESTS_FAILED


def pytest_configure(config: pytest.Config) -> None:
    config.pluginmanager.register(NoSkips(), "no-skips")
