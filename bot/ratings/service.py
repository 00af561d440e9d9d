"""Ratings per game per server, kept with OpenSkill (Plackett-Luce), and what they show.

OpenSkill models a player's skill as a belief: `mu` is the best guess and `sigma` how
unsure it still is. New players start unsure, so their first results move them a lot;
the model also handles draws natively. We run it on an Elo-like scale (a newcomer is
1500 with sigma 500) so the numbers look familiar.

A rating stays *provisional* for the first few rated games: the number is shown with a
question mark and the player is listed after the established ones on the leaderboard,
because a lucky first win says little.

Which matches count is a policy handed in by the app (`RatedPolicy`): an aborted match
never counts, and a tournament decides for its own matches.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import dataclass, replace

from openskill.models import PlackettLuce

from bot.core.events import MatchEnded
from bot.core.records import EndHow, Match
from bot.core.time_source import TimeSource
from bot.ratings.records import GameResult, MemberRating, RatingChange
from bot.ratings.storage.rating_store import AlreadyRated, SqlRatingStore

START_MU = 1500.0
START_SIGMA = 500.0
PROVISIONAL_GAMES = 5
"""Rated games a player needs before the rating is shown as established."""

_MODEL = PlackettLuce(mu=START_MU, sigma=START_SIGMA, beta=START_SIGMA / 2, tau=START_MU / 300)

RatedPolicy = Callable[[Match], Awaitable[bool]]
RatedAs = Callable[[Match], Awaitable[Mapping[str, int]]]
"""The player id each seat's result is rated under (the computer rates per level)."""


def is_provisional(rating: MemberRating) -> bool:
    return rating.games < PROVISIONAL_GAMES


def shown(rating: MemberRating) -> str:
    """The rating as players see it: "1612", or "1540?" while provisional."""
    return f"{round(rating.mu)}{'?' if is_provisional(rating) else ''}"


def rate_game(
    first: MemberRating, second: MemberRating, winner: int | None
) -> tuple[MemberRating, MemberRating]:
    """Both players' ratings after one game; `winner` is a user id or None (draw)."""
    ranks: list[float] = (
        [1, 1] if winner is None else ([1, 2] if winner == first.user_id else [2, 1])
    )
    teams = [[_MODEL.rating(mu=r.mu, sigma=r.sigma)] for r in (first, second)]
    (new_first,), (new_second,) = _MODEL.rate(teams, ranks=ranks)
    return (
        _after(first, new_first.mu, new_first.sigma, _result(first.user_id, winner)),
        _after(second, new_second.mu, new_second.sigma, _result(second.user_id, winner)),
    )


def _result(user_id: int, winner: int | None) -> GameResult:
    if winner is None:
        return GameResult.DRAW
    return GameResult.WIN if winner == user_id else GameResult.LOSS


def _after(rating: MemberRating, mu: float, sigma: float, result: GameResult) -> MemberRating:
    return replace(
        rating,
        mu=mu,
        sigma=sigma,
        wins=rating.wins + (result == GameResult.WIN),
        draws=rating.draws + (result == GameResult.DRAW),
        losses=rating.losses + (result == GameResult.LOSS),
    )


@dataclass(frozen=True, slots=True)
class MemberStats:
    rating: MemberRating
    recent: list[RatingChange]


@dataclass(frozen=True, slots=True)
class Leaderboard:
    established: list[MemberRating]
    provisional: list[MemberRating]


async def seat_holders(match: Match) -> Mapping[str, int]:
    """The default: each seat is rated as the member who holds it."""
    return match.seats


async def rate_everything(match: Match) -> bool:
    """The default policy: every two-player match between two members counts."""
    del match
    return True


class RatingService:
    def __init__(
        self,
        store: SqlRatingStore,
        clock: TimeSource,
        policy: RatedPolicy = rate_everything,
        rated_as: RatedAs = seat_holders,
    ) -> None:
        self._store = store
        self._clock = clock
        self._policy = policy
        self._rated_as = rated_as
        # Rating is read-modify-write: one match at a time, so two matches ending
        # together for the same player cannot overwrite each other's update.
        self._lock = asyncio.Lock()

    async def rating(self, guild_id: int, game_id: str, user_id: int) -> MemberRating:
        """The member's rating, or the starting one if they never played rated."""
        stored = await self._store.get(guild_id, game_id, user_id)
        return stored or MemberRating(guild_id, game_id, user_id, START_MU, START_SIGMA)

    async def on_match_ended(self, event: MatchEnded) -> None:
        match = event.match
        if event.how is EndHow.ABORT or len(set(match.seats.values())) != 2:
            return
        if not await self._policy(match):
            return
        holders = await self._rated_as(match)
        players = list(holders.values())
        winner = None if event.outcome.winner is None else holders[event.outcome.winner]
        async with self._lock:
            first, second = [await self.rating(match.guild_id, match.game_id, p) for p in players]
            new_first, new_second = rate_game(first, second, winner)
            now = self._clock()
            updates = [
                (
                    new,
                    RatingChange(
                        match_id=match.id,
                        user_id=new.user_id,
                        opponent_id=opponent,
                        result=_result(new.user_id, winner),
                        mu_before=old.mu,
                        mu=new.mu,
                        sigma=new.sigma,
                        rated_at=now,
                    ),
                )
                for old, new, opponent in (
                    (first, new_first, second.user_id),
                    (second, new_second, first.user_id),
                )
            ]
            with contextlib.suppress(AlreadyRated):  # a repeated event: already counted
                await self._store.record(updates)

    async def leaderboard(self, guild_id: int, game_id: str, limit: int = 10) -> Leaderboard:
        """The best players of a game; provisional ones apart, after the rest."""
        established = await self._store.top(guild_id, game_id, limit, min_games=PROVISIONAL_GAMES)
        provisional = await self._store.top(
            guild_id, game_id, limit - len(established), max_games=PROVISIONAL_GAMES - 1
        )
        return Leaderboard(established, provisional)

    async def stats(
        self, guild_id: int, game_id: str, user_id: int, recent: int = 5
    ) -> MemberStats:
        rating = await self.rating(guild_id, game_id, user_id)
        history = await self._store.history(guild_id, game_id, user_id, recent)
        return MemberStats(rating, history)
