"""The basic game agrees exactly with two independent English-draughts libraries.

Perft counts and legal-move sets are compared live against py-draughts and pydraughts
(see `draughtnauts_references`), not against our own reading of the rules.
"""

from __future__ import annotations

import random
from itertools import pairwise

import pytest
from draughtnauts_references import (
    py_draughts_moves,
    py_draughts_perft,
    pydraughts_moves,
    pydraughts_perft,
)

from games.draughtnauts import GAME
from games.draughtnauts.board import between

START = GAME.start().position()

PUBLISHED_START_PERFT = (7, 49, 302, 1469, 7361, 36768, 179740, 845931)
"""The well-known English-draughts perft from the start, depths 1-8, which py-draughts
reproduces live below."""

MIDGAMES = (
    "B:W14,15,18,19,22,23,26,27,30:B1,3,5,6,7,9,10,11,13",
    "W:W17,21,22,24,25,26,28,29,30,31:B2,3,4,6,8,9,10,11,13,14,16",
    "B:WK5,K27,19,22,23:B10,11,K15,K26,3",
    "W:WK14,K18,25,29:BK2,K23,7,8,12",
    "B:W5,6,13,22,23,30:B1,2,9,10,17,18",
)
"""Positions with kings, crowning captures and multi-jumps in reach."""

WINDMILLS = (
    "B:W6,7,14,15,K22:B1,K9,10",
    "W:WK27:B23,15,14,7,6",
)
"""Kings able to capture the same pieces around a loop in two orders."""


def _outcome(notation: str) -> tuple:
    """What a move does to the board: start, end, and the set of jumped squares."""
    squares = [int(s) for s in notation.replace("x", "-").split("-")]
    if "-" in notation:
        return squares[0], squares[-1], frozenset()
    return squares[0], squares[-1], frozenset(between(a, b) for a, b in pairwise(squares))


def our_moves(fen: str) -> set[str]:
    return {str(m) for m in GAME.start(position=fen).legal_moves()}


@pytest.mark.parametrize(
    "depth", [*range(1, 8), pytest.param(8, marks=pytest.mark.slow, id="8-slow")]
)
def test_start_perft_matches_py_draughts(depth: int) -> None:
    """Depth 8 takes our walk about two seconds and py-draughts about six."""
    ours = GAME.perft(GAME.start(), depth)
    assert ours == py_draughts_perft(START, depth) == PUBLISHED_START_PERFT[depth - 1]


@pytest.mark.parametrize("fen", MIDGAMES)
def test_midgame_perft_matches_py_draughts(fen: str) -> None:
    assert GAME.perft(GAME.start(position=fen), 6) == py_draughts_perft(fen, 6)


@pytest.mark.parametrize("fen", WINDMILLS)
def test_capture_loops_are_listed_route_by_route_like_pydraughts(fen: str) -> None:
    """py-draughts keeps one route per loop; pydraughts and we list each route, since
    each is a different way to write the move."""
    assert our_moves(fen) == pydraughts_moves(fen)
    assert {_outcome(m) for m in our_moves(fen)} == {_outcome(m) for m in py_draughts_moves(fen)}


@pytest.mark.parametrize("fen", WINDMILLS)
def test_perft_through_capture_loops_matches_pydraughts(fen: str) -> None:
    assert GAME.perft(GAME.start(position=fen), 3) == pydraughts_perft(fen, 3)


def _random_game_positions(seed: int, plies: int = 200) -> list[str]:
    rng = random.Random(seed)
    state, seen = GAME.start(), []
    while not state.is_over and len(seen) < plies:
        seen.append(state.position())
        state = state.apply(rng.choice(state.legal_moves()))
    return seen


@pytest.mark.parametrize("seed", range(40))
def test_legal_moves_match_py_draughts_along_random_games(seed: int) -> None:
    for fen in _random_game_positions(seed):
        ours = our_moves(fen)
        assert {_outcome(m) for m in ours} == {_outcome(m) for m in py_draughts_moves(fen)}, fen


@pytest.mark.parametrize("seed", range(4))
def test_legal_moves_match_pydraughts_along_random_games(seed: int) -> None:
    for fen in _random_game_positions(1000 + seed, plies=60):
        assert our_moves(fen) == pydraughts_moves(fen), fen


def test_a_side_without_moves_has_none_in_either_library() -> None:
    blocked = "W:W29:B25,K22"
    state = GAME.start(position=blocked)
    assert py_draughts_moves(blocked) == pydraughts_moves(blocked) == set()
    assert state.outcome is not None
    assert state.outcome.winner == "dark"
