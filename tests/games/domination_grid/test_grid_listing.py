"""What is listed and suggested (RULES.md "Rulings", "Listing moves")."""

from __future__ import annotations

from games.domination_grid import GAME, PASS

CORNERED = """
    .......w
    ........
    ........
    ........
    ........
    ........
    b.......
    bb......
"""


def test_the_list_holds_pass_and_every_single_step_in_canonical_order(arrange) -> None:
    listed = [str(move) for move in arrange(CORNERED).legal_moves()]
    assert listed == ["a2-a3", "a2-b2", "b1-b2", "b1-c1", "pass"]


def test_the_start_offers_each_front_unit_one_step_forward() -> None:
    listed = [str(move) for move in GAME.start().legal_moves()]
    assert listed == [*sorted(f"{file}2-{file}3" for file in "abcdefghijklmnop"), "pass"]


def test_perft_counts_over_the_listed_turns() -> None:
    start = GAME.start({"size": 8})
    assert GAME.perft(start, 1) == 9
    assert GAME.perft(start, 2) == sum(
        len(start.apply(m).legal_moves()) for m in start.legal_moves()
    )


def test_longer_turns_are_legal_though_not_listed(arrange) -> None:
    state = arrange(CORNERED)
    move = state.parse_move("a2-a4 b1-b3")
    assert move not in state.legal_moves()
    assert state.apply(move).units("black") == ("a1", "b3", "a4")


def test_an_empty_prompt_suggests_pass_then_the_single_steps(arrange) -> None:
    assert arrange(CORNERED).suggest("") == ["pass", "a2-a3", "a2-b2", "b1-b2", "b1-c1"]


def test_a_finished_path_is_offered_with_its_continuations(arrange) -> None:
    assert arrange(CORNERED).suggest("a2-a3", limit=4) == [
        "a2-a3",
        "a2-a3 a1-a2",
        "a2-a3 b1-b2",
        "a2-a3 b1-c1",
    ]


def test_a_trailing_dash_continues_the_last_path(arrange) -> None:
    assert arrange(CORNERED).suggest("a2-a3-") == ["a2-a3-a2", "a2-a3-a4", "a2-a3-b3"]


def test_a_partial_square_starts_the_next_path(arrange) -> None:
    assert arrange(CORNERED).suggest("a2-a3 b") == ["a2-a3 b1-b2", "a2-a3 b1-c1"]


def test_skipped_squares_are_filled_in_before_suggesting(arrange) -> None:
    assert arrange(CORNERED).suggest("a2-a4 b1-") == ["a2-a3-a4 b1-b2", "a2-a3-a4 b1-c1"]


def test_restarting_the_moved_unit_is_shown_as_one_path(arrange) -> None:
    assert arrange(CORNERED).suggest("a2-a3 a3") == ["a2-a3-a2", "a2-a3-a4", "a2-a3-b3"]


def test_nothing_is_suggested_beyond_five_steps(arrange) -> None:
    assert arrange(CORNERED).suggest("a2-a7") == ["a2-a3-a4-a5-a6-a7"]
    assert arrange(CORNERED).suggest("a2-a7 b") == []


def test_nothing_is_suggested_after_an_illegal_step(arrange) -> None:
    assert arrange(CORNERED).suggest("a2-a3 h8-") == []


def test_every_suggestion_is_a_legal_turn(arrange) -> None:
    state = arrange(CORNERED)
    for typed in ["", "a", "a2-", "a2-a3 ", "b1-c1 a", "pass", "p"]:
        for text in state.suggest(typed):
            assert str(state.parse_move(text)) == text


def test_pass_is_suggested_for_its_first_letters(arrange) -> None:
    assert arrange(CORNERED).suggest("pa") == ["pass"]
    assert str(PASS) in arrange(CORNERED).suggest("P")
