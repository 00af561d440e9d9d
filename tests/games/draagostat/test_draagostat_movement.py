"""RULES.md, the moving actions: builder step, dragon step with destruction, flight,
lightning."""

from __future__ import annotations

from draagostat_scenarios import at, buildings, legal, opening, piece_squares, refused, rows

# -- builder step


def test_a_builder_steps_one_square_orthogonally() -> None:
    state = opening("b2,d4,c1,a4", "Bb2-b3")
    assert piece_squares(state)["dark builder"] == "b3"
    assert state.to_move == "light"


def test_a_builder_does_not_step_diagonally_or_further() -> None:
    start = opening("b2,d4,c1,a4")
    refused(start, "Bb2-c3", "a builder steps only one square orthogonally")
    refused(start, "Bb2-b4", "a builder steps only one square orthogonally")


def test_a_builder_may_join_its_own_dragon() -> None:
    state = opening("b2,d4,b3,a4", "Bb2-b3")
    assert piece_squares(state)["dark builder"] == piece_squares(state)["dark dragon"] == "b3"


def test_a_builder_steps_onto_its_own_building() -> None:
    state = at(rows(b3="T"), dark="b2,a1", light="d4,d1").play("Bb2-b3")
    assert piece_squares(state)["dark builder"] == "b3"
    assert buildings(state) == {"b3": ("dark", 2)}


def test_a_builder_does_not_step_onto_an_opposing_building() -> None:
    state = at(rows(b3="s"), dark="b2,a1", light="d4,d1")
    refused(state, "Bb2-b3", "b3 holds a light one-story: a builder may only step onto bare")


def test_a_plain_step_onto_an_opposing_piece_is_refused_as_an_unwritten_attack() -> None:
    state = opening("b2,b3,a1,d4")
    refused(state, "Bb2-b3", "b3 holds the light builder: moving onto it is an attack")


def test_only_the_side_to_move_moves_and_only_from_where_its_piece_stands() -> None:
    state = opening("b2,b3,a1,d4")
    refused(state, "Bb3-c3", "your builder stands on b2, not on b3")
    refused(state, "Dd4-d3", "your dragon stands on a1, not on d4")


# -- dragon step and destruction


def test_a_dragon_steps_onto_any_building_without_harming_its_own() -> None:
    state = at(rows(b3="S"), dark="a1,b2", light="d4,d1").play("Db2-b3")
    assert piece_squares(state)["dark dragon"] == "b3"
    assert buildings(state) == {"b3": ("dark", 1)}


def test_a_dragon_stepping_onto_an_opposing_one_story_destroys_it() -> None:
    state = at(rows(b3="s"), dark="a1,b2", light="d4,d1")
    assert state.pool("light").stories == 3
    after = state.play("Db2-b3")
    assert buildings(after) == {}
    assert after.pool("light").stories == 4


def test_a_dragon_stepping_onto_an_opposing_two_story_destroys_only_the_top() -> None:
    after = at(rows(b3="t"), dark="a1,b2", light="d4,d1").play("Db2-b3")
    assert buildings(after) == {"b3": ("light", 1)}
    assert after.pool("light").stories == 3


def test_a_dragon_never_destroys_a_citadel() -> None:
    after = at(rows(b3="c"), dark="a1,b2", light="d4,d1").play("Db2-b3")
    assert buildings(after) == {"b3": ("light", 3)}


def test_a_dragon_does_not_step_diagonally() -> None:
    refused(opening("a1,d4,b2,a4"), "Db2-c3", "a dragon cannot get from b2 to c3")


def test_a_plain_dragon_step_onto_an_opposing_piece_is_refused() -> None:
    refused(opening("a1,b3,b2,d4"), "Db2-b3", "b3 holds the light builder")


# -- flight


def test_a_dragon_on_a_citadel_flies_to_any_other_citadel_of_either_colour() -> None:
    state = at(rows(a2="C", d3="c"), dark="b1,a2", light="c4,d1")
    after = state.play("Da2-d3")
    assert piece_squares(after)["dark dragon"] == "d3"
    assert buildings(after) == {"a2": ("dark", 3), "d3": ("light", 3)}


def test_only_a_dragon_on_a_citadel_flies() -> None:
    state = at(rows(a2="S", d3="c"), dark="b1,a2", light="c4,d1")
    refused(state, "Da2-d3", "flies from a citadel to another citadel")


def test_flight_onto_an_opposing_piece_is_an_attack() -> None:
    state = at(rows(a2="C", d3="c"), dark="b1,a2", light="d3,d1")
    refused(state, "Da2-d3", "moving onto it is an attack")
    after = state.play("Da2xd3>c1")
    assert piece_squares(after)["dark dragon"] == "d3"
    assert piece_squares(after)["light builder"] == "c1"


# -- lightning


def test_a_dragon_on_a_corner_rides_the_lightning_to_another_corner() -> None:
    start = opening("b2,c3,a1,b4")
    assert {"Da1-a4", "Da1-d1", "Da1-d4"} <= legal(start)
    assert piece_squares(start.play("Da1-d4"))["dark dragon"] == "d4"


def test_lightning_reaches_an_own_building_but_not_an_opposing_one() -> None:
    state = at(rows(d4="S", d1="s"), dark="b2,a1", light="c3,b4")
    assert buildings(state.play("Da1-d4")) == {"d4": ("dark", 1), "d1": ("light", 1)}
    refused(state, "Da1-d1", "d1 holds a light one-story: lightning may not strike a corner")


def test_lightning_never_lands_on_an_opposing_piece() -> None:
    state = opening("b2,d4,a1,c3")
    refused(state, "Da1-d4", "d4 holds the light builder")
    refused(state, "Da1xd4>b1", "a dragon cannot get from a1 to d4")


def test_lightning_starts_only_from_a_corner() -> None:
    refused(opening("b2,c3,b1,b4"), "Db1-d4", "a dragon cannot get from b1 to d4")


def test_lightning_ends_only_on_a_corner() -> None:
    refused(opening("b2,c3,a1,b4"), "Da1-c2", "a dragon cannot get from a1 to c2")


def test_lightning_may_land_on_the_own_builder() -> None:
    after = opening("d4,b3,a1,c2").play("Da1-d4")
    assert piece_squares(after)["dark builder"] == piece_squares(after)["dark dragon"] == "d4"


def test_a_dragon_joining_its_builder_on_an_opposing_building_still_burns_a_story() -> None:
    after = at(rows(b3="t"), dark="b3,b2", light="d4,d1").play("Db2-b3")
    assert buildings(after) == {"b3": ("light", 1)}
