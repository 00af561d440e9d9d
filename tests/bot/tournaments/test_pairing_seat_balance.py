"""Seat wishes: which seat a Swiss player is owed, and who wins a clash."""

from __future__ import annotations

import pytest

from bot.tournaments.pairing.model import Game
from bot.tournaments.pairing.seat_balance import (
    NO_WISH,
    SeatWish,
    Strength,
    first_seat_goes_to_a,
    seat_history,
    seat_wish,
)


@pytest.mark.parametrize(
    ("firsts", "wish"),
    [
        ([], NO_WISH),
        ([True], SeatWish(False, Strength.STRONG)),
        ([False], SeatWish(True, Strength.STRONG)),
        ([True, False], SeatWish(True, Strength.MILD)),
        ([False, True], SeatWish(False, Strength.MILD)),
        ([True, True], SeatWish(False, Strength.ABSOLUTE)),
        ([False, True, True], SeatWish(False, Strength.ABSOLUTE)),
        ([True, False, True], SeatWish(False, Strength.STRONG)),
        ([False, False, True, False], SeatWish(True, Strength.ABSOLUTE)),
    ],
)
def test_seat_wish(firsts: list[bool], wish: SeatWish) -> None:
    assert seat_wish(firsts) == wish


def test_history_ignores_byes_and_orders_by_round() -> None:
    games = [Game(2, 2, 1, None), Game(1, 1, 2, 1), Game.bye(3, 1)]
    assert seat_history(games) == {1: [True, False], 2: [False, True]}


FIRST_STRONG = SeatWish(True, Strength.STRONG)
FIRST_MILD = SeatWish(True, Strength.MILD)
SECOND_MILD = SeatWish(False, Strength.MILD)


@pytest.mark.parametrize(
    ("a", "b", "a_higher", "a_first"),
    [
        (FIRST_MILD, SECOND_MILD, False, True),  # different wishes: both granted
        (SECOND_MILD, NO_WISH, True, False),  # only a wishes
        (NO_WISH, FIRST_MILD, True, False),  # only b wishes
        (FIRST_MILD, FIRST_STRONG, True, False),  # clash: the stronger wish wins
        (FIRST_STRONG, FIRST_MILD, False, True),
        (FIRST_MILD, FIRST_MILD, True, True),  # equal clash: higher rank wins
        (FIRST_MILD, FIRST_MILD, False, False),
        (NO_WISH, NO_WISH, True, None),  # nobody cares: the caller decides
    ],
)
def test_who_sits_first(a: SeatWish, b: SeatWish, a_higher: bool, a_first: bool | None) -> None:
    assert first_seat_goes_to_a(a, b, a_higher) == a_first


def test_absolute_clash_needs_both_absolute_and_the_same_seat() -> None:
    hard = SeatWish(True, Strength.ABSOLUTE)
    assert hard.absolutely_clashes_with(hard)
    assert not hard.absolutely_clashes_with(FIRST_STRONG)
    assert not hard.absolutely_clashes_with(SeatWish(False, Strength.ABSOLUTE))
