"""`python -m bot`: read the settings, start the bot, or say in one line what is missing.

`python -m bot playground` starts the same bot in a simulated Discord served to a
browser page instead (`bot/playground/`), for trying it without a token.
"""

from __future__ import annotations

import argparse
import sys

from pydantic import ValidationError

from bot.app import create_bot
from bot.operations.json_logs import start_logs
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
        print(settings_problem(exc), file=sys.stderr)
        return 2
    start_logs(settings.log_level, settings.log_format)
    create_bot(settings).run(settings.discord_token.get_secret_value(), log_handler=None)
    return 0


def settings_problem(exc: ValidationError) -> str:
    """One line that says what to set: the token first (without it nothing starts),
    otherwise each invalid setting by its variable's name."""
    named = [
        (str(error["loc"][0]).upper() if error["loc"] else "", error) for error in exc.errors()
    ]
    if any(name == "DISCORD_TOKEN" for name, _ in named):
        return (
            "Set DISCORD_TOKEN (in the environment or in .env) to start the bot,"
            f" or try it without Discord: {PLAYGROUND_COMMAND}"
        )
    problems = [f"{name}: {error['msg']}" if name else error["msg"] for name, error in named]
    return f"Invalid settings: {'; '.join(problems)}"


if __name__ == "__main__":
    sys.exit(main())
