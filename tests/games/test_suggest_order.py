"""Autocomplete's order in every game: moves that begin with the typed text come before
moves that merely contain it (issue 28: the opposite order passed every test)."""

from __future__ import annotations

import random

import pytest

import games


def positions(game_id: str, count: int = 12):
    """States along a few seeded random games."""
    game = games.get(game_id)
    for seed in range(3):
        rng, state = random.Random(seed), game.new(game.options({}), seed)
        for _ in range(count):
            if state.outcome is not None:
                break
            yield state
            state = state.play(rng.choice(state.legal_moves()))


def squash(text: str) -> str:
    return "".join(text.split()).lower()


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_prefix_matches_come_first_in_every_game(game_id):
    telling = 0
    for state in positions(game_id):
        notations = [str(move) for move in state.legal_moves()]
        for typed in sorted({squash(n)[i : i + 1] for n in notations for i in range(3)}):
            offered = state.suggest(typed, 100)
            starting = [n for n in offered if squash(n).startswith(typed)]
            assert offered[: len(starting)] == starting, (str(state.position()), typed)
            telling += len(starting) < len(offered) and sorted(offered) != offered
    if game_id in {"draughtnauts", "draagostat"}:
        assert telling, "no position told prefix order from notation order"
