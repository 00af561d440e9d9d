"""`python -m bot playground` as a visitor runs it: a process of its own on a free
loopback port, its page's address read from the one line it prints, stopped with the
signal a service manager sends (SIGTERM) once the test is done."""

from __future__ import annotations

import os
import shutil
import signal
import subprocess
import sys
import threading
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ANNOUNCEMENT = "Boardroom playground: open "
HUNG_AFTER_SECONDS = 300
"""Not a speed check: only so a playground that never starts fails the test instead of
hanging the whole run."""


@pytest.fixture
def playground_url(playground_process):
    """The address the playground printed: its index page."""
    return playground_process[0]


@pytest.fixture
def playground_process(tmp_path):
    """The printed address and the running process."""
    command = [sys.executable, "-m", "bot", "playground", "--database", str(tmp_path / "p.db")]
    log = tmp_path / "stderr.txt"
    with log.open("w") as stderr:
        process = subprocess.Popen(
            command, cwd=ROOT, stdout=subprocess.PIPE, stderr=stderr, text=True
        )
    watchdog = threading.Timer(HUNG_AFTER_SECONDS, process.kill)
    watchdog.start()
    try:
        line = process.stdout.readline()
        watchdog.cancel()
        assert line.startswith(ANNOUNCEMENT), line + log.read_text()
        url = line.removeprefix(ANNOUNCEMENT).split()[0]
        assert url.startswith("http://127.0.0.1:")
        yield url, process
    finally:
        watchdog.cancel()
        process.send_signal(signal.SIGTERM)
        status = process.wait(timeout=HUNG_AFTER_SECONDS)
        process.stdout.close()
    assert status == 0, log.read_text()


@pytest.fixture
def chromium() -> str:
    """Debian's Chromium; asked for before the playground starts, to skip cheaply."""
    found = shutil.which("chromium") or shutil.which("chromium-browser")
    if found is not None:
        return found
    if os.environ.get("CI") == "true":
        pytest.fail("CI must have Chromium: .ci/run installs Debian's chromium package")
    pytest.skip("no Chromium on this machine: `apt-get install chromium` (as .ci/run does)")
