"""The advanced game: every power-up clause of RULES.md and every ruling, from positions."""

from __future__ import annotations

from draughtnauts_play import wander
from english_text import refused

from games.contract import IllegalMove
from games.draughtnauts import GAME
from games.draughtnauts.layout import Piece
from games.draughtnauts.moves import Move
from games.draughtnauts.state import DraughtnautsState

RANDOM = GAME.options({"powerups": "random"})
CHOOSE = GAME.options({"powerups": "choose"})


def at(fen: str) -> DraughtnautsState:
    return GAME.from_position(fen, RANDOM)


def listed(fen: str) -> list[str]:
    return [str(m) for m in at(fen).legal_moves()]


# ------------------------------------------------------------------------------ setup


def test_choose_starts_with_dark_then_light_placing_their_power_ups() -> None:
    state = GAME.start(CHOOSE)
    assert state.setup_pending == ("dark", "light")
    assert state.to_move == "dark"
    assert len(state.legal_moves()) == 24
    state = state.play("setup SHCT")
    assert state.to_move == "light"
    assert state.unclaimed == {29: "S", 30: "H", 31: "C", 32: "T"}
    state = state.play("setup tchs")
    assert state.setup_pending == ()
    assert state.to_move == "dark"
    assert state.ply == 2
    assert state.unclaimed == {1: "T", 2: "C", 3: "H", 4: "S", 29: "S", 30: "H", 31: "C", 32: "T"}
    assert str(state.legal_moves()[0]) == "10-14"


def test_placing_the_power_ups_starts_the_draw_rules_memory_afresh() -> None:
    """Placing is irreversible: the snapshot carries no position from before it (the
    draw window never mixes positions with different unclaimed power-ups)."""
    state = GAME.start(CHOOSE).play("setup SHCT").play("setup tchs")
    assert state.snapshot() == state.position()


def test_no_piece_moves_before_the_setup() -> None:
    with refused(IllegalMove, match="must first place its power-ups"):
        GAME.start(CHOOSE).play("11-15")


def test_random_places_every_power_up_once_per_side_from_the_seed() -> None:
    placed = GAME.start(RANDOM, seed=7).unclaimed
    assert placed == GAME.start(RANDOM, seed=7).unclaimed
    assert sorted(placed[s] for s in (1, 2, 3, 4)) == sorted("SHCT")
    assert sorted(placed[s] for s in (29, 30, 31, 32)) == sorted("SHCT")
    layouts = {tuple(GAME.start(RANDOM, seed=seed).unclaimed.items()) for seed in range(20)}
    assert len(layouts) > 1
    assert GAME.start(RANDOM).setup_pending == ()


# ---------------------------------------------------------------------------- pick-up


def test_a_man_crowned_on_its_own_power_up_takes_it_with_the_crown() -> None:
    after = at("B:W5:B27:U32S").play("27-32")
    assert after.pieces[32] == Piece("dark", True, "S")
    assert after.unclaimed == {}


def test_a_king_ending_its_move_on_its_own_power_up_takes_it() -> None:
    after = at("B:W5:BK28[H]:U32S").play("28-32")
    assert after.pieces[32].powerups == "SH"


def test_a_piece_holds_at_most_two_power_ups() -> None:
    after = at("B:W5:BK28[HC]:U32S").play("28-32")
    assert after.pieces[32].powerups == "HC"
    assert after.unclaimed == {32: "S"}


def test_nobody_takes_the_other_sides_power_ups() -> None:
    after = at("W:WK28:B1:U32S").play("28-32")
    assert after.pieces[32].powerups == ""
    assert after.unclaimed == {32: "S"}


# ------------------------------------------------------------------------------ sword


def test_a_sword_adds_an_optional_second_move_in_any_direction() -> None:
    moves = listed("B:W5:BK14[S]")
    assert {"14-18", "14-18,18-22", "14-18,18-14", "14-9,9-6"} <= set(moves)


