"""`python -m bot`: read the settings, start the bot, or say in one line what is missing.

`python -m bot playground` starts the same bot in a simulated Discord served to a
browser page instead (`bot/playground/`), for trying it without a token.
"""

from __future__ import annotations

import argparse
import logging
import sys

from pydantic import ValidationError

from bot.app import create_bot
from bot.playground.command import add_arguments, serve
from bot.settings import Settings

PLAYGROUND_COMMAND = "python -m bot playground"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m bot", description="Start the bot.")
    commands = parser.add_subparsers(dest="command")
    playground = commands.add_parser(
        "playground",
        help="try the bot in your browser, without Discord or a token",
        description="Start the bot in a simulated server on this machine and serve it to"
        " a browser page: no Discord account or token needed. Ctrl-C stops it.",
    )
    add_arguments(playground)
    arguments = parser.parse_args(argv)
    if arguments.command == "playground":
        return serve(arguments)
    return run_bot()


def run_bot() -> int:
    try:
        settings = Settings()
    except ValidationError as exc:
        missing = {str(error["loc"][0]).upper() for error in exc.errors()}
        if "DISCORD_TOKEN" in missing:
            reason = (
                "Set DISCORD_TOKEN (in the environment or in .env) to start the bot,"
                f" or try it without Discord: {PLAYGROUND_COMMAND}"
            )
        else:
            reason = f"Invalid settings: {'; '.join(e['msg'] for e in exc.errors())}"
        print(reason, file=sys.stderr)
        return 2
    logging.basicConfig(
        level=settings.log_level.upper(),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    create_bot(settings).run(settings.discord_token.get_secret_value(), log_handler=None)
    return 0


if __name__ == "__main__":
    sys.exit(main())
