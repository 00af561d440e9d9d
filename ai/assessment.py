"""How a position looks to one seat, by the computer's own evaluation of each game: a
chance of winning in [0, 1] (a half is level).

The bot asks this between moves, not during a search: to answer a draw offer (take the
draw unless it stands better) and, at the top level, to resign a position that is lost
beyond doubt. Each engine scores positions in its own units (hundredths of a man,
hundredths of an action, units on the board); a logistic curve with one scale per game
turns that score into a chance (`ai.chance`), so the bot's thresholds mean the same in
every game.
The card game's evaluation already is a chance, and it reads only the table, which
every seat sees, so the assessment never looks at a hidden card.

A finished game is certain: one for the winner, nought for the loser, a half for a draw.
"""

from __future__ import annotations

from collections.abc import Callable

from ai.chance import logistic
from ai.domination_cards import winning_chance as cards_chance
from ai.domination_grid import chance as grid_chance
from ai.draagostat_evaluation import ACTION, DRAAGOSTAT_SCALE, distance
from ai.draughtnauts import DRAUGHTS_SCALE
from ai.draughtnauts import evaluate as draughts_score
from games.contract import Seat, State
from games.domination_grid.state import GridState
from games.draagostat.board import opponent
from games.draagostat.state import DraagostatState
from games.draughtnauts.state import DraughtnautsState


def chance(state: State, seat: Seat) -> float:
    """The chance that `seat` wins from `state`, by the computer's evaluation."""
    outcome = state.outcome
    if outcome is not None:
        return 0.5 if outcome.winner is None else float(outcome.winner == seat)
    return _BY_GAME[state.game_id](state, seat)


def _draughtnauts(state: State, seat: Seat) -> float:
    assert isinstance(state, DraughtnautsState)
    index = 0 if seat == "dark" else 1
    return logistic(draughts_score(state.layout, index), DRAUGHTS_SCALE)


def _draagostat(state: State, seat: Seat) -> float:
    assert isinstance(state, DraagostatState)
    options, board = state.options, state.board
    mine = distance(board, seat, options.no_corners, options.diagonal_links)
    theirs = distance(board, opponent(seat), options.no_corners, options.diagonal_links)
    return logistic(ACTION * (theirs - mine), DRAAGOSTAT_SCALE)


def _grid(state: State, seat: Seat) -> float:
    assert isinstance(state, GridState)
    return grid_chance(state.cells, state.reserves, seat, state.board.size)


_BY_GAME: dict[str, Callable[[State, Seat], float]] = {
    "draughtnauts": _draughtnauts,
    "draagostat": _draagostat,
    "domination-cards": cards_chance,
    "domination-grid": _grid,
}
