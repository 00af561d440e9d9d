"""Properties of random play with whole turns of up to five steps, on the 8x8 board."""

from __future__ import annotations

import random
from collections import Counter
from itertools import pairwise

from english_text import english
from hypothesis import given, settings
from hypothesis import strategies as st

from games.domination_grid import GAME, Fate, GridMove, GridState
from games.domination_grid.board import EMPTY, OPPONENT, UNIT_OF
from games.domination_grid.steps import open_steps

PLIES = 120


def random_turn(state: GridState, rng: random.Random) -> GridMove:
    """Up to five random steps, each onto a square that is empty at that moment."""
    cells, names, paths = bytearray(state.cells), state.board.names, []
    for _ in range(rng.choice([0, 1, 2, 3, 4, 5, 5, 5])):
        steps = list(open_steps(cells, state.to_move, state.board))
        if not steps:
            break
        origin, target = rng.choice(steps)
        cells[origin], cells[target] = EMPTY, cells[origin]
        paths.append((names[origin], names[target]))
    return GridMove(tuple(paths))


def random_game(seed: int) -> list[GridState]:
    rng = random.Random(seed)
    states = [GAME.start({"size": 8})]
    while not states[-1].is_over and len(states) <= PLIES:
        states.append(states[-1].apply(random_turn(states[-1], rng)))
    return states


def shortest_spelling(move: GridMove) -> str:
    """The move with the middle squares of every straight run left out."""

    def heading(start: str, end: str) -> tuple[int, int]:
        return ord(end[0]) - ord(start[0]), int(end[1:]) - int(start[1:])

    def corners(path: tuple[str, ...]) -> list[str]:
        kept = [path[0]]
        for before, here, after in zip(path, path[1:], path[2:], strict=False):
            if heading(before, here) != heading(here, after):
                kept.append(here)
        return [*kept, path[-1]]

    return " ".join("-".join(corners(path)) for path in move.paths) or "pass"


def units_in_play(state: GridState, seat: str) -> int:
    return len(state.units(seat)) + state.reserves[seat]


seeds = st.integers(min_value=0, max_value=2**32 - 1)


@settings(max_examples=15)
@given(seed=seeds)
def test_between_turns_no_opposing_units_touch(seed: int) -> None:
    for state in random_game(seed):
        black = set(state.units("black"))
        for square in state.units("white"):
            cell = state.board.index[square]
            neighbours = {state.board.names[n] for n in state.board.orthogonal[cell]}
            assert not neighbours & black, state.position()


@settings(max_examples=15)
@given(seed=seeds)
def test_units_only_leave_play_by_destruction_and_change_sides_by_turning(seed: int) -> None:
    states = random_game(seed)
    for before, after in pairwise(states):
        fates = Counter((u.seat, u.fate) for c in after.last_conflicts for u in c.units)
        for seat in ("black", "white"):
            expected = (
                units_in_play(before, seat)
                - fates[seat, Fate.DESTROYED]
                - fates[seat, Fate.TURNED]
                + fates[OPPONENT[seat], Fate.TURNED]
            )
            assert units_in_play(after, seat) == expected


@settings(max_examples=15)
@given(seed=seeds)
def test_a_mover_with_units_in_reserve_leaves_no_enclosed_hole(seed: int) -> None:
    for after in random_game(seed)[1:]:
        mover = ("white", "black")[after.ply % 2]
        if after.reserves[mover] == 0:
            continue
        unit, cells, size = UNIT_OF[mover], after.cells, after.size
        for rank in range(1, size - 1):
            for file in range(1, size - 1):
                ring = [
                    cells[(rank + dr) * size + file + df]
                    for dr in (-1, 0, 1)
                    for df in (-1, 0, 1)
                    if dr or df
                ]
                assert not (cells[rank * size + file] == EMPTY and set(ring) == {unit})


@settings(max_examples=15)
@given(seed=seeds)
def test_every_turn_reads_back_from_its_canonical_and_shortest_spelling(seed: int) -> None:
    states = random_game(seed)
    for before, after in pairwise(states):
        move = after.last_move
        assert before.parse_move(str(move)) == move
        assert before.parse_move(shortest_spelling(move)) == move
        assert before.play(shortest_spelling(move)).position() == after.position()


@settings(max_examples=15)
@given(seed=seeds)
def test_positions_round_trip_with_the_same_moves(seed: int) -> None:
    for state in random_game(seed):
        again = GAME.start({"size": 8}, position=state.position())
        assert again.position() == state.position()
        if state.outcome and english(state.outcome.reason).endswith("for the third time"):
            assert again.outcome is None, "a position read from text has no history yet"
        else:
            assert again.outcome == state.outcome
        if not state.is_over:
            assert again.legal_moves() == state.legal_moves()


@settings(max_examples=15)
@given(seed=seeds)
def test_the_game_is_drawn_exactly_when_a_position_comes_up_the_third_time(seed: int) -> None:
    """Checked against the plain count over the whole game, with nothing forgotten."""
    states = random_game(seed)
    seen: Counter[str] = Counter()
    for state in states:
        seen[state.position()] += 1
        both_armies_left = state.units("black") and state.units("white")
        if both_armies_left:
            assert (state.outcome is not None) == (seen[state.position()] == 3)
