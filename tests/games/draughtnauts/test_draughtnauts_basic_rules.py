"""The basic game, sentence by sentence from RULES.md, each from a position text."""

from __future__ import annotations

from draughtnauts_play import distance, wander
from english_text import english, refused

from games.contract import IllegalMove
from games.draughtnauts import GAME
from games.draughtnauts.state import DraughtnautsState


def at(fen: str) -> DraughtnautsState:
    return GAME.start(position=fen)


def listed(state: DraughtnautsState) -> list[str]:
    return [str(m) for m in state.legal_moves()]


def test_dark_starts_on_1_to_12_and_moves_first() -> None:
    state = GAME.start()
    assert state.to_move == "dark"
    assert sorted(state.pieces) == [*range(1, 13), *range(21, 33)]
    assert {p.owner for s, p in state.pieces.items() if s <= 12} == {"dark"}
    assert listed(state) == ["10-14", "10-15", "11-15", "11-16", "12-16", "9-13", "9-14"]


def test_men_step_one_square_diagonally_forward() -> None:
    assert listed(at("B:W30:B14")) == ["14-17", "14-18"]
    assert listed(at("W:W18:B1")) == ["18-14", "18-15"]


def test_a_man_may_not_step_backwards() -> None:
    with refused(IllegalMove, match="forward only"):
        at("B:W30:B14").play("14-10")


def test_a_capture_jumps_onto_the_empty_square_behind_and_removes_the_piece() -> None:
    after = at("B:W18,30:B14").play("14x23")
    assert 18 not in after.pieces
    assert after.pieces[23].owner == "dark"


def test_men_capture_forward_only_kings_both_ways() -> None:
    assert listed(at("B:W10:B14")) == ["14-17", "14-18"]
    assert listed(at("B:W10:BK14")) == ["14x7"]


def test_capturing_is_compulsory() -> None:
    state = at("B:W18,30:B14,1")
    assert listed(state) == ["14x23"]
    with refused(IllegalMove, match="compulsory"):
        state.play("1-5")


def test_any_capture_may_be_chosen_not_only_the_longest() -> None:
    assert listed(at("B:W16,18,27:B12,14")) == ["12x19", "14x23x32"]


def test_a_capture_goes_on_while_the_piece_can_jump_again() -> None:
    with refused(IllegalMove, match="must go on"):
        at("B:W18,19,27:B14,15").play("14x23")


def test_crowning_ends_the_move_even_with_a_jump_left() -> None:
    state = at("B:W26,27:B22")
    assert listed(state) == ["22x31"]
    assert state.play("22x31").pieces[31].king


def test_a_man_reaching_the_far_row_by_a_step_is_crowned() -> None:
    after = at("B:W5:B27").play("27-32")
    assert after.pieces[32].king
    assert not at("B:W5:B27").pieces[27].king


def test_kings_step_in_all_four_directions() -> None:
    assert listed(at("B:WK32:BK14")) == ["14-10", "14-17", "14-18", "14-9"]


def test_a_king_may_end_a_capture_loop_on_the_square_it_left() -> None:
    after = at("B:W6,7,14,15,K22:B1,K9,10").play("9x18x11x2x9")
    assert after.pieces[9].king
    assert sorted(after.pieces) == [1, 9, 10, 22]


def test_a_side_with_no_pieces_left_loses() -> None:
    after = at("B:W18:B14").play("14x23")
    assert after.outcome is not None
    assert after.outcome.winner == "dark"
    assert after.to_move is None
    assert "no pieces" in english(after.outcome.reason)


def test_a_side_with_no_legal_move_loses() -> None:
    state = at("W:W29:B25,K22")
    assert state.outcome is not None
    assert state.outcome.winner == "dark"
    assert "no legal move" in english(state.outcome.reason)
    assert list(state.legal_moves()) == []


def test_the_third_occurrence_of_a_position_is_a_draw() -> None:
    state = at("B:WK32:BK1")
    shuffle = ["1-6", "32-27", "6-1", "27-32"]
    for number, move in enumerate(shuffle * 2, start=1):
        state = state.play(move)
        assert state.is_over == (number == 8)
    assert state.outcome is not None
    assert state.outcome.winner is None
    assert "repetition" in english(state.outcome.reason)


def test_forty_moves_each_without_capture_or_man_move_is_a_draw() -> None:
    state = wander(at("B:WK29:BK4,K3"), 79)
    assert not state.is_over
    state = wander(state, 1)
    assert state.outcome is not None
    assert state.outcome.winner is None
    assert "forty moves" in english(state.outcome.reason)


def test_a_man_move_restarts_the_forty_move_count() -> None:
    state = wander(at("B:WK29:BK4,K3,5"), 78).play("5-9")
    assert not wander(state, 20).is_over


def closer_until_a_capture(state: DraughtnautsState, plies: int) -> DraughtnautsState:
    """Quiet steps bringing the nearest opposing pieces together, at most `plies` of
    them, until the side to move has a capture."""
    for _ in range(plies):
        if any("x" in str(m) for m in state.legal_moves()):
            return state
        state = min((state.apply(m) for m in state.legal_moves()), key=distance)
    raise AssertionError(f"no capture within {plies} plies")


def test_a_kings_capture_restarts_the_forty_move_count() -> None:
    """Only kings move, so the capture alone makes the turn irreversible: after sixty
    quiet plies and a few more to close in, a capture, then twenty quiet plies: the game
    goes on (counting the capture as quiet would pass eighty and draw it)."""
    state = closer_until_a_capture(wander(at("B:WK29,K32:BK4,K3"), 60), 19)
    capture = next(m for m in state.legal_moves() if "x" in str(m))
    state = state.apply(capture)
    assert not state.is_over
    assert not wander(state, 20).is_over
