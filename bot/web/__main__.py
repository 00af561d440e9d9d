"""`python -m bot.web`: the match pages served apart from the bot (`http/process.py`)."""

import sys

from bot.web.http.process import main

if __name__ == "__main__":
    sys.exit(main())
