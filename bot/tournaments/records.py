"""The records of tournaments: the event, its entrants, its tables and its audit trail.

Plain frozen dataclasses shared by the tournament store, service and cogs. The format
is kept as its text value (`"swiss"`, ...): the service turns it into a format object.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum
from typing import Any


class TournamentStatus(StrEnum):
    REGISTRATION = "registration"
    RUNNING = "running"
    FINISHED = "finished"
    CANCELLED = "cancelled"


@dataclass(frozen=True, slots=True)
class TournamentPlan:
    """Everything a moderator decides when creating a tournament."""

    name: str
    game_id: str
    options: Mapping[str, Any]
    format: str
    swiss_rounds: int | None
    time_control: str | None
    round_days: int
    rated: bool
    duplicate_deals: bool
    premoves: bool = True
    """Whether players may queue premoves (`bot/premoves/`) at its tables."""


@dataclass(frozen=True, slots=True)
class Tournament:
    id: int
    guild_id: int
    channel_id: int
    plan: TournamentPlan
    seed: int
    status: TournamentStatus
    registration_ends: datetime
    created_by: int
    created_at: datetime
    current_round: int = 0
    round_deadline: datetime | None = None
    champion_id: int | None = None
    message_id: int | None = None

    @property
    def name(self) -> str:
        return self.plan.name


@dataclass(frozen=True, slots=True)
class Entrant:
    """A registered member; `seed` is set at the start and identifies the entry."""

    user_id: int
    joined_at: datetime
    seed: int | None = None
    withdrawn: bool = False


@dataclass(frozen=True, slots=True)
class TableRecord:
    """A pairing given out: seeds, its match (None for a bye) and, once finished, the
    winning seed (None for a draw)."""

    key: str
    round: int
    first_seed: int
    second_seed: int | None
    match_id: int | None = None
    finished: bool = False
    winner_seed: int | None = None


class ActionKind(StrEnum):
    """What a moderator did; each kind's `ModeratorAction.detail` has these keys:

    * `create`: `name`, `game_id`, `format`, `swiss_rounds` (None unless Swiss)
    * `start`: `players` (how many)
    * `extend`: `round`, `deadline` (ISO 8601 UTC)
    * `result`: `table` (its key), `winner_id` (None for a draw)
    * `drop`: `user_id`
    * `substitute`: `leaving_id`, `joining_id`
    * `cancel`: nothing
    * `add-computer`: `level` (the computer entered at it; its removal is a `drop` of
      the level's player id, `bot.core.rated_levels`)
    """

    CREATE = "create"
    START = "start"
    EXTEND = "extend"
    RESULT = "result"
    DROP = "drop"
    SUBSTITUTE = "substitute"
    CANCEL = "cancel"
    ADD_COMPUTER = "add-computer"


@dataclass(frozen=True, slots=True)
class ModeratorAction:
    """One line of a tournament's log: ids and values, never words or markup, so the
    presenter words it for whoever reads it (`wording.py`)."""

    moderator_id: int
    action: ActionKind
    detail: Mapping[str, Any]
    at: datetime
