"""What each game's engine must get right beyond legality: its fast paths agree with the
game's rules, it takes a win in one, and games between computers end."""

from __future__ import annotations

import random

import pytest
from ai_positions import SMALL, random_position
from hypothesis import given, settings
from hypothesis import strategies as st

import ai
import games
from ai.domination_grid import evaluate, one_per_first_step
from ai.draughtnauts import plain_children
from games.draughtnauts import rules


@settings(max_examples=40)
@given(st.integers(0, 2**32 - 1), st.integers(0, 120), st.booleans())
def test_the_bitboard_children_are_the_rules_own(seed: int, plies: int, powerups: bool) -> None:
    """Where no power-up is held the search expands positions on bitboards; the
    positions it reaches are exactly those the game's rules reach."""
    options = {"powerups": "random"} if powerups else {}
    state = random_position("draughtnauts", options, seed, plies)
    layout, seat = state.layout, state.seat_index
    if layout.held or state.is_over:
        return
    _, children = plain_children(layout, seat)
    reached = {child for _, (child, _) in children}
    expected = {rules.play(layout, seat, move)[0] for move in state.legal_moves()}
    assert reached == expected


@pytest.mark.parametrize(
    ("game_id", "options", "position", "level"),
    [
        (
            "draagostat",
            {},
            "..../..../..../CSSS dark dark=a2,a1 light=c3,d4 delay=- converted=-",
            "easy",
        ),
        (
            "domination-grid",
            {"size": "8"},
            "......../......../......../.b.w..b./......../...b..../......../........ b b=0 w=3",
            "easy",
        ),
        ("draughtnauts", {}, "B:W18:BK14,1", "easy"),
    ],
)
def test_a_win_in_one_is_taken(
    game_id: str, options: dict[str, str], position: str, level: str
) -> None:
    game = games.get(game_id)
    state = game.start(options, position=position)
    for seed in range(3):
        after = state.apply(ai.choose(state, level, random.Random(seed)))
        assert after.outcome is not None
        assert after.outcome.winner == state.to_move


def test_the_sixteen_by_sixteen_game_is_played_at_full_size() -> None:
    state = games.get("domination-grid").start()
    assert state.size == 16
    move = ai.choose(state, "easy", random.Random(0))
    assert len(move.steps) == 5  # a whole turn, built step by step
    state.apply(move)


def _front_trade(black: int, white: int) -> tuple[bytes, bytes]:
    """A 16x16 board with `black` units at home and one at the front, touching one of
    the `white` units (the rest at home), and the board once those two have traded."""
    size = 16
    after = bytearray(b"." * size * size)
    after[: black - 1] = b"b" * (black - 1)
    after[size * size - white + 1 :] = b"w" * (white - 1)
    before = bytearray(after)
    before[7 * size + 7], before[8 * size + 7] = ord("b"), ord("w")
    return bytes(before), bytes(after)


@pytest.mark.parametrize(("black", "white"), [(31, 23), (32, 24), (21, 11)])
def test_an_even_trade_at_the_front_pays_the_side_well_ahead_only(black: int, white: int) -> None:
    """Otherwise the side ahead never trades its way to a win, and a won 16x16 game
    drifts into repetition."""
    before, after = _front_trade(black, white)
    reserves = {"black": 0, "white": 9}
    for seat, gains in (("black", True), ("white", False)):
        change = evaluate(after, reserves, seat, 16) - evaluate(before, reserves, seat, 16)
        assert (change > 0) == gains


@pytest.mark.parametrize(
    ("game_id", "options", "seed"),
    [
        ("draughtnauts", {}, 0),
        ("draughtnauts", {"powerups": "random"}, 1),
        ("draagostat", {}, 0),
        ("domination-cards", {}, 0),
        ("domination-grid", {"size": "8"}, 0),
    ],
)
def test_games_between_easy_computers_end_within_the_games_bound(
    game_id: str, options: dict[str, str], seed: int
) -> None:
    game = games.get(game_id)
    state = game.start(options, seed)
    rng = random.Random(seed)
    while not state.is_over and state.ply < game.random_game_bound:
        state = state.apply(ai.choose(state, "easy", rng))
    assert state.is_over


def test_a_small_budget_still_searches_every_game_variant() -> None:
    state = random_position("draughtnauts", {"powerups": "choose"}, seed=4, plies=0)
    assert str(ai.choose(state, "hard", random.Random(0), budget=SMALL)).startswith("setup ")


def test_the_sixteen_by_sixteen_look_ahead_follows_different_plans() -> None:
    """The beam's best turns are mostly one walk with a step more or less; the turns
    followed further are the best of each first step, in the beam's order."""
    walk = ((1, 2), (2, 3))
    turns = [
        (90, (*walk, (5, 6))),
        (90, (*walk, (7, 8))),
        (80, ((40, 41),)),
        (70, walk),
        (60, ()),
        (50, ((40, 41), (41, 42))),
        (40, ()),
    ]
    assert one_per_first_step(turns) == [turns[0], turns[2], turns[4]]


def _scattered_remnant() -> str:
    """A 16x16 position, Black to move: six Black units in the middle of the board, the
    two White units left in opposite corners (Black's army sits on their midpoint)."""
    size = 16
    cells = bytearray(b"." * size * size)
    cells[0], cells[size * size - 1] = ord("w"), ord("w")
    for rank, file in ((7, 7), (7, 8), (8, 7), (8, 8), (6, 7), (9, 8)):
        cells[rank * size + file] = ord("b")
    ranks = (cells[rank * size : (rank + 1) * size].decode() for rank in reversed(range(size)))
    return "/".join(ranks) + " b b=0 w=0"


@pytest.mark.parametrize("level", ["easy", "hard"])
def test_a_scattered_remnant_is_hunted_down(level: str) -> None:
    """A side far ahead goes after enemy units wherever they are: closing in on the
    middle of the enemy army alone left it sitting between two far-off units until the
    game was cut (three of 200 games of hard vs random at 1,000 plies)."""
    game = games.get("domination-grid")
    state = game.start(position=_scattered_remnant())
    rng = random.Random(0)
    while not state.is_over and state.ply < 40:
        level_now = level if state.to_move == "black" else "random"
        state = state.apply(ai.choose(state, level_now, rng))
    assert state.outcome is not None
    assert state.outcome.winner == "black"
