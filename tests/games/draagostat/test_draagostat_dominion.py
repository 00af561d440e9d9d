"""RULES.md, Winning ("Dominion!"): exactly five connected own buildings holding both own
pieces; the no_corners and diagonals=N options (ruling: at most N diagonal links)."""

from __future__ import annotations

import pytest
from draagostat_scenarios import at, rows
from english_text import english, refused

from games.contract import IllegalMove
from games.draagostat.state import DraagostatState

BOTTOM_ROW_AND_D2 = rows(a1="S", b1="S", c1="S", d1="S", d2="C")


def after_dark(board: str, dark: str, light: str = "b4,c4", **options: str) -> DraagostatState:
    """The position right after a dark action (light to move)."""
    return at(board, dark=dark, light=light, to_move="light", **options)


def winner(state: DraagostatState) -> str | None:
    """Who has won, None while the game goes on; a draw here would be a bug."""
    if state.outcome is None:
        return None
    assert state.outcome.winner is not None, state.outcome
    return state.outcome.winner


def test_stepping_onto_a_five_building_city_with_both_pieces_wins() -> None:
    state = at(BOTTOM_ROW_AND_D2, dark="a1,c2", light="b4,c4").play("Dc2-c1")
    assert state.outcome.winner == "dark"
    assert english(state.outcome.reason) == "Dominion! Dark holds the city a1, b1, c1, d1, d2"
    assert state.city == ("a1", "b1", "c1", "d1", "d2")
    assert state.to_move is None
    assert state.legal_moves() == ()
    with refused(IllegalMove, match="the game is over"):
        state.play("Bb4-a4")


def test_builder_and_dragon_may_share_a_square_of_the_city() -> None:
    assert winner(after_dark(BOTTOM_ROW_AND_D2, dark="b1,b1")) == "dark"


def test_opposing_pieces_on_the_city_do_not_matter() -> None:
    state = after_dark(BOTTOM_ROW_AND_D2, dark="a1,d2", light="c1,d1")
    assert state.outcome is not None
    assert state.outcome.winner == "dark"


def test_both_pieces_must_stand_on_the_city() -> None:
    assert after_dark(BOTTOM_ROW_AND_D2, dark="a1,a2").outcome is None


def test_four_buildings_are_not_a_city() -> None:
    assert after_dark(rows(a1="S", b1="S", c1="S", d1="C"), dark="a1,d1").outcome is None


def test_the_city_must_be_orthogonally_connected() -> None:
    apart = rows(a1="S", b1="S", c1="S", c3="C", d3="S")
    assert after_dark(apart, dark="a1,d3").outcome is None


def test_a_six_building_group_without_a_five_square_city_holding_both_pieces_does_not_win() -> None:
    """A path of six with a piece at each end: dropping an end loses a piece, dropping a
    middle square breaks the path."""
    path = rows(a1="S", a2="S", a3="S", a4="S", b4="C", c4="C")
    assert after_dark(path, dark="a1,c4", light="c1,d1").outcome is None


def test_a_six_building_group_wins_when_five_of_it_make_a_city_with_both_pieces() -> None:
    group = rows(a1="S", b1="S", c1="S", d1="S", d2="C", a2="C")
    state = after_dark(group, dark="a1,d1")
    assert winner(state) == "dark"
    assert state.city == ("a1", "b1", "c1", "d1", "a2")


def test_only_buildings_of_the_players_own_colour_count() -> None:
    mixed = rows(a1="S", b1="S", c1="s", d1="S", d2="C")
    assert after_dark(mixed, dark="a1,d2").outcome is None


def test_a_position_read_back_after_a_winning_action_is_over() -> None:
    state = at(BOTTOM_ROW_AND_D2, dark="a1,c2", light="b4,c4").play("Dc2-c1")
    again = at(BOTTOM_ROW_AND_D2, dark="a1,c1", light="b4,c4", to_move="light")
    assert again.outcome == state.outcome


# -- no_corners


def test_no_corners_a_city_may_not_use_a_corner() -> None:
    assert after_dark(BOTTOM_ROW_AND_D2, dark="b1,c1", no_corners="true").outcome is None
    inner = rows(b1="S", c1="S", b2="S", c2="S", b3="C")
    assert winner(after_dark(inner, dark="b1,b3", no_corners="true")) == "dark"


def test_no_corners_lets_a_sixth_building_replace_the_corner() -> None:
    group = rows(a1="S", b1="S", c1="S", b2="S", c2="C", b3="C")
    state = after_dark(group, dark="b1,b3", no_corners="true")
    assert winner(state) == "dark"
    assert state.city == ("b1", "c1", "b2", "c2", "b3")


# -- diagonals=N: at most N diagonal links


ONE_DIAGONAL = rows(a1="S", b1="S", c2="S", c3="S", c4="C")
"""Groups {a1, b1} and {c2, c3, c4}, joined only by the diagonal b1-c2."""
TWO_DIAGONALS = rows(a1="S", a2="S", b3="S", b4="C", c2="S")
"""Groups {a1, a2}, {b3, b4} and {c2}: two diagonal links (a2-b3, b3-c2)."""


@pytest.mark.parametrize(
    ("board", "pieces", "needed"), [(ONE_DIAGONAL, "a1,c4", 1), (TWO_DIAGONALS, "a1,c2", 2)]
)
def test_diagonals_allow_a_city_needing_at_most_that_many_diagonal_links(
    board: str, pieces: str, needed: int
) -> None:
    for links in range(5):
        state = after_dark(board, dark=pieces, light="d1,d2", diagonals=str(links))
        assert winner(state) == ("dark" if links >= needed else None), links
    assert winner(after_dark(board, dark=pieces, light="d1,d2", diagonals="all")) == "dark"


def test_four_diagonal_links_a_fully_diagonal_city() -> None:
    """a1, b2, c3, d4 and c1 touch only diagonally: five groups, so four links."""
    board = rows(a1="S", b2="S", c3="S", d4="C", c1="S")
    for links, wins in (("3", False), ("4", True), ("all", True)):
        state = after_dark(board, dark="a1,d4", light="a4,d1", diagonals=links)
        assert winner(state) == ("dark" if wins else None), links


def test_diagonals_never_join_squares_that_do_not_touch() -> None:
    board = rows(a1="S", b1="S", c1="S", a3="S", a4="C")
    assert after_dark(board, dark="a1,a4", diagonals="all").outcome is None
