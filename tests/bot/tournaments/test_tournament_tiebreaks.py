"""Scores, Buchholz and Sonneborn-Berger on small hand-checked events."""

from __future__ import annotations

from bot.tournaments.pairing.model import Game
from bot.tournaments.pairing.tiebreaks import buchholz, scores, sonneborn_berger

# 1 beats 2, 1 draws 3, 3 beats 2, 4 has a bye and loses to 1.
GAMES = [
    Game(1, 1, 2, 1),
    Game(1, 3, 4, None),
    Game(2, 3, 1, None),
    Game(2, 2, 4, 2),
    Game(3, 4, 1, 1),
    Game(3, 2, 3, 3),
    Game.bye(4, 4),
]


def test_scores_count_wins_draws_and_byes() -> None:
    assert scores(GAMES) == {1: 2.5, 2: 1.0, 3: 2.0, 4: 1.5}


def test_buchholz_sums_opponents_scores_and_ignores_byes() -> None:
    assert buchholz(GAMES) == {
        1: 1.0 + 2.0 + 1.5,
        2: 2.5 + 1.5 + 2.0,
        3: 1.5 + 2.5 + 1.0,
        4: 2.0 + 1.0 + 2.5,
    }


def test_sonneborn_berger_weights_wins_fully_and_draws_by_half() -> None:
    assert sonneborn_berger(GAMES) == {
        1: 1.0 + 0.5 * 2.0 + 1.5,
        2: 1.5,
        3: 0.5 * 1.5 + 0.5 * 2.5 + 1.0,
        4: 0.5 * 2.0,
    }
