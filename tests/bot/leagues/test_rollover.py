"""The season rollover, pure: promotion, relegation, leavers, newcomers by rating."""

from __future__ import annotations

from bot.leagues.records import Moved
from bot.leagues.rollover import (
    Movers,
    division_format,
    movement,
    plan_season,
    rounds_of,
)
from bot.tournaments.pairing.formats import FormatKind


def test_the_first_season_cuts_the_members_by_rating():
    ratings = {1: 10.0, 2: 30.0, 3: 20.0, 4: 40.0, 5: 25.0}
    season = plan_season([], [1, 2, 3, 4, 5], ratings, 2, Movers(1, 1))
    # 4, 2 | 5, 3 | 1 alone joins the division above.
    assert season.divisions == [[4, 2], [5, 3, 1]]
    assert set(season.moved.values()) == {Moved.NEW}


def test_the_best_move_up_and_the_last_move_down():
    finished = [[1, 2, 3, 4], [5, 6, 7, 8], [9, 10, 11, 12]]
    members = list(range(1, 13))
    season = plan_season(finished, members, {}, 4, Movers(1, 1))
    assert season.divisions == [[1, 2, 3, 5], [4, 6, 7, 9], [8, 10, 11, 12]]
    assert season.moved[5] == Moved.UP and season.moved[4] == Moved.DOWN
    assert season.moved[9] == Moved.UP and season.moved[8] == Moved.DOWN
    assert season.moved[1] == Moved.STAY and season.moved[12] == Moved.STAY


def test_leavers_leave_gaps_that_the_ladder_closes_from_below():
    finished = [[1, 2, 3], [4, 5, 6]]
    season = plan_season(finished, [1, 3, 4, 5, 6], {}, 3, Movers(1, 1))
    assert season.divisions == [[1, 4, 3], [5, 6]]


def test_a_newcomer_joins_the_highest_division_they_are_rated_for():
    finished = [[1, 2], [3, 4]]
    ratings = {1: 40.0, 2: 30.0, 3: 20.0, 4: 10.0, 99: 35.0, 98: 1.0}
    season = plan_season(finished, [1, 2, 3, 4, 99, 98], ratings, 3, Movers(0, 0))
    assert season.divisions == [[1, 2, 99], [3, 4, 98]]
    assert season.moved[99] == Moved.NEW


def test_large_divisions_play_swiss_and_small_ones_a_round_robin():
    assert division_format(8) == (FormatKind.ROUND_ROBIN, None)
    assert division_format(20) == (FormatKind.SWISS, 7)
    assert rounds_of(5) == 5 and rounds_of(6) == 5 and rounds_of(20) == 7


def test_arrows_spare_the_top_and_the_bottom_division():
    assert movement(1, 1, 6, 3, Movers(2, 2)) == Moved.STAY
    assert movement(2, 2, 6, 3, Movers(2, 2)) == Moved.UP
    assert movement(2, 5, 6, 3, Movers(2, 2)) == Moved.DOWN
    assert movement(3, 6, 6, 3, Movers(2, 2)) == Moved.STAY
