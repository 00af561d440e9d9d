"""RULES.md, Setup: who starts, where the pieces go, what the pools hold; the options."""

from __future__ import annotations

import random

import pytest
from draagostat_scenarios import opening, piece_squares
from english_text import refused

from games.contract import InvalidOptions
from games.draagostat import GAME
from games.draagostat.board import Pool
from games.draagostat.geometry import SQUARES


def test_dark_moves_first_on_an_empty_board() -> None:
    state = GAME.start(seed=4)
    assert state.to_move == "dark"
    assert state.buildings == {}


def test_setup_option_places_dark_builder_light_builder_dark_dragon_light_dragon() -> None:
    state = opening("a1,b2,c3,d4")
    assert piece_squares(state) == {
        "dark builder": "a1",
        "light builder": "b2",
        "dark dragon": "c3",
        "light dragon": "d4",
    }


@pytest.mark.parametrize("seed", [0, 1, 7, 2**31])
def test_the_seed_draws_each_piece_uniformly_from_the_empty_squares_in_order(seed: int) -> None:
    """The documented draw: random.Random(seed).choice over empty squares a1, b1, ..., d4,
    for the dark builder, light builder, dark dragon, light dragon in that order."""
    rng = random.Random(seed)
    drawn: list[str] = []
    for _ in range(4):
        drawn.append(rng.choice([s for s in SQUARES if s not in drawn]))
    state = GAME.start(seed=seed)
    assert [piece_squares(state)[p] for p in ("dark builder", "light builder")] == drawn[:2]
    assert [piece_squares(state)[p] for p in ("dark dragon", "light dragon")] == drawn[2:]


def test_different_seeds_give_different_setups_and_no_piece_shares_a_square() -> None:
    setups = {tuple(piece_squares(GAME.start(seed=seed)).values()) for seed in range(30)}
    assert len(setups) > 20
    assert all(len(set(squares)) == 4 for squares in setups)


def test_each_pool_starts_with_four_stories_and_two_citadels() -> None:
    state = GAME.start(seed=2)
    assert state.pool("dark") == state.pool("light") == Pool(stories=4, citadels=2)


def test_setup_is_read_leniently_from_a_command_line() -> None:
    options = GAME.options({"setup": " A1, b2 ,C3,d4"})
    assert options.setup == ("a1", "b2", "c3", "d4")


@pytest.mark.parametrize(
    ("setup", "reason"),
    [
        ("a1,b2,c3", "four squares"),
        ("a1,b2,c3,e5", "'e5' is not a square"),
        ("a1,b2,c3,a1", "must all differ"),
    ],
)
def test_a_bad_setup_is_refused_with_a_reason(setup: str, reason: str) -> None:
    with refused(InvalidOptions, match=reason):
        GAME.options({"setup": setup})


@pytest.mark.parametrize(("raw", "links"), [("0", 0), ("1", 1), ("4", 4), ("all", 4), (3, 3)])
def test_diagonals_take_a_count_or_all(raw: object, links: int) -> None:
    assert GAME.options({"diagonals": raw}).diagonal_links == links


@pytest.mark.parametrize("raw", ["5", "-1", "some", "1.5"])
def test_diagonals_out_of_range_are_refused(raw: str) -> None:
    with refused(InvalidOptions, match="diagonals"):
        GAME.options({"diagonals": raw})


def test_no_corners_reads_true_from_text_and_unknown_options_are_refused() -> None:
    assert GAME.options({"no_corners": "true"}).no_corners is True
    assert GAME.options({}).no_corners is False
    with refused(InvalidOptions, match="there is no option"):
        GAME.options({"corners": "true"})


def test_options_survive_their_stored_json() -> None:
    options = GAME.options({"setup": "a1,b2,c3,d4", "no_corners": "true", "diagonals": "all"})
    assert GAME.options(options.to_json()) == options
    assert options.to_json() == {
        "setup": ["a1", "b2", "c3", "d4"],
        "no_corners": True,
        "diagonals": "all",
    }


def test_pieces_are_listed_dark_builder_dark_dragon_light_builder_light_dragon() -> None:
    state = opening("a1,b2,c3,d4")
    assert [(p.owner, p.kind, p.square) for p in state.pieces] == [
        ("dark", "builder", "a1"),
        ("dark", "dragon", "c3"),
        ("light", "builder", "b2"),
        ("light", "dragon", "d4"),
    ]
    assert state.city is None
