"""RULES.md, Attack: the height rule, two-on-one, banishment (the attacker chooses where),
building protection, and a builder left standing on an opposing building."""

from __future__ import annotations

from draagostat_scenarios import at, buildings, legal, opening, piece_squares, refused, rows


def test_an_attacker_takes_the_square_and_banishes_the_piece_where_it_chooses() -> None:
    state = opening("b2,b3,a1,d4").play("Bb2xb3>d1")
    assert piece_squares(state)["dark builder"] == "b3"
    assert piece_squares(state)["light builder"] == "d1"


def test_the_attacker_may_banish_to_every_bare_square_free_of_its_own_pieces() -> None:
    """b3 is the attack square, a1 holds the dark dragon, c3 and d1 carry buildings; the
    square the builder left (b2) and the light dragon's square (d4) are allowed."""
    state = at(rows(c3="s", d1="S"), dark="b2,a1", light="b3,d4")
    banished = {m.split(">")[1] for m in legal(state) if m.startswith("Bb2xb3>")}
    allowed = {"a2", "a3", "a4", "b1", "b2", "b4", "c1", "c2", "c4", "d2", "d3", "d4"}
    assert banished == allowed


def test_a_banished_piece_may_not_land_on_a_building_the_attack_square_or_an_attackers_piece() -> (
    None
):
    state = at(rows(c3="s", d1="S"), dark="b2,a1", light="b3,d4")
    refused(state, "Bb2xb3>c3", "c3 holds a light one-story: a banished piece goes to a square")
    refused(state, "Bb2xb3>d1", "d1 holds a dark one-story")
    refused(state, "Bb2xb3>b3", "the attacked builder must leave b3")
    refused(state, "Bb2xb3>a1", "a1 holds your dragon: a banished piece may not join your")


def test_a_banished_piece_may_join_its_own_partner() -> None:
    after = opening("b2,b3,a1,d4").play("Bb2xb3>d4")
    assert piece_squares(after)["light builder"] == piece_squares(after)["light dragon"] == "d4"


def test_a_builder_attacks_only_one_square_orthogonally() -> None:
    state = at(rows(), dark="b2,a1", light="c3,d4")
    refused(state, "Bb2xc3>d1", "a builder attacks only one square orthogonally")


def test_a_builder_attacks_a_piece_no_higher_than_itself() -> None:
    state = at(rows(b2="S", b3="t"), dark="b2,a1", light="b3,d4")
    refused(
        state,
        "Bb2xb3>d1",
        "a builder may only attack a piece at its own height or lower: b3 stands on a "
        "two-story, your builder on a one-story",
    )
    level = at(rows(b2="S", b3="s"), dark="b2,a1", light="b3,d4")
    assert "Bb2xb3>d1" in legal(level)
    lower = at(rows(b2="T"), dark="b2,a1", light="b3,d4")
    assert "Bb2xb3>d1" in legal(lower)


def test_a_dragon_attacks_at_any_height() -> None:
    after = at(rows(b3="c"), dark="a1,b2", light="b3,d4").play("Db2xb3>d1")
    assert piece_squares(after)["dark dragon"] == "b3"
    assert piece_squares(after)["light builder"] == "d1"


def test_two_on_one_a_square_holding_both_opposing_pieces_cannot_be_attacked() -> None:
    state = at(dark="a1,b2", light="b3,b3")
    refused(state, "Db2xb3>d1", "two-on-one: b3 holds both Light pieces")
    assert not {m for m in legal(state) if "xb3" in m}


def test_an_attack_needs_an_opposing_piece_on_the_square() -> None:
    refused(opening("b2,d4,a1,a4"), "Bb2xb3>d1", "there is no Light piece on b3 to attack")


def test_building_protection_an_attack_leaves_the_building_under_the_piece() -> None:
    after = at(rows(b3="s"), dark="a1,b2", light="b3,d4").play("Db2xb3>d1")
    assert buildings(after) == {"b3": ("light", 1)}
    assert piece_squares(after)["dark dragon"] == "b3"


def test_a_builder_that_attacked_onto_an_opposing_building_stands_on_it() -> None:
    after = at(rows(b2="S", b3="s"), dark="b2,a1", light="b3,d4").play("Bb2xb3>d1")
    assert buildings(after) == {"b2": ("dark", 1), "b3": ("light", 1)}
    assert piece_squares(after)["dark builder"] == "b3"


def test_a_builder_on_an_opposing_building_may_not_build_or_step_onto_another() -> None:
    state = at(rows(b3="s", c3="s"), dark="b3,a1", light="a3,d4")
    refused(state, "+b3", "b3 holds a light one-story: a builder builds only on bare ground")
    refused(state, "Bb3-c3", "c3 holds a light one-story: a builder may only step onto bare")
    assert {m for m in legal(state) if m.startswith("B")} >= {"Bb3-b2", "Bb3-b4"}


def test_a_builder_on_an_opposing_building_may_attack_a_piece_on_bare_ground() -> None:
    after = at(rows(b3="s"), dark="b3,a1", light="a3,d4").play("Bb3xa3>d1")
    assert piece_squares(after)["dark builder"] == "a3"
    assert piece_squares(after)["light builder"] == "d1"


def test_a_builder_on_an_opposing_building_may_attack_onto_its_own_building() -> None:
    after = at(rows(b3="t", a3="S"), dark="b3,a1", light="a3,d4").play("Bb3xa3>d1")
    assert piece_squares(after)["dark builder"] == "a3"
    assert buildings(after)["a3"] == ("dark", 1)


def test_a_builder_on_an_opposing_building_never_attacks_onto_another() -> None:
    state = at(rows(b3="t", a3="s"), dark="b3,a1", light="a3,d4")
    refused(
        state,
        "Bb3xa3>d1",
        "your builder stands on a light two-story on b3: its next move must reach bare "
        "ground or its own building, and a3 holds a light one-story",
    )


def test_a_builder_on_its_own_ground_still_attacks_onto_an_opposing_building() -> None:
    after = at(rows(b2="S", b3="s"), dark="b2,a1", light="b3,d4").play("Bb2xb3>d1")
    assert piece_squares(after)["dark builder"] == "b3"


def test_a_dragon_does_not_attack_by_lightning() -> None:
    refused(opening("b2,d4,a1,b3"), "Da1xd4>c1", "a dragon cannot get from a1 to d4")


def test_a_builder_on_its_citadel_attacks_a_piece_perched_on_an_opposing_citadel() -> None:
    after = at(rows(b2="C", b3="c"), dark="b2,a1", light="d4,b3").play("Bb2xb3>d1")
    assert piece_squares(after)["dark builder"] == "b3"
    assert piece_squares(after)["light dragon"] == "d1"
    assert buildings(after)["b3"] == ("light", 3)


def test_a_flight_attack_may_take_the_builder_captive() -> None:
    state = at(rows(a2="C", d3="C", b4="c"), dark="c1,a2", light="b4,d4")
    after = state.play("Da2xb4>d3")
    assert after.board.is_captive("light")
    assert piece_squares(after)["light builder"] == "d3"
