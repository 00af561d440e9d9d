"""Ratings in the database: current ratings, leaderboards and the per-match history."""

from __future__ import annotations

import sys
from typing import Any

from bot.core.storage.columns import from_row, moment, timestamp
from bot.core.storage.database import Database, IntegrityError, Scope
from bot.ratings.records import GameResult, MemberRating, RatingChange


class AlreadyRated(Exception):
    """The match was rated before: its history rows exist."""


class SqlRatingStore:
    def __init__(self, database: Database) -> None:
        self._db = database

    async def get(self, guild_id: int, game_id: str, user_id: int) -> MemberRating | None:
        row = await self._db.fetch_one(
            "SELECT * FROM ratings WHERE guild_id = ? AND game_id = ? AND user_id = ?",
            (guild_id, game_id, user_id),
        )
        return None if row is None else _rating(row)

    async def top(
        self,
        guild_id: int,
        game_id: str,
        limit: int,
        *,
        min_games: int = 0,
        max_games: int | None = None,
    ) -> list[MemberRating]:
        """The best ratings of a game in a server, highest mu first, among members who
        played between `min_games` and `max_games` rated games."""
        rows = await self._db.fetch_all(
            "SELECT * FROM ratings WHERE guild_id = ? AND game_id = ?"
            " AND wins + draws + losses BETWEEN ? AND ?"
            " ORDER BY mu DESC, user_id LIMIT ?",
            (
                guild_id,
                game_id,
                min_games,
                sys.maxsize if max_games is None else max_games,
                limit,
            ),
        )
        return [_rating(row) for row in rows]

    async def history(
        self, guild_id: int, game_id: str, user_id: int, limit: int
    ) -> list[RatingChange]:
        """The member's latest rated matches of a game, newest first."""
        rows = await self._db.fetch_all(
            "SELECT * FROM rating_history WHERE guild_id = ? AND game_id = ? AND user_id = ?"
            " ORDER BY rated_at DESC, match_id DESC LIMIT ?",
            (guild_id, game_id, user_id, limit),
        )
        return [
            from_row(
                RatingChange,
                row,
                result=GameResult(row["result"]),
                rated_at=moment(row["rated_at"]),
            )
            for row in rows
        ]

    async def record(self, updates: list[tuple[MemberRating, RatingChange]]) -> None:
        """Store each player's new rating with its history line, all in one
        transaction; raises `AlreadyRated` (and changes nothing) if the match was rated
        before."""
        try:
            scope = Scope.server(updates[0][0].guild_id if updates else None)
            async with self._db.transaction(scope) as conn:
                for rating, change in updates:
                    await conn.execute(
                        "INSERT INTO rating_history (match_id, user_id, guild_id, game_id,"
                        " opponent_id, result, mu_before, mu, sigma, rated_at)"
                        " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                        (
                            change.match_id,
                            change.user_id,
                            rating.guild_id,
                            rating.game_id,
                            change.opponent_id,
                            change.result.value,
                            change.mu_before,
                            change.mu,
                            change.sigma,
                            timestamp(change.rated_at),
                        ),
                    )
                    await conn.execute(
                        "INSERT INTO ratings (guild_id, game_id, user_id, mu, sigma, wins, draws,"
                        " losses, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)"
                        " ON CONFLICT (guild_id, game_id, user_id) DO UPDATE SET"
                        " mu = excluded.mu, sigma = excluded.sigma, wins = excluded.wins,"
                        " draws = excluded.draws, losses = excluded.losses,"
                        " updated_at = excluded.updated_at",
                        (
                            rating.guild_id,
                            rating.game_id,
                            rating.user_id,
                            rating.mu,
                            rating.sigma,
                            rating.wins,
                            rating.draws,
                            rating.losses,
                            timestamp(change.rated_at),
                        ),
                    )
        except IntegrityError as exc:
            raise AlreadyRated from exc


def _rating(row: Any) -> MemberRating:
    return from_row(MemberRating, row)
