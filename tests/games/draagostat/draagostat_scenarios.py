"""Building blocks for Draagostat scenario tests: a position from a few fields, a move
that must be played, a move that must be refused for a stated reason."""

from __future__ import annotations

import pytest
from english_text import english

from games.contract import IllegalMove
from games.draagostat import GAME
from games.draagostat.state import DraagostatState

EMPTY = "..../..../..../...."


def rows(**squares: str) -> str:
    """The board field with the given buildings, e.g. rows(b2="T", c3="c") for a dark
    two-story on b2 and a light citadel on c3 (letters as in the position text)."""
    grid = [["."] * 4 for _ in range(4)]
    for square, letter in squares.items():
        grid[4 - int(square[1])]["abcd".index(square[0])] = letter
    return "/".join("".join(rank) for rank in grid)


def at(
    board: str = EMPTY,
    *,
    dark: str,
    light: str,
    to_move: str = "dark",
    delay: str = "-",
    converted: str = "-",
    **options: str,
) -> DraagostatState:
    """The position with these fields (see the position text format), delays off unless
    given. `board` is rank 4 first, as in the position text."""
    text = f"{board} {to_move} dark={dark} light={light} delay={delay} converted={converted}"
    state = GAME.from_position(text, GAME.options(options))
    assert isinstance(state, DraagostatState)
    return state


def opening(setup: str, *moves: str, **options: str) -> DraagostatState:
    """The game started with `setup=` (dark builder, light builder, dark dragon, light
    dragon) after `moves`."""
    state = GAME.replay(moves, {"setup": setup, **options})
    assert isinstance(state, DraagostatState)
    return state


def play(state: DraagostatState, *moves: str) -> DraagostatState:
    for move in moves:
        state = state.play(move)
    return state


def refused(state: DraagostatState, move: str, reason: str) -> None:
    """`move` is refused with `reason` in its message, and is not listed as legal."""
    before = state.position()
    with pytest.raises(IllegalMove) as caught:
        state.play(move)
    assert reason in english(caught.value)
    assert move not in {str(m) for m in state.legal_moves()}
    assert state.position() == before


def legal(state: DraagostatState) -> set[str]:
    return {str(move) for move in state.legal_moves()}


def piece_squares(state: DraagostatState) -> dict[str, str]:
    """Where each piece stands, keyed "dark builder", "light dragon", ..."""
    return {f"{p.owner} {p.kind}": p.square for p in state.pieces}


def buildings(state: DraagostatState) -> dict[str, tuple[str, int]]:
    """Square -> (owner, height) for every building."""
    return {square: (b.owner, b.height) for square, b in state.buildings.items()}
