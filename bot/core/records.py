"""The records the stores read and write: plain frozen dataclasses, no behaviour.

They are the language shared by the store, the services and the cogs (and by the
colleagues' clocks and tournaments), so they know nothing of Discord or SQL.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from datetime import datetime
from enum import StrEnum
from typing import Any

from games.contract import seat_name
from i18n import Message

Seat = str


class MatchStatus(StrEnum):
    ONGOING = "ongoing"
    FINISHED = "finished"
    ABORTED = "aborted"


class EndHow(StrEnum):
    """Why a match stopped, as a category; the words for players go in `reason`."""

    RULES = "rules"  # the game itself ended (win, draw rule)
    RESIGNATION = "resignation"
    DRAW_AGREED = "draw agreed"
    ABORT = "abort"
    MODERATOR = "moderator"
    TIMEOUT = "timeout"
    DEADLINE = "deadline"  # a tournament round's deadline decided it; nobody's clock ran out


@dataclass(frozen=True, slots=True)
class MatchResult:
    """How a match ended: the winning seat (None for a draw or an abort), the category
    and why, as a `Message` worded in the reader's language (a game's ending, or one of
    the bot's `match-reason-*` codes, a moderator's own words as its argument). Plain
    text is only what a row from before reasons were messages still holds
    (`bot/core/results.py` words those)."""

    winner: Seat | None
    how: EndHow
    reason: Message | str


@dataclass(frozen=True, slots=True)
class Match:
    """One match as stored. `moves` (canonical notations) is the source of truth;
    `position` is the snapshot of where those moves lead, written in the same
    transaction, and `trails` each move's piece of the rules' memory that the snapshot
    leaves out (`State.trail`; mostly empty). `version` grows by one with every
    committed change."""

    id: int
    guild_id: int
    channel_id: int
    game_id: str
    options: Mapping[str, Any]
    seed: int
    seats: Mapping[Seat, int]
    status: MatchStatus
    origin: str
    position: str
    moves: tuple[str, ...]
    version: int
    created_at: datetime
    updated_at: datetime
    result: MatchResult | None = None
    draw_offer: Seat | None = None
    time_control: str | None = None
    """The time control chosen at creation (`3d+7d`); None: the server's default."""
    trails: tuple[str, ...] = ()
    premoves: bool = False
    """Whether a premove tree may be queued for the match (`bot/premoves/`), as the row
    stood when read or written: the move's own write reads it afresh, inside the
    match's transaction, and asks for the opponent's tree only then."""

    @property
    def is_ongoing(self) -> bool:
        return self.status is MatchStatus.ONGOING

    def seat_of(self, user_id: int) -> Seat | None:
        """The seat `user_id` plays (the first one, should a member play both)."""
        return next((seat for seat, user in self.seats.items() if user == user_id), None)

    def other_seat(self, seat: Seat) -> Seat:
        """The opponent's seat (every game here has two)."""
        return next(other for other in self.seats if other != seat)

    def seat_name(self, seat: Seat) -> Message:
        """`seat` as its reader names it (the id stays in stored data and notation)."""
        return seat_name(self.game_id, seat)


@dataclass(frozen=True, slots=True)
class NewMatch:
    """What creating a match needs; the store assigns id, version and timestamps."""

    guild_id: int
    channel_id: int
    game_id: str
    options: Mapping[str, Any]
    seed: int
    seats: Mapping[Seat, int]
    origin: str
    position: str
    time_control: str | None = None


@dataclass(frozen=True, slots=True)
class MoveRecord:
    """One committed move with who made it and when."""

    number: int
    seat: Seat
    user_id: int
    notation: str
    played_at: datetime


class ChallengeStatus(StrEnum):
    PENDING = "pending"
    ACCEPTED = "accepted"
    DECLINED = "declined"
    EXPIRED = "expired"
    WITHDRAWN = "withdrawn"


@dataclass(frozen=True, slots=True)
class Challenge:
    """An invitation to a match. `challenged_id` None means anyone may accept; `seat`
    None means the seats are drawn at random on acceptance."""

    id: int
    guild_id: int
    channel_id: int
    challenger_id: int
    challenged_id: int | None
    game_id: str
    options: Mapping[str, Any]
    seat: Seat | None
    status: ChallengeStatus
    created_at: datetime
    expires_at: datetime
    message_id: int | None = None
    time_control: str | None = None
    """The time control the challenger chose; None: the server's default."""

    @property
    def is_open(self) -> bool:
        return self.challenged_id is None


@dataclass(frozen=True, slots=True)
class GuildSettings:
    """Per-server choices made by its moderators. `allowed_games` None allows all.
    `game_defaults` maps a game id to the `key=value` options its challenges start from,
    kept as the moderator wrote them so they merge with a challenger's own text."""

    guild_id: int
    allowed_games: tuple[str, ...] | None = None
    use_threads: bool = True
    moderator_role_id: int | None = None
    challenge_expiry_hours: int = 24
    game_defaults: Mapping[str, Mapping[str, str]] = field(default_factory=dict)

    def options_for(self, game_id: str, given: Mapping[str, Any]) -> dict[str, Any]:
        """A challenge's options: this server's defaults for the game, each key the
        challenger gave replacing the default's."""
        return {**self.game_defaults.get(game_id, {}), **given}
