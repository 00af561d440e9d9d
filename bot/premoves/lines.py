"""Reading and checking a premove line against what its player knows (pure: games only).

A line is the opponent's next move, the player's answer, the opponent's move after
that, and so on. Moves are separated by `;`, or by spaces in a game whose one move
never holds a space (in the card game and the 16x16 game it may: `C7:1,0>2,0 4>3,0`,
`c2-c3 e2-e3`, so there only `;` separates).

In a game of hidden cards, the line is checked on every hidden deal the player cannot
tell from the real one that we sample (`State.resample_hidden` from the player's seat):
a sample where the opponent could not play a move of the line is not the game the line
is about and is skipped; an answer must be legal in every other one, so a line never
counts on a card the player does not hold for sure. Conditions are the opponent's
moves as the notation writes them, which is all a move shows (the card played, where);
the real deal is never read to accept or refuse a line, so no refusal tells a secret.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from bot.core.errors import GameRefused, InvalidRequest, NotPermitted
from bot.core.quoting import excerpt
from bot.core.suggestions import CHOICES
from bot.premoves.tree import Line
from games import GameError, Seat, State, get

SAMPLES = 64
"""Hidden deals a card-game line is checked on."""
MOVE_EXCERPT = 40
SPACED_MOVES = frozenset({"domination-cards", "domination-grid"})
"""Games where one move may hold a space, so only `;` separates a line's moves."""


def split_line(game_id: str, text: str) -> list[str]:
    """The moves of a typed line, as typed."""
    if ";" in text:
        parts = text.split(";")
    elif game_id in SPACED_MOVES:
        parts = [text]
    else:
        parts = text.split()
    return [part.strip() for part in parts if part.strip()]


def known_states(state: State, seat: Seat) -> list[State]:
    """The states `seat` cannot tell from `state`: `state` itself where nothing is
    hidden, else samples of the hidden deal (seeded, so a check is repeatable)."""
    if not get(state.game_id).hidden_information:
        return [state]
    return [state.resample_hidden(seat, random.Random(index)) for index in range(SAMPLES)]


def checked_line(state: State, seat: Seat, typed: Sequence[str]) -> Line:
    """`typed` in canonical notation, if `seat` may queue it now: an even number of
    moves, the opponent to move, each answer legal wherever its conditions can happen."""
    if state.to_move is None or state.to_move == seat:
        raise NotPermitted("premove-your-turn")
    if not typed or len(typed) % 2:
        raise InvalidRequest("premove-line-pairs")
    canonical: Line | None = None
    for sample in known_states(state, seat):
        walked = _walk(sample, seat, typed)
        if walked is not None:
            canonical = canonical or walked
    if canonical is None:
        raise GameRefused("premove-condition-impossible", move=excerpt(typed[0], MOVE_EXCERPT))
    return canonical


def _walk(state: State, seat: Seat, typed: Sequence[str]) -> Line | None:
    """The line played out on one sample: None where the opponent could not play one of
    its conditions there; a refusal where an answer is not legal."""
    played: list[str] = []
    for index, text in enumerate(typed):
        answer = index % 2 == 1
        if (state.to_move == seat) != answer:
            raise InvalidRequest("premove-line-turns", number=index + 1)
        try:
            state = state.play(text)
        except GameError as refused:
            if not answer and get(state.game_id).hidden_information:
                return None  # the opponent's hand here may lack what the line names
            raise GameRefused(
                "premove-move-refused",
                number=index + 1,
                move=excerpt(text, MOVE_EXCERPT),
                reason=refused.message,
            ) from None
        played.append(str(state.last_move))
    return tuple(played)


def continuations(state: State, seat: Seat, typed: str) -> list[str]:
    """Autocomplete for a line being typed: the typed moves so far, then each legal
    next move that fits the move being typed (in a card game, from the first sampled
    deal where the typed moves can be played, so the opponent's real hand is never
    what is offered)."""
    game_id = state.game_id
    separator = "; " if game_id in SPACED_MOVES or ";" in typed else " "
    cut = typed.rfind(separator.strip() or " ")
    done = [move.strip() for move in typed[: max(cut, 0)].split(separator.strip() or None)]
    done = [move for move in done if move]
    sample = _playing(known_states(state, seat), done)
    if sample is None:
        return []
    prefix = separator.join(done) + separator if done else ""
    return [prefix + move for move in sample.suggest(typed[cut + 1 :].strip(), CHOICES)]


def _playing(samples: Sequence[State], moves: Sequence[str]) -> State | None:
    """The first sample where `moves` can be played, after them; None if none."""
    for sample in samples:
        after = sample
        try:
            for move in moves:
                after = after.play(move)
        except GameError:
            continue
        return after
    return None
