"""`python -m bot playground` as a visitor runs it: a process of its own on a free
loopback port, its page's address read from the one line it prints, stopped with the
signal a service manager sends (SIGTERM) once the test is done."""

from __future__ import annotations

import signal
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
ANNOUNCEMENT = "Boardroom playground: open "


@pytest.fixture
def playground_url(tmp_path):
    command = [sys.executable, "-m", "bot", "playground", "--database", str(tmp_path / "p.db")]
    process = subprocess.Popen(
        command, cwd=ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True
    )
    try:
        line = process.stdout.readline()
        assert line.startswith(ANNOUNCEMENT), line + process.stderr.read()
        url = line.removeprefix(ANNOUNCEMENT).split()[0]
        assert url.startswith("http://127.0.0.1:")
        yield url
    finally:
        process.send_signal(signal.SIGTERM)
        status = process.wait(timeout=120)
    assert status == 0, process.stderr.read()
