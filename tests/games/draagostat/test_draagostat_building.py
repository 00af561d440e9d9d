"""RULES.md, build actions: add and remove a story, convert, carry, and when a builder may
not build at all."""

from __future__ import annotations

import pytest
from draagostat_scenarios import at, buildings, opening, piece_squares, refused, rows

from games.draagostat.board import Pool


def test_adding_stories_raises_an_empty_square_to_one_then_two_stories() -> None:
    state = opening("b2,d4,c1,a4", "+b2")
    assert buildings(state) == {"b2": ("dark", 1)}
    state = state.play("Da4-a3").play("+b2")
    assert buildings(state) == {"b2": ("dark", 2)}
    assert state.pool("dark") == Pool(stories=2, citadels=2)


def test_adding_a_story_needs_one_in_the_pool() -> None:
    state = at(rows(a1="T", a2="T"), dark="b2,c1", light="d4,d1")
    refused(state, "+b2", "all four of your stories are on the board")


def test_there_is_no_third_story() -> None:
    refused(at(rows(b2="T"), dark="b2,c1", light="d4,d1"), "+b2", "there is no third story")


def test_removing_the_top_story_returns_it_to_the_pool() -> None:
    two = at(rows(b2="T"), dark="b2,c1", light="d4,d1").play("-b2")
    assert buildings(two) == {"b2": ("dark", 1)}
    assert two.pool("dark").stories == 3
    one = at(rows(b2="S"), dark="b2,c1", light="d4,d1").play("-b2")
    assert buildings(one) == {}
    assert one.pool("dark").stories == 4


def test_there_is_nothing_to_remove_from_bare_ground() -> None:
    refused(opening("b2,d4,c1,a4"), "-b2", "there is no story on b2")


@pytest.mark.parametrize("action", ["+b2", "-b2", "#b2"])
def test_a_citadel_is_permanent(action: str) -> None:
    refused(at(rows(b2="C"), dark="b2,c1", light="d4,d1"), action, "citadel on b2 is permanent")


def test_converting_a_two_story_returns_both_stories_and_spends_a_citadel() -> None:
    state = at(rows(b2="T"), dark="b2,c1", light="d4,d1").play("#b2")
    assert buildings(state) == {"b2": ("dark", 3)}
    assert state.pool("dark") == Pool(stories=4, citadels=1)


def test_only_a_two_story_is_converted() -> None:
    refused(at(rows(b2="S"), dark="b2,c1", light="d4,d1"), "#b2", "only a two-story becomes")


def test_converting_needs_a_citadel_in_the_pool() -> None:
    state = at(rows(a1="C", d1="C", b2="T"), dark="b2,c1", light="d4,c4")
    refused(state, "#b2", "both your citadels are already on the board")


@pytest.mark.parametrize(
    ("board", "action"),
    [(rows(), "+b2"), (rows(b2="S"), "-b2"), (rows(b2="T"), "#b2"), (rows(b2="T"), "Bb2^b3")],
)
def test_a_builder_sharing_its_square_with_its_dragon_does_not_build(
    board: str, action: str
) -> None:
    refused(at(board, dark="b2,b2", light="d4,d1"), action, "shares b2 with your dragon")


def test_a_builder_does_not_build_on_an_opposing_building() -> None:
    state = at(rows(b2="s"), dark="b2,c1", light="d4,d1")
    for action in ("+b2", "-b2", "#b2"):
        refused(state, action, "b2 holds a light one-story: a builder builds only on bare ground")


def test_a_builder_builds_only_where_it_stands() -> None:
    refused(opening("b2,d4,c1,a4"), "+c3", "your builder stands on b2, not on c3")


def test_carrying_splits_a_two_story_into_two_one_stories() -> None:
    state = at(rows(b2="T"), dark="b2,c1", light="d4,d1").play("Bb2^b3")
    assert buildings(state) == {"b2": ("dark", 1), "b3": ("dark", 1)}
    assert piece_squares(state)["dark builder"] == "b3"
    assert state.pool("dark").stories == 2


@pytest.mark.parametrize(
    ("dark", "light", "there"),
    [("b2,b3", "d4,d1", "the dark dragon"), ("b2,c1", "b3,d1", "the light builder")],
)
def test_a_story_is_not_carried_onto_a_square_with_a_piece(
    dark: str, light: str, there: str
) -> None:
    state = at(rows(b2="T"), dark=dark, light=light)
    refused(state, "Bb2^b3", f"b3 holds {there}: a story is carried only onto an empty square")


def test_a_story_is_not_carried_onto_a_building_to_make_a_two_story() -> None:
    state = at(rows(b2="T", b3="S"), dark="b2,c1", light="d4,d1")
    refused(state, "Bb2^b3", "b3 holds a dark one-story: a carried story goes only onto bare")


def test_only_a_two_story_is_carried_from_and_only_one_square_orthogonally() -> None:
    refused(at(rows(b2="S"), dark="b2,c1", light="d4,d1"), "Bb2^b3", "only from its own two")
    refused(at(rows(b2="T"), dark="b2,c1", light="d4,d1"), "Bb2^c3", "carries only one square")
