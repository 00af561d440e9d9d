"""The playground's command line: its options, and serving the page until Ctrl-C.

Only what a visitor needs is printed: one line with the page's address. The bot's own
log is kept to warnings so that line stays visible. Ctrl-C or SIGTERM ends the session
cleanly: the bot closes its database and the command exits with status 0.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import signal
import sys
from pathlib import Path

from bot.playground.options import DEFAULT_DATABASE, MEMBER_NAMES, PlaygroundOptions

MISSING_EXTRA = (
    "The playground needs its extra: .venv/bin/pip install -e '.[playground]'"
    " (then run the same command again)."
)


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--members",
        type=int,
        default=PlaygroundOptions.members,
        choices=range(1, len(MEMBER_NAMES) + 1),
        metavar=f"1-{len(MEMBER_NAMES)}",
        help=f"how many simulated members join you (default {PlaygroundOptions.members})",
    )
    parser.add_argument(
        "--fresh", action="store_true", help="forget every match and setting and start over"
    )
    parser.add_argument(
        "--port", type=int, default=0, help="the page's port on 127.0.0.1 (default: a free one)"
    )
    parser.add_argument(
        "--database",
        type=Path,
        default=DEFAULT_DATABASE,
        help=f"the playground's own SQLite file (default {DEFAULT_DATABASE})",
    )


def serve(arguments: argparse.Namespace) -> int:
    try:
        # Here, not at the top: `python -m bot` must start without the playground extra.
        from simcord import SetupError  # noqa: PLC0415

        from bot.playground.session import open_playground  # noqa: PLC0415
    except ImportError:
        print(MISSING_EXTRA, file=sys.stderr)
        return 2
    options = PlaygroundOptions(
        database=arguments.database,
        members=arguments.members,
        fresh=arguments.fresh,
        port=arguments.port,
    )
    logging.basicConfig(level=logging.WARNING, format="%(levelname)s %(name)s: %(message)s")

    async def until_stopped() -> None:
        # SIGTERM (a service manager, `kill`) stops it as cleanly as Ctrl-C does.
        task = asyncio.current_task()
        assert task is not None, "a coroutine runs in a task"
        asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, task.cancel)
        async with open_playground(options) as playground:
            print(f"Boardroom playground: open {playground.url} (Ctrl-C stops it)", flush=True)
            # Until Ctrl-C, or the page's own "End preview session" button.
            await playground.screen.ended.wait()

    try:
        with contextlib.suppress(KeyboardInterrupt, asyncio.CancelledError):
            asyncio.run(until_stopped())
    except SetupError as error:  # e.g. the chosen port is taken
        print(f"The playground could not start: {error}.", file=sys.stderr)
        return 2
    return 0
