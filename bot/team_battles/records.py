"""The records of team battles: the battle and its terms, and its players. Plain
frozen dataclasses shared by the store, the service and the Discord side."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any


class BattleStatus(StrEnum):
    RUNNING = "running"
    FINISHED = "finished"
    CANCELLED = "cancelled"


@dataclass(frozen=True, slots=True)
class BattlePlan:
    """Everything a moderator decides when creating a team battle."""

    game_id: str
    options: Mapping[str, Any]
    time_control: str | None
    teams: tuple[int, ...]
    """The role ids that are its teams."""
    top: int
    """How many of a team's best players score for it."""


@dataclass(frozen=True, slots=True)
class Battle:
    id: int
    guild_id: int
    channel_id: int
    plan: BattlePlan
    status: BattleStatus
    ends_at: datetime
    created_by: int
    created_at: datetime
    message_id: int | None = None


@dataclass(frozen=True, slots=True)
class Player:
    user_id: int
    role_id: int
    points: int
    """Two a win, one a draw (half points, doubled)."""
    free_since: datetime | None
    """Waiting for a game since then; None while playing one."""
    last_opponent: int | None = None
