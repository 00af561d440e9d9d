"""The records of ratings: a member's current rating and one line of its history.

Plain frozen dataclasses shared by the rating store, the rating service and the cogs.
"""

from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime
from enum import StrEnum


class GameResult(StrEnum):
    WIN = "win"
    DRAW = "draw"
    LOSS = "loss"


@dataclass(frozen=True, slots=True)
class MemberRating:
    """A member's OpenSkill rating for one game in one server, with their record."""

    guild_id: int
    game_id: str
    user_id: int
    mu: float
    sigma: float
    wins: int = 0
    draws: int = 0
    losses: int = 0

    @property
    def games(self) -> int:
        return self.wins + self.draws + self.losses


@dataclass(frozen=True, slots=True)
class RatingChange:
    """What one rated match did to one player's rating."""

    match_id: int
    user_id: int
    opponent_id: int
    result: GameResult
    mu_before: float
    mu: float
    sigma: float
    rated_at: datetime
