"""`python -m bot`: read the settings, start the bot, or say in one line what is missing."""

from __future__ import annotations

import logging
import sys

from pydantic import ValidationError

from bot.app import create_bot
from bot.settings import Settings


def main() -> int:
    try:
        settings = Settings()
    except ValidationError as exc:
        missing = {str(error["loc"][0]).upper() for error in exc.errors()}
        if "DISCORD_TOKEN" in missing:
            reason = "Set DISCORD_TOKEN (in the environment or in .env) to start the bot."
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
