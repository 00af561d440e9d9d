"""How fast the Domination 16x16 engine checks a whole turn (the bot does it on every move).

    python -m bench.domination_grid

Each figure is the time of one call, and its ratio to the baseline measured in the same
run: carrying out `pass` from the same position, the least any turn costs (a board copy
and the reinforcement scan). Positions: the 16x16 start and a middle game after 400
random plies, both with 64 units on the board.
"""

from __future__ import annotations

import random
import timeit

from games.domination_grid import GAME, PASS, GridState
from games.domination_grid.notation import parse_turn
from games.domination_grid.rules import play_turn
from games.domination_grid.steps import one_step_turns

ROUNDS = 2000


def middle_game() -> GridState:
    """Units spread over the board by random single steps."""
    rng = random.Random(7)
    state = GAME.start()
    while state.ply < 400:
        state = state.apply(rng.choice(state.legal_moves()))
    return state


def per_call(action) -> float:
    """Microseconds per call, best of three runs."""
    return min(timeit.repeat(action, number=ROUNDS, repeat=3)) / ROUNDS * 1e6


def report(label: str, state: GridState, turn: str) -> None:
    move = parse_turn(turn, state.size)

    def carry_out(move=move) -> None:
        play_turn(state.cells, move, state.to_move, state.reserves, state.board)

    def read() -> None:
        parse_turn.cache_clear()
        parse_turn(turn, state.size)

    baseline = per_call(lambda: carry_out(PASS))
    figures = {
        "read the turn's text": per_call(read),
        "check and carry out the turn": per_call(carry_out),
        "list the single steps and pass": per_call(
            lambda: one_step_turns(state.cells, state.to_move, state.board)
        ),
        "suggest continuations of the turn": per_call(lambda: state.suggest(turn + " a")),
    }
    units = len(state.units("black")) + len(state.units("white"))
    print(f"{label} ({units} units), turn '{turn}'")
    print(f"  {'baseline: carry out pass':36} {baseline:8.1f} us")
    for name, micros in figures.items():
        print(f"  {name:36} {micros:8.1f} us  x{micros / baseline:5.1f}")


def five_steps(state: GridState) -> str:
    """A legal five-step turn: the first five single steps, each on its own unit."""
    turn, used = [], set()
    for move in state.legal_moves():
        (path,) = move.paths or ((),)
        if path and path[0] not in used and path[1] not in used:
            turn.append(str(move))
            used.update(path)
        if len(turn) == 5:
            break
    return " ".join(turn)


def main() -> None:
    for label, state in [("start", GAME.start()), ("middle game", middle_game())]:
        report(label, state, five_steps(state))


if __name__ == "__main__":
    main()
