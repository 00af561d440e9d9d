"""The services read the time only through a `TimeSource`, so tests and SimCord's
virtual time decide what "now" is. The app passes `discord.utils.utcnow`, which SimCord
drives with `env.advance_time`. (Not to be confused with the game clocks of
`bot/clocks/model.py`, which count players' thinking time.)"""

from collections.abc import Callable
from datetime import datetime

TimeSource = Callable[[], datetime]
"""Returns the current moment as an aware UTC datetime."""
