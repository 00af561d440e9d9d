"""A season's standings as facts: each division's players in order with their points
and where they are heading (up, down, staying), for the `/league standings` image.

Every season, under way or ended, reads its divisions' tournaments, which keep their
games: the standings, wins, draws and losses are theirs (the final order and points
stored when a season closes serve the history and the next season's plan)."""

from __future__ import annotations

from dataclasses import dataclass

from bot.leagues.records import Moved


@dataclass(frozen=True, slots=True)
class Row:
    rank: int
    user_id: int
    points: float
    wins: int
    draws: int
    losses: int
    heading: Moved
    """UP or DOWN where the season's end moves them, STAY otherwise."""


@dataclass(frozen=True, slots=True)
class DivisionTable:
    number: int
    rows: tuple[Row, ...]


@dataclass(frozen=True, slots=True)
class SeasonTable:
    season: int
    divisions: int
    """How many divisions the season has (the table may show only some)."""
    shown: tuple[DivisionTable, ...]
    final: bool
