"""`python -m bot.store copy --from sqlite:///data/boardroom.sqlite3 --to postgresql://...`"""

from __future__ import annotations

import argparse
import asyncio
import sys

from bot.store.copy import TargetNotEmpty, copy_database


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot.store")
    commands = parser.add_subparsers(dest="command", required=True)
    copy = commands.add_parser(
        "copy",
        help="copy an SQLite database into an empty PostgreSQL one and check the copy",
        description="Copy every table of the SQLite database into the empty PostgreSQL"
        " database (creating its schema), then replay every match of the copy and compare"
        " its position and its number of moves with the original. Stop the bot first.",
    )
    copy.add_argument("--from", dest="source", required=True, metavar="sqlite:///PATH")
    copy.add_argument("--to", dest="target", required=True, metavar="postgresql://...")
    arguments = parser.parse_args(argv)
    try:
        report = asyncio.run(copy_database(arguments.source, arguments.target))
    except (TargetNotEmpty, ValueError) as exc:
        print(f"Nothing copied: {exc}", file=sys.stderr)
        return 1
    print(report.summary())
    return 0 if report.faithful else 1


if __name__ == "__main__":
    sys.exit(main())
