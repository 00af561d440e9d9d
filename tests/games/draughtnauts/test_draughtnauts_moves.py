"""What a move tells a renderer: the squares it passes and the squares it attacks."""

from __future__ import annotations

from games.draughtnauts.moves import (
    CannonShot,
    Jump,
    Setup,
    Step,
    SwordMove,
    Teleport,
    in_powerup_order,
)


def test_a_step_passes_two_squares_and_attacks_none() -> None:
    assert Step(11, 15).squares == (11, 15)
    assert Step(11, 15).jumped == ()


def test_a_capture_attacks_the_square_between_each_pair_of_landings() -> None:
    move = Jump((22, 15, 6))
    assert str(move) == "22x15x6"
    assert move.jumped == (18, 10)


def test_a_sword_turn_joins_both_moves_without_repeating_the_middle_square() -> None:
    move = SwordMove(Step(10, 14), Jump((14, 23)))
    assert str(move) == "10-14,14x23"
    assert move.squares == (10, 14, 23)
    assert move.jumped == (18,)
    assert (move.origin, move.target) == (10, 23)


def test_power_moves_and_setups_print_as_in_the_rules() -> None:
    assert str(CannonShot(18, 23)) == "18C23"
    assert CannonShot(18, 23).jumped == (23,)
    assert str(Teleport(18, 5)) == "18T5"
    assert Teleport(18, 5).jumped == ()
    assert str(Setup("SHCT")) == "setup SHCT"
    assert Setup("SHCT").squares == ()


def test_moves_are_values() -> None:
    assert Jump((22, 15, 6)) == Jump((22, 15, 6))
    assert len({Step(11, 15), Step(11, 15)}) == 1
    assert repr(Step(11, 15)) == "<Step 11-15>"


def test_power_up_letters_are_ordered_sword_shield_cannon_teleporter() -> None:
    assert in_powerup_order("TCHS") == "SHCT"
