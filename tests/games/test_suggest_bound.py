"""Autocomplete answers every keystroke cheaply, whatever text arrives.

`State.suggest` runs once per keystroke. The work it does is bounded by counting it, not
by timing it: the text a game's `complete` sees is capped, and the 16x16 game, which
reads growing prefixes of the text, reads at most one prefix per character of the cap.
"""

from __future__ import annotations

import random

import pytest

import games
from games.contract import SUGGEST_INPUT_LIMIT, State
from games.domination_grid.state import GridState

LONG_INPUTS = ["c2-c3 " * 1000, "1-" * 3000, "E1@0,1 " * 800, "a" * 6000]


@pytest.mark.parametrize("game_id", games.GAME_IDS)
@pytest.mark.parametrize("typed", LONG_INPUTS)
def test_no_game_reads_more_than_the_cap(
    game_id: str, typed: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = games.get(game_id).start(seed=2)
    read: list[int] = []
    original = type(state).complete

    def counting(self: State, text: str, limit: int) -> list[str]:
        read.append(len(text))
        return original(self, text, limit)

    monkeypatch.setattr(type(state), "complete", counting)
    assert state.suggest(typed) == []
    assert state.suggest(typed[:SUGGEST_INPUT_LIMIT]) is not None
    assert read and max(read) <= SUGGEST_INPUT_LIMIT


@pytest.mark.parametrize("typed", LONG_INPUTS)
def test_the_grid_reads_at_most_one_prefix_per_character(
    typed: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = games.get("domination-grid").start()
    reads = 0
    original = GridState.parse_move

    def counting(self: GridState, text: str) -> object:
        nonlocal reads
        reads += 1
        return original(self, text)

    monkeypatch.setattr(GridState, "parse_move", counting)
    state.suggest(typed)
    assert reads <= SUGGEST_INPUT_LIMIT + 1


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_every_listed_move_is_shorter_than_the_cap(game_id: str) -> None:
    """The cap hides no move: whatever a random game lists fits inside it."""
    game, rng = games.get(game_id), random.Random(5)
    for variant in game.variants:
        state = game.start(variant, seed=rng.randrange(2**31))
        while not state.is_over and state.ply < 200:
            legal = state.legal_moves()
            assert max(len(str(move)) for move in legal) <= SUGGEST_INPUT_LIMIT
            state = state.apply(rng.choice(legal))