def test_the_second_move_may_follow_a_capture_and_may_itself_capture() -> None:
    moves = listed("B:W18,5:BK10[S]")
    assert {"10-14,14x23", "10-14,14-9"} <= set(moves)
    assert {"14x23", "14x23,23-18", "14x23,23-27"} <= set(listed("B:W18,5:BK14[S]"))


def test_lights_second_move_captures_dark_pieces_too() -> None:
    moves = listed("W:WK23[S]:B15,28")
    assert {"23-19,19x10", "23-18,18x11"} <= set(moves)


def test_compulsory_capture_binds_the_first_move_only() -> None:
    moves = listed("B:W18,5:BK14[S]")
    assert all(m.startswith("14x23") for m in moves)


def test_after_a_sword_turn_the_piece_stands_on_the_second_moves_square() -> None:
    after = at("B:W18,5:BK10[S]").play("10-14,14x23")
    assert after.pieces[23] == Piece("dark", True, "")
    assert 18 not in after.pieces
    assert 10 not in after.pieces


# ----------------------------------------------------------------------------- shield


def test_a_shielded_piece_survives_a_jump_and_loses_the_shield() -> None:
    after = at("B:WK18[HC],5:B14").play("14x23")
    assert after.pieces[18] == Piece("light", True, "C")
    assert after.pieces[23].owner == "dark"


def test_the_jumper_completes_its_move_over_a_shield() -> None:
    after = at("B:WK18[H],27,5:B14").play("14x23x32")
    assert after.pieces[18] == Piece("light", True, "")
    assert 27 not in after.pieces


def test_a_piece_is_never_jumped_twice_in_one_move() -> None:
    assert listed("B:WK18[H],5:BK14") == ["14x23"]


# ----------------------------------------------------------------------------- cannon


def test_a_cannon_removes_an_adjacent_opposing_piece_in_any_direction() -> None:
    assert "14C10" in listed("B:W10,5:BK14[C]")
    after = at("B:W18,23,5:BK14[C]").play("14C18")
    assert 18 not in after.pieces
    assert after.pieces[14] == Piece("dark", True, "")


def test_lights_cannon_shoots_dark_pieces() -> None:
    assert "19C23" in listed("W:WK19[C]:B23,28")
    after = at("W:WK19[C]:B23,28").play("19C23")
    assert 23 not in after.pieces


def test_a_cannon_shot_starts_the_draw_rules_memory_afresh() -> None:
    """A shot removes a piece, so the repetition and forty-move counts restart: the
    snapshot after it carries no earlier position."""
    state = wander(at("B:WK29,20:BK4,K3,K24[C]"), 6, lambda move: move.origin != 24)
    assert state.snapshot() != state.position()  # six quiet plies remembered
    after = state.play("24C20")
    assert after.snapshot() == after.position()


def test_a_cannon_shot_satisfies_compulsory_capture() -> None:
    assert listed("B:W18,5:BK14[C]") == ["14C18", "14x23"]


def test_a_cannon_fires_only_at_an_adjacent_opposing_piece() -> None:
    with refused(IllegalMove, match="diagonally adjacent"):
        at("B:W23,5:BK14[C]").play("14C23")
    with refused(IllegalMove, match="holds no Light piece"):
        at("B:W23,5:BK14[C]").play("14C18")


# ------------------------------------------------------------------------- teleporter


def test_a_teleporter_reaches_any_empty_square_and_is_spent() -> None:
    state = at("B:W5:BK14[TC]")
    teleports = [m for m in listed("B:W5:BK14[TC]") if "T" in m]
    assert len(teleports) == 30
    after = state.play("14T2")
    assert after.pieces[2] == Piece("dark", True, "C")
    assert after.to_move == "light"


def test_a_teleport_may_replace_a_compulsory_capture_but_never_captures() -> None:
    moves = listed("B:W18,5:B14,K1[T]")
    assert "14x23" in moves
    assert "1T13" in moves
    assert not any("-" in m for m in moves)
    with refused(IllegalMove, match="empty destination"):
        at("B:W18,5:B14,K1[T]").play("1T18")


