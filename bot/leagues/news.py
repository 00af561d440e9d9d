"""What a league tells its channel, as facts; the Discord side words them
(`discord/presenter.py`), so the service never writes a sentence or a mention."""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime


@dataclass(frozen=True, slots=True)
class Opened:
    """The league was created: members may join until the first season begins."""

    starts: datetime


@dataclass(frozen=True, slots=True)
class SeasonBegun:
    season: int
    players: int
    divisions: int


@dataclass(frozen=True, slots=True)
class Postponed:
    """Too few members when the season was due: it begins later."""

    starts: datetime


@dataclass(frozen=True, slots=True)
class SeasonEnded:
    season: int
    champion_id: int | None
    up: tuple[int, ...]
    down: tuple[int, ...]
    next_start: datetime | None
    """When the next season begins; None while the league is paused."""


@dataclass(frozen=True, slots=True)
class Ended:
    pass


LeagueNews = Opened | SeasonBegun | Postponed | SeasonEnded | Ended
