"""RULES.md, Citadel limits: the delay, the right of first conversion, the centre freeze."""

from __future__ import annotations

from draagostat_scenarios import EMPTY, at, buildings, opening, play, refused, rows

TOWER_AT_START = ("+b2", "Da4-a3", "+b2", "Da3-a4")
"""From setup b2,d4,c1,a4: dark raises a two-story under its builder's starting square."""


def test_delay_no_conversion_before_the_builder_has_moved_by_itself() -> None:
    state = opening("b2,d4,c1,a4", *TOWER_AT_START)
    refused(state, "#b2", "citadel delay: your builder has not yet moved")


def test_delay_ends_once_the_builder_has_stepped_off_even_if_it_comes_back() -> None:
    state = opening("b2,d4,c1,a4", *TOWER_AT_START, "Bb2-b3", "Da4-a3", "Bb3-b2", "Da3-a4", "#b2")
    assert buildings(state) == {"b2": ("dark", 3)}


def test_delay_is_not_ended_by_being_banished() -> None:
    state = opening("b2,b3,a1,d4", "Bb2xb3>d1")
    assert state.board.delayed == {"light"}
    assert " delay=light " in state.position()


def test_delay_is_not_ended_by_a_rescue_placement() -> None:
    state = at(rows(a1="C", d1="C"), dark="c2,c3", light="a1!,b1", to_move="light", delay="light")
    assert state.play("Db1-a1*b3").board.delayed == {"light"}


def test_delay_is_ended_by_a_carry_and_by_an_attack() -> None:
    carried = at(rows(b2="T"), dark="b2,a1", light="d4,d1", delay="dark").play("Bb2^b3")
    assert carried.board.delayed == frozenset()
    attacked = at(EMPTY, dark="b2,a1", light="b3,d4", delay="dark").play("Bb2xb3>d1")
    assert attacked.board.delayed == frozenset()


def test_first_conversion_no_conversion_right_after_the_opponents() -> None:
    state = at(rows(b2="T", c3="t"), dark="b2,a1", light="c3,d4").play("#b2")
    assert "converted=dark" in state.position()
    refused(state, "#c3", "right of first conversion: your opponent converted on the last turn")
    later = play(state, "Dd4-d3", "Da1-a2", "#c3")
    assert buildings(later)["c3"] == ("light", 3)


def test_first_conversion_concerns_only_the_turn_right_after() -> None:
    state = at(rows(b2="T", c3="t"), dark="b2,a1", light="c3,d4").play("Da1-a2")
    assert "converted=-" in state.position()
    assert buildings(state.play("#c3"))["c3"] == ("light", 3)


def test_centre_freeze_at_most_two_citadels_on_the_centre_squares() -> None:
    state = at(rows(b2="C", c2="c", c3="T"), dark="c3,a1", light="d4,d1")
    refused(state, "#c3", "centre freeze: b2, b3, c2 and c3 already hold two citadels")
    outside = at(rows(b2="C", c2="c", a3="T"), dark="a3,a1", light="d4,d1").play("#a3")
    assert buildings(outside)["a3"] == ("dark", 3)


def test_the_centre_holds_two_citadels_of_any_colours() -> None:
    state = at(rows(b2="c", c3="T"), dark="c3,a1", light="d4,d1").play("#c3")
    assert buildings(state)["c3"] == ("dark", 3)
