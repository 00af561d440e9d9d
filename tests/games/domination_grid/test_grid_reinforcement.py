"""Reinforcement (RULES.md "A turn", step 3): enclosed holes refilled from the reserve."""

from __future__ import annotations

import pytest

ALMOST_ENCLOSED = """
    w.......
    ........
    ........
    ........
    ..b.....
    .b.b....
    .b.b....
    .bbb....
"""
"""c2 is ringed on seven sides; c4-c3 closes the ring."""


def test_a_hole_ringed_by_eight_own_units_takes_one_from_the_reserve(arrange) -> None:
    after = arrange(ALMOST_ENCLOSED, reserves=(2, 0)).play("c4-c3")
    assert after.unit_at("c2") == "black"
    assert after.last_reinforcements == ("c2",)
    assert after.reserves == {"black": 1, "white": 0}


def test_with_an_empty_reserve_the_hole_stays_empty(arrange) -> None:
    after = arrange(ALMOST_ENCLOSED).play("c4-c3")
    assert after.unit_at("c2") is None
    assert after.last_reinforcements == ()


ENCLOSED = """
    w.......
    ........
    ........
    ........
    ........
    .bbb....
    .b.b....
    .bbb....
"""


def test_a_hole_enclosed_earlier_is_filled_on_a_later_turn_of_its_owner(arrange) -> None:
    after_white = arrange(ENCLOSED, to_move="w", reserves=(1, 0)).play("pass")
    assert after_white.last_reinforcements == ()
    assert after_white.unit_at("c2") is None
    after_black = after_white.play("pass")
    assert after_black.last_reinforcements == ("c2",)
    assert after_black.reserves == {"black": 0, "white": 0}


def test_units_discarded_this_turn_can_refill_a_hole_at_once(arrange) -> None:
    start = arrange("""
        ........
        ........
        ........
        ....w.w.
        ........
        bbb..b..
        b.b.....
        bbb.....
    """)
    after = start.play("f3-f5")
    assert after.reserves == {"black": 0, "white": 0}
    assert after.last_reinforcements == ("b2",)
    assert after.unit_at("f5") is None


def test_holes_fill_rank_by_rank_from_rank_one_while_the_reserve_lasts(arrange) -> None:
    two_holes = """
        w.......
        ........
        bbb.....
        b.b.bbb.
        bbb.b.b.
        ....bbb.
        ........
        ........
    """
    one = arrange(two_holes, reserves=(1, 0)).play("pass")
    assert one.last_reinforcements == ("f4",)
    assert one.unit_at("b5") is None
    both = arrange(two_holes, reserves=(5, 0)).play("pass")
    assert both.last_reinforcements == ("f4", "b5")
    assert both.reserves["black"] == 3


@pytest.mark.parametrize(
    "picture",
    [
        "w......./......../......../......../......../bb....../.b....../bb......",
        "w......./......../......../......../......../......../bb....../.b......",
        # h3: its neighbours and the a-file beyond the board's side (a3-a5) all black
        "w......./......../......../b......./b.....bb/b.....b./......bb/........",
    ],
    ids=["edge", "corner", "side-wrapping-to-the-next-rank"],
)
def test_squares_with_fewer_than_eight_neighbours_are_never_filled(arrange, picture) -> None:
    after = arrange(picture.replace("/", " "), reserves=(3, 0)).play("pass")
    assert after.last_reinforcements == ()
    assert after.reserves["black"] == 3


def test_a_hole_on_the_last_rank_but_one_is_filled_too(arrange) -> None:
    after = arrange(
        "bbb..... b.b..... bbb..... ........ ........ ........ ........ .......w", reserves=(1, 0)
    ).play("pass")
    assert after.last_reinforcements == ("b7",)


@pytest.mark.parametrize(
    "picture",
    [
        "w......./......../......../......../......../.b.b..../.b.b..../.bbb....",
        "w......./......../......../......../......../.bbb..../.b.b..../.b.b....",
    ],
    ids=["open-above", "open-below"],
)
def test_a_hole_open_above_or_below_is_not_filled(arrange, picture) -> None:
    after = arrange(picture.replace("/", " "), reserves=(3, 0)).play("pass")
    assert after.last_reinforcements == ()


def test_every_hole_of_a_rank_is_filled_in_file_order(arrange) -> None:
    after = arrange(
        "w....... ........ ........ ........ ........ bbbbbbb. b.b.b.b. bbbbbbb.", reserves=(3, 0)
    ).play("pass")
    assert after.last_reinforcements == ("b2", "d2", "f2")


def test_the_reserve_bounds_the_holes_filled_within_one_rank(arrange) -> None:
    after = arrange(
        "w....... ........ ........ ........ ........ bbbbb... b.b.b... bbbbb...", reserves=(1, 0)
    ).play("pass")
    assert after.last_reinforcements == ("b2",)


def test_a_hole_is_filled_but_not_the_side_square_after_it_in_its_rank(arrange) -> None:
    after = arrange(
        "w....... ........ ........ b....... bbb...bb b.b...b. bbb...bb ........", reserves=(3, 0)
    ).play("pass")
    assert after.last_reinforcements == ("b3",)
