"""The page process as the bot's child (`WEB_SERVER=process`, the default): started with
the bot, started again whenever it ends, stopped with the bot.

The child is `python -m bot.web --with-parent` (`process.py`) with the bot's database
and pages settings in its environment. It says when it listens (and on which port) in
one line on its standard output, and ends when its standard input closes, which the bot
holds open while it lives. Ended for any reason (a crash, killed by the system for its
memory), it is started again after `PAUSE`, and after twice as long each time it fails
to start, up to `LONGEST_PAUSE`; meanwhile `alive` is false, which the bot's `/healthz`
reports (`pages`).
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import signal
import sys

from bot.core.background import cancelled
from bot.settings import PageSettings
from bot.web.http.process import READY

log = logging.getLogger(__name__)

PAUSE = 1.0
"""Seconds before a page process that ended is started again."""
LONGEST_PAUSE = 60.0
"""The longest pause between two failed starts."""
START_SECONDS = 60.0
"""How long a starting page process may take to listen (it opens the database and its
workers) before it is counted as failed."""
STOP_SECONDS = 5.0
"""How long a stopping page process may finish its answers before it is killed."""


class PageProcessFailed(Exception):
    """The page process ended, or said nothing, instead of listening."""


class PageProcess:
    def __init__(self, settings: PageSettings, pause: float = PAUSE) -> None:
        self.environment = {
            **os.environ,
            "DATABASE_URL": settings.database_url,
            "PUBLIC_URL": settings.public_url or "",
            "WEB_PORT": str(settings.web_port),
            "WEB_POLL_SECONDS": str(settings.web_poll_seconds),
            "TRUSTED_PROXIES": ",".join(str(network) for network in settings.trusted_proxies),
            "LOG_LEVEL": settings.log_level,
            "LOG_FORMAT": settings.log_format,
        }
        """The child's environment: the bot's, with the settings the pages need as the
        bot read them (from its `.env` file too)."""
        self._pause = pause
        self._process: asyncio.subprocess.Process | None = None
        self._keeper: asyncio.Task[None] | None = None
        self.port: int | None = None
        """The port the child listens on (the one the system chose, for port 0)."""
        self.starts = 0
        """How many times a page process was started and listened."""

    @property
    def alive(self) -> bool:
        """A page process listens now."""
        return self._process is not None and self._process.returncode is None

    @property
    def pid(self) -> int | None:
        return None if self._process is None else self._process.pid

    async def start(self) -> None:
        """Start the page process and wait until it listens; if it cannot, say so in
        the log and keep trying in the background (the bot runs on without pages)."""
        try:
            await self._spawn()
        except (OSError, PageProcessFailed):
            log.exception("the page process did not start; trying again")
        self._keeper = asyncio.create_task(self._keep(), name="page process")

    async def _spawn(self) -> None:
        process = await asyncio.create_subprocess_exec(
            sys.executable,
            "-m",
            "bot.web",
            "--with-parent",
            stdin=asyncio.subprocess.PIPE,
            stdout=asyncio.subprocess.PIPE,
            env=self.environment,
            start_new_session=True,  # a process group of its own, with its workers
        )
        assert process.stdout is not None
        try:
            line = await asyncio.wait_for(process.stdout.readline(), START_SECONDS)
        except TimeoutError:
            line = b""
        said = line.decode(errors="replace").strip()
        if not said.startswith(READY):
            await _stop(process)
            raise PageProcessFailed(f"the page process ended with {process.returncode}")
        self.port = int(said.removeprefix(READY))
        self._process = process
        self.starts += 1

    async def _keep(self) -> None:
        """Start the page process again whenever it ends, until the bot closes."""
        pause = self._pause
        while True:
            if self._process is not None:
                code = await self._process.wait()
                log.error("the page process ended (exit code %s); starting it again", code)
                _end_group(self._process)
                self._process = None
            await asyncio.sleep(pause)
            try:
                await self._spawn()
                pause = self._pause
            except (OSError, PageProcessFailed):
                log.exception("the page process did not start; trying again")
                pause = min(2 * pause, LONGEST_PAUSE)

    async def close(self) -> None:
        if self._keeper is not None:
            await cancelled(self._keeper)
            self._keeper = None
        if self._process is not None:
            await _stop(self._process)
            self._process = None


async def _stop(process: asyncio.subprocess.Process) -> None:
    """End `process`: its standard input closed and asked to stop, then killed if it
    takes longer than `STOP_SECONDS`."""
    if process.returncode is None:
        if process.stdin is not None:
            process.stdin.close()
        with contextlib.suppress(ProcessLookupError):
            process.terminate()
        try:
            await asyncio.wait_for(process.wait(), STOP_SECONDS)
        except TimeoutError:
            with contextlib.suppress(ProcessLookupError):
                process.kill()
            await process.wait()
    _end_group(process)


def _end_group(process: asyncio.subprocess.Process) -> None:
    """Kill what is left of an ended page process's group: its image workers, which
    outlive it when it is killed."""
    with contextlib.suppress(ProcessLookupError, PermissionError):
        os.killpg(process.pid, signal.SIGKILL)
