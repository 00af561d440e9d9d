"""The game as the registry knows it: id, seats, options, the starting armies."""

from __future__ import annotations

import pytest
from english_text import english, refused

import games
from games.contract import InvalidOptions
from games.domination_grid import GAME, GridOptions


def test_the_registry_finds_the_game() -> None:
    assert games.get("domination-grid") is GAME
    assert GAME.title == "Domination 16x16"
    assert GAME.seats == ("black", "white")
    assert GAME.lists_every_move is False


@pytest.mark.parametrize("size", [8, 10, 12, 14, 16])
def test_each_army_fills_its_first_two_ranks_and_black_starts(size: int) -> None:
    state = GAME.start({"size": str(size)})
    assert state.size == size
    assert len(state.units("black")) == len(state.units("white")) == 2 * size
    assert {square[1:] for square in state.units("black")} == {"1", "2"}
    assert {square[1:] for square in state.units("white")} == {str(size - 1), str(size)}
    assert state.to_move == "black"
    assert state.reserves == {"black": 0, "white": 0}


def test_the_default_board_is_sixteen_squares_wide() -> None:
    assert GAME.options({}) == GridOptions(size=16)
    assert GAME.start().unit_at("p16") == "white"


@pytest.mark.parametrize("size", ["7", "9", "18", "6", "big"])
def test_odd_or_out_of_range_sizes_are_refused(size: str) -> None:
    with refused(InvalidOptions, match="size"):
        GAME.options({"size": size})


def test_the_size_message_says_what_is_allowed() -> None:
    with pytest.raises(InvalidOptions) as refused:
        GAME.options({"size": "9"})
    assert "an even number from 8 to 16, not '9'" in english(refused.value)


def test_the_seed_changes_nothing() -> None:
    assert GAME.start(seed=1).position() == GAME.start(seed=2).position()
