"""The records of leagues: the league and its terms, its members, and each season's
places. Plain frozen dataclasses shared by the store, the service and the cogs; words
are never stored (a movement is a code, `Moved`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any


class LeagueStatus(StrEnum):
    OPEN = "open"
    """Between seasons (or before the first): members join and leave; the next
    season begins at `next_start`."""
    RUNNING = "running"
    PAUSED = "paused"
    """A moderator stopped it: the season under way plays out, no new one begins."""
    ENDED = "ended"


class Moved(StrEnum):
    """How a member came into a season's division."""

    NEW = "new"
    UP = "up"
    DOWN = "down"
    STAY = "stay"


@dataclass(frozen=True, slots=True)
class LeaguePlan:
    """Everything a moderator decides when creating a league."""

    name: str
    game_id: str
    options: Mapping[str, Any]
    time_control: str | None
    season_days: int
    division_size: int
    promoted: int
    relegated: int
    break_hours: int


@dataclass(frozen=True, slots=True)
class League:
    id: int
    guild_id: int
    channel_id: int
    plan: LeaguePlan
    status: LeagueStatus
    season: int
    next_start: datetime | None
    season_ends: datetime | None
    created_by: int
    created_at: datetime

    @property
    def name(self) -> str:
        return self.plan.name


@dataclass(frozen=True, slots=True)
class Member:
    user_id: int
    joined_at: datetime
    leaving: bool = False


@dataclass(frozen=True, slots=True)
class Place:
    """Where a member played one season, and once it ended how they finished."""

    season: int
    user_id: int
    division: int
    moved: Moved
    final_rank: int | None = None
    points: float | None = None


@dataclass(frozen=True, slots=True)
class Division:
    season: int
    number: int
    tournament_id: int | None
