"""A render worker keeps the states it built and plays only the new moves on the next
board of a match: whatever order boards come in (a move, a takeback, another match),
each is the board of its exact state."""

from __future__ import annotations

import random

from hypothesis import given, settings
from hypothesis import strategies as st

import games
from bot.core.render_worker import Drawing, draw, picture

GAME = "draughtnauts"


def a_game(seed: int, length: int) -> tuple[str, ...]:
    rng, state, moves = random.Random(seed), games.get(GAME).start({}, seed), []
    for _ in range(length):
        if state.is_over:
            break
        state = state.play(rng.choice(state.suggest("", 25)))
        moves.append(str(state.last_move))
    return tuple(moves)


GAMES = {seed: a_game(seed, 12) for seed in (1, 2)}


@settings(max_examples=25, deadline=None)
@given(st.lists(st.tuples(st.sampled_from(sorted(GAMES)), st.integers(0, 12)), max_size=8))
def test_each_board_is_the_replay_of_its_moves(requests):
    options = games.get(GAME).options({}).to_json()
    for seed, count in requests:
        moves = GAMES[seed][:count]
        exact = games.get(GAME).replay(moves, options, seed)
        assert draw(Drawing(GAME, options, seed, moves)) == picture(exact, None)
