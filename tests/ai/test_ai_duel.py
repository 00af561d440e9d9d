"""Duel scoring: wins plus half draws, an honest interval, seats alternated."""

from __future__ import annotations

import math

import pytest
from english_text import refused

import games
from ai.budget import Allowance, Budget
from ai.duel import DuelScore, duel, game_points
from games.contract import Outcome
from i18n import Message


def test_score_counts_wins_and_half_draws() -> None:
    score = DuelScore([1.0, 0.5, 0.0, 1.0])
    assert (score.wins, score.draws, score.losses, score.games) == (2, 1, 1, 4)
    assert score.score == pytest.approx(0.625)
    low, high = score.interval()
    assert low < 0.625 < high
    assert score.elo() == pytest.approx(-400 * math.log10(1 / 0.625 - 1))


def test_a_clean_sweep_has_an_infinite_elo_and_a_closed_interval() -> None:
    score = DuelScore([1.0] * 5)
    assert score.elo() == math.inf
    assert score.interval() == (1.0, 1.0)
    assert DuelScore([0.0]).elo() == -math.inf


def test_seats_alternate_and_each_deal_is_played_from_both_sides(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    played = []

    def record(game, options, seed, players, rng_for, *, plies=None):
        played.append((seed, players["H"]))
        return Outcome("H", Message("recorded"))

    monkeypatch.setattr("ai.duel.play_game", record)
    score = duel(games.get("domination-cards"), "easy", "random", 4, seed=5)
    assert played == [(5, "easy"), (5, "random"), (6, "easy"), (6, "random")]
    assert score.points == [1.0, 0.0, 1.0, 0.0]


def test_a_real_duel_plays_every_game() -> None:
    score = duel(games.get("domination-cards"), "greedy", "random", 2, seed=1)
    assert score.games == 2


def test_a_game_cut_by_the_ply_cap_is_a_draw_for_both_sides() -> None:
    draughts = games.get("draughtnauts")
    for number in (0, 1):
        assert game_points(draughts, "random", "random", number, plies=2) == 0.5


def test_a_numbered_game_is_the_same_game_played_in_a_series() -> None:
    cards = games.get("domination-cards")
    series = duel(cards, "greedy", "random", 4, seed=3)
    alone = [game_points(cards, "greedy", "random", number, seed=3) for number in (3, 2, 1, 0)]
    assert alone == series.points[::-1]


def test_a_budget_needs_work_and_depth() -> None:
    with refused(ValueError, match="at least one"):
        Budget(work=0)


def test_an_allowance_polls_should_stop_and_stays_spent() -> None:
    calls = []
    allowance = Allowance(10_000, lambda: calls.append(1) or len(calls) >= 2)
    while allowance.spend():
        pass
    assert len(calls) == 2
    assert allowance.spent
    assert not allowance.spend()
    assert Allowance(3).spend(2)
    assert not Allowance(3).spend(3)
