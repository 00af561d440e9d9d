"""RULES.md, Capture the builder: holding a builder captive on an own citadel, what a
captive cannot do, and its rescue (also by flight, and with an attack on a perched piece)."""

from __future__ import annotations

from draagostat_scenarios import at, buildings, legal, piece_squares, refused, rows

from games.draagostat.board import Piece

BOTH_DARK_CITADELS = rows(a1="C", d1="C")
"""Dark citadels on a1 and d1; in the rescue scenarios the light builder is held on a1."""


def test_with_both_citadels_on_the_board_an_attacker_may_take_the_builder_captive() -> None:
    state = at(BOTH_DARK_CITADELS, dark="c2,b2", light="b3,d4")
    after = state.play("Db2xb3>a1")
    assert Piece("light", "builder", "a1", captive=True) in after.pieces
    assert after.board.is_captive("light")
    assert "Db2xb3>c3" in legal(state), "banishing the builder instead stays possible"


def test_capture_needs_both_of_the_attackers_citadels_on_the_board() -> None:
    state = at(rows(a1="C"), dark="c2,b2", light="b3,d4")
    refused(state, "Db2xb3>a1", "a builder is taken captive only while both your citadels")


def test_only_a_builder_is_taken_captive() -> None:
    state = at(BOTH_DARK_CITADELS, dark="c2,b2", light="d4,b3")
    refused(state, "Db2xb3>a1", "only a builder can be held captive")


def test_a_builder_is_not_held_where_its_own_dragon_stands() -> None:
    state = at(BOTH_DARK_CITADELS, dark="c2,b2", light="b3,d1")
    refused(state, "Db2xb3>d1", "the Light dragon stands on d1: its builder cannot be held")


def test_the_captive_is_held_on_another_citadel_than_the_attacked_square() -> None:
    state = at(rows(a1="C", b3="C"), dark="c2,b2", light="b3,d4")
    refused(state, "Db2xb3>b3", "the attacked builder must leave b3")
    assert "Db2xb3>a1" in legal(state)


def test_a_captive_may_share_its_citadel_with_a_captor() -> None:
    after = at(BOTH_DARK_CITADELS, dark="a1,b2", light="b3,d4").play("Db2xb3>a1")
    assert piece_squares(after)["dark builder"] == piece_squares(after)["light builder"] == "a1"


def test_a_captive_builder_neither_moves_nor_builds() -> None:
    state = at(BOTH_DARK_CITADELS, dark="c2,c3", light="a1!,b4", to_move="light")
    refused(state, "Ba1-a2", "your builder is held captive on a1")
    refused(state, "+a1", "your builder is held captive on a1")
    assert all(move.startswith("D") for move in legal(state))


def test_a_captive_builder_cannot_be_attacked() -> None:
    state = at(BOTH_DARK_CITADELS, dark="c2,a2", light="a1!,b4")
    refused(state, "Da2xa1>c1", "a1 holds the captive Light builder: a captive cannot be attacked")


def test_the_dragon_reaching_its_captive_frees_it_and_its_owner_places_it() -> None:
    state = at(BOTH_DARK_CITADELS, dark="c2,c3", light="a1!,b1", to_move="light")
    after = state.play("Db1-a1*b3")
    assert Piece("light", "builder", "b3", captive=False) in after.pieces
    assert piece_squares(after)["light dragon"] == "a1"
    assert buildings(after) == {"a1": ("dark", 3), "d1": ("dark", 3)}


def test_the_freed_builder_goes_to_bare_ground_or_an_own_building_without_enemies() -> None:
    state = at(rows(a1="C", d1="C", b3="s", c1="S"), dark="c2,c3", light="a1!,b1", to_move="light")
    assert "Db1-a1*b3" in legal(state)
    refused(state, "Db1-a1*c1", "c1 holds a dark one-story: the freed builder goes to bare")
    refused(state, "Db1-a1*c3", "c3 holds the dark dragon: the freed builder goes where no")


def test_darks_freed_builder_goes_where_no_light_piece_stands() -> None:
    state = at(rows(a4="c", d4="c"), dark="a4!,b4", light="c3,c2", to_move="dark")
    assert "Db4-a4*b2" in legal(state)
    refused(state, "Db4-a4*c2", "c2 holds the light dragon: the freed builder goes where no")


def test_reaching_the_captive_must_be_written_as_a_rescue() -> None:
    state = at(BOTH_DARK_CITADELS, dark="c2,c3", light="a1!,b1", to_move="light")
    refused(state, "Db1-a1", "reaching it is a rescue")
    refused(state, "Db1-a2*b3", "your builder is not held captive on a2")


def test_a_captive_whose_dragon_flies_in_is_rescued() -> None:
    state = at(rows(a1="C", d1="C", c4="c"), dark="c2,c3", light="a1!,c4", to_move="light")
    after = state.play("Dc4-a1*b2")
    assert Piece("light", "builder", "b2", captive=False) in after.pieces


def test_a_captor_perched_on_the_citadel_is_attacked_and_banished_by_the_rescuer() -> None:
    state = at(BOTH_DARK_CITADELS, dark="c2,a1", light="a1!,b1", to_move="light")
    refused(state, "Db1-a1*b3", "a1 holds the dark dragon: the rescue attacks it")
    refused(state, "Db1xa1>d3", "reaching it is a rescue")
    after = state.play("Db1xa1*b3>d3")
    assert piece_squares(after) == {
        "dark builder": "c2",
        "dark dragon": "d3",
        "light builder": "b3",
        "light dragon": "a1",
    }
    assert not after.board.captives


def test_the_rescuers_banishment_follows_the_banishment_rules() -> None:
    state = at(BOTH_DARK_CITADELS, dark="c2,a1", light="a1!,b1", to_move="light")
    refused(state, "Db1xa1*b3>b3", "b3 holds your builder: a banished piece may not join")
    refused(state, "Db1xa1*b3>d1", "d1 holds a dark citadel: a banished piece goes to a square")


def test_a_rescue_with_an_attack_needs_a_captor_on_the_citadel() -> None:
    state = at(BOTH_DARK_CITADELS, dark="c2,c3", light="a1!,b1", to_move="light")
    refused(state, "Db1xa1*b3>d3", "there is no Dark piece on a1 to attack")


def test_darks_rescue_attacks_a_light_captor_perched_on_the_citadel() -> None:
    state = at(rows(a4="c", d4="c"), dark="a4!,b4", light="c2,a4", to_move="dark")
    refused(state, "Db4-a4*b2", "a4 holds the light dragon: the rescue attacks it")
    refused(state, "Db4xa4*b2>a4", "the attacked dragon must leave a4")
    after = state.play("Db4xa4*b2>d2")
    assert piece_squares(after) == {
        "dark builder": "b2",
        "dark dragon": "a4",
        "light builder": "c2",
        "light dragon": "d2",
    }