# -------------------------------------------------------------------- capturing costs


def test_a_piece_that_captured_loses_all_its_power_ups_but_keeps_its_crown() -> None:
    after = at("B:W18,5:BK14[SC]").play("14x23")
    assert after.pieces[23] == Piece("dark", True, "")


def test_jumping_a_shield_is_a_capture_and_costs_the_jumper_its_power_ups() -> None:
    after = at("B:WK18[H],5:BK14[C]").play("14x23")
    assert after.pieces[23] == Piece("dark", True, "")


def test_pieces_leaving_the_board_take_their_power_ups_out_of_the_game() -> None:
    after = at("B:WK18[SC],5:B14").play("14x23")
    assert "S" not in "".join(p.powerups for p in after.pieces.values())


# --------------------------------------------------------------------------- rulings


def test_ruling_pick_up_only_where_the_turn_ends() -> None:
    passed_through = at("B:W5:BK28[S]:U32C").play("28-32,32-27")
    assert passed_through.unclaimed == {32: "C"}
    stayed = at("B:W5:BK28[S]:U32C").play("28-32")
    assert stayed.pieces[32].powerups == "SC"


def test_ruling_a_cannon_shot_picks_nothing_up_since_the_gunner_stays_put() -> None:
    after = at("B:W27,5:BK32[C]:U32S").play("32C27")
    assert after.unclaimed == {32: "S"}
    assert after.pieces[32] == Piece("dark", True, "")


def test_ruling_a_teleport_landing_on_a_power_up_picks_it_up() -> None:
    after = at("B:W5:BK14[T]:U32S").play("14T32")
    assert after.pieces[32].powerups == "S"


def test_ruling_crowning_ends_the_turn_even_onto_a_sword() -> None:
    assert listed("B:W5:B27:U32S") == ["27-31", "27-32"]


def test_ruling_a_capturing_piece_loses_a_power_up_taken_that_turn() -> None:
    after = at("B:W27,5:B23:U32S").play("23x32")
    assert after.pieces[32] == Piece("dark", True, "")
    assert after.unclaimed == {}


def test_ruling_the_sword_second_move_never_jumps_a_piece_jumped_before() -> None:
    moves = listed("B:WK18[H],5:BK14[S]")
    assert moves == ["14x23", "14x23,23-19", "14x23,23-26", "14x23,23-27"]


def test_ruling_a_sword_is_not_used_up_by_moving_twice() -> None:
    after = at("B:W5:BK14[S]").play("14-18,18-22")
    assert after.pieces[22].powerups == "S"


def test_ruling_a_shield_also_stops_a_cannon_shot() -> None:
    after = at("B:WK18[HT],23,5:BK14[C]").play("14C18")
    assert after.pieces[18] == Piece("light", True, "T")
    assert after.pieces[14] == Piece("dark", True, "")


def test_ruling_a_cannon_shot_is_never_compulsory() -> None:
    assert listed("B:W18,23,5:BK14[C]") == ["14-10", "14-17", "14-9", "14C18"]


def test_ruling_any_teleporter_may_stand_in_for_a_compulsory_capture() -> None:
    assert "1T2" in listed("B:W18,5:B14,K1[T]")


def test_ruling_a_pick_up_restarts_the_forty_move_count() -> None:
    def elsewhere(move: Move) -> bool:
        return move.origin != 28 and move.target != 32

    state = wander(at("B:WK29:BK4,K3,K28:U32S"), 78, elsewhere).play("28-32")
    assert state.pieces[32].powerups == "S"
    assert not wander(state, 20, elsewhere).is_over


def test_ruling_a_teleport_restarts_the_forty_move_count() -> None:
    state = wander(at("B:WK29:BK4,K3[T]"), 78)
    teleporter = next(s for s, p in state.pieces.items() if p.powerups == "T")
    target = next(m for m in state.legal_moves() if str(m).startswith(f"{teleporter}T"))
    assert not wander(state.play(target), 20).is_over
