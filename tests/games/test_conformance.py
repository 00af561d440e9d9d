"""The conformance suite: what every registered game must satisfy, tested for free.

Parametrised over the registry and over each game's declared `variants`, so a game is
held to the contract the moment it is registered. Random playouts (driven by hypothesis
seeds) check, position by position:

* every listed move re-reads from its canonical notation and is accepted;
* moves that are not listed (taken from other positions) and garbage are refused with a
  `GameError` and leave the state exactly as it was;
* the position text round-trips, with the same side to move and the same legal moves;
* no view carries a secret: a state whose hidden information is redrawn looks the same
  to every viewer;
* replaying options + seed + moves reproduces the final position, turn and outcome;
* a random game ends (or reaches a draw rule) within the game's declared bound;

The full per-position checks run on a random sample of each game's positions, which keeps
the suite fast while every position stays a candidate across runs.
* the referee command agrees with the library.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
from collections.abc import Mapping

import pytest
from english_text import assert_catalogued, english
from hypothesis import Phase, given, settings
from hypothesis import strategies as st

import games
from games.__main__ import Request, run
from games.contract import Game, GameError, State

CASES = [
    pytest.param(game_id, index, id=f"{game_id}-{index}")
    for game_id in games.GAME_IDS
    for index in range(len(games.get(game_id).variants))
]

GARBAGE = ["", "   ", "zz", "-", "x", "99-100", "@", "E@", "a1-", "pass pass", "\u2603"]
"""Texts no game reads as a legal move in an ordinary position."""

SAMPLED_MOVES = 6
"""How many listed moves per position are actually applied (all are re-read)."""

CHECKED_PLIES = 24
"""How many positions of each random game get the full per-position checks."""

seeds = st.integers(min_value=0, max_value=2**32 - 1)

NO_SHRINKING = (Phase.explicit, Phase.reuse, Phase.generate)
"""A failing seed is reported as it is: a smaller seed is no simpler a game, and
shrinking long playouts only burns minutes."""


def variant(game_id: str, index: int) -> tuple[Game, Mapping[str, str]]:
    game = games.get(game_id)
    return game, game.variants[index]


def playout(
    game: Game, options: Mapping[str, str], seed: int, rng: random.Random
) -> tuple[list[State], list[str]]:
    """A uniformly random game: every state along the way and the moves played."""
    state = game.start(options, seed)
    states, moves = [state], []
    while not state.is_over and len(moves) < game.random_game_bound:
        move = rng.choice(state.legal_moves())
        moves.append(str(move))
        state = state.apply(move)
        states.append(state)
    return states, moves


def checked_plies(plies: int, rng: random.Random) -> list[int]:
    """The start, the last position before the end, and a random sample between."""
    middle = range(1, max(plies - 1, 1))
    sample = rng.sample(middle, min(CHECKED_PLIES, len(middle)))
    return sorted({0, max(plies - 1, 0), *sample})


@pytest.mark.parametrize(("game_id", "index"), CASES)
def test_registry_entry_is_complete(game_id: str, index: int) -> None:
    game, options = variant(game_id, index)
    assert game.id == game_id
    assert game.title
    assert len(game.seats) == len(set(game.seats)) >= 2
    state = game.start(options, seed=1)
    assert state.game_id == game_id
    assert state.ply == 0
    assert state.last_move is None
    assert state.to_move in game.seats
    assert state.outcome is None


@pytest.mark.parametrize(("game_id", "index"), CASES)
@settings(max_examples=6, phases=NO_SHRINKING)
@given(seed=seeds, walk=seeds)
def test_random_play_keeps_the_contract(game_id: str, index: int, seed: int, walk: int) -> None:
    game, options = variant(game_id, index)
    rng = random.Random(walk)
    states, moves = playout(game, options, seed, rng)
    final = states[-1]

    assert final.is_over, f"no result within {game.random_game_bound} random plies"
    assert final.to_move is None
    assert list(final.legal_moves()) == []
    with pytest.raises(GameError):
        final.play(moves[-1])

    seen = set(moves)
    for ply in checked_plies(len(moves), rng):
        state = states[ply]
        assert state.ply == ply
        assert state.to_move in game.seats
        check_listed_moves(state, rng)
        check_refusals(game, state, seen)
        check_round_trip(game, options, state)
        check_views(game, state, rng)

    replayed = game.replay(moves, options, seed)
    assert replayed.position() == final.position()
    assert replayed.to_move == final.to_move
    assert replayed.outcome == final.outcome
    if final.outcome is not None:
        assert_catalogued(final.outcome.reason)
    assert replayed.ply == len(moves)


def check_listed_moves(state: State, rng: random.Random) -> None:
    legal = list(state.legal_moves())
    assert legal, "a game that is not over must offer a move"
    notations = [str(move) for move in legal]
    assert len(set(notations)) == len(notations), "a move is listed twice"
    assert notations == sorted(notations), "legal moves are not in canonical order"
    for move in legal:
        assert state.parse_move(str(move)) == move
    before = state.position()
    for move in rng.sample(legal, min(SAMPLED_MOVES, len(legal))):
        after = state.play(str(move))
        assert after.ply == state.ply + 1
        assert after.last_move == move
    assert state.position() == before, "playing a move changed the state it was played on"


def check_refusals(game: Game, state: State, seen: set[str]) -> None:
    before = state.position()
    listed = {str(move) for move in state.legal_moves()}
    strangers = [text for text in sorted(seen) if text not in listed][:SAMPLED_MOVES]
    for text in [*strangers, *GARBAGE]:
        if text in listed:
            continue
        try:
            state.play(text)
        except GameError as exc:
            assert english(exc).strip(), f"refusal of {text!r} gives no reason"
            assert_catalogued(exc)
        else:
            assert not game.lists_every_move, f"{text!r} is accepted but not listed"
        assert state.position() == before, f"refusing {text!r} changed the state"


def check_round_trip(game: Game, options: Mapping[str, str], state: State) -> None:
    text = state.position()
    again = game.from_position(text, game.options(options))
    assert again.position() == text
    assert again.to_move == state.to_move
    assert sorted(map(str, again.legal_moves())) == sorted(map(str, state.legal_moves()))


def check_views(game: Game, state: State, rng: random.Random) -> None:
    for viewer in (*game.seats, None):
        view = state.view(viewer)
        assert view.viewer == viewer
        twin = state.resample_hidden(viewer, rng)
        if not game.hidden_information:
            assert twin is state, "a game without secrets has nothing to redraw"
        assert twin.view(viewer) == view, f"the view for {viewer} depends on a secret"
        assert twin.view(viewer).text() == view.text()


# ------------------------------------------------------------------ referee command


@pytest.mark.parametrize(("game_id", "index"), CASES)
def test_referee_agrees_with_the_library(game_id: str, index: int) -> None:
    game, options = variant(game_id, index)
    _, moves = playout(game, options, seed=5, rng=random.Random(11))
    for cut in sorted({0, 1, len(moves) // 2, len(moves)}):
        state = game.replay(moves[:cut], options, seed=5)
        request = Request("legal", game_id, seed=5, options=dict(options), moves=moves[:cut])
        legal = run(request)
        assert legal.splitlines() == sorted(str(m) for m in state.legal_moves())
        request.command = "status"
        status = json.loads(run(request))
        assert status == {
            "game": game_id,
            "ply": cut,
            "to_move": state.to_move,
            "outcome": state.outcome
            and {"winner": state.outcome.winner, "reason": english(state.outcome.reason)},
            "position": state.position(),
        }
        request.command, request.depth = "perft", 1
        assert int(run(request)) == len(state.legal_moves())


def referee(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "games", *args], capture_output=True, text=True, check=False
    )


@pytest.mark.parametrize("game_id", games.GAME_IDS)
def test_referee_command_from_the_shell(game_id: str) -> None:
    """One real process per game: exit codes, stdout and the one-line refusal."""
    game = games.get(game_id)
    state = game.start(seed=3)
    first = str(state.legal_moves()[0])

    status = referee("status", game_id, "--seed", "3", "--", first)
    assert status.returncode == 0, status.stderr
    after = json.loads(status.stdout)
    assert after["ply"] == 1
    assert after["position"] == state.play(first).position()

    from_text = referee("legal", game_id, "--position", after["position"])
    assert from_text.returncode == 0, from_text.stderr
    assert from_text.stdout.split("\n")[:-1] == sorted(map(str, state.play(first).legal_moves()))

    refused = referee("status", game_id, "--seed", "3", "--", first, "zz")
    assert refused.returncode == 2
    assert refused.stdout == ""
    assert refused.stderr.count("\n") == 1
    assert "move 2 'zz'" in refused.stderr

    bad_option = referee("legal", game_id, "--option", "no_such_option=1")
    assert bad_option.returncode == 2
    assert bad_option.stdout == ""
    assert "options" in bad_option.stderr
    assert bad_option.stderr.count("\n") == 1


def test_referee_lists_every_game() -> None:
    listed = referee("list")
    assert listed.returncode == 0
    rows = [line.split("\t") for line in listed.stdout.splitlines()]
    assert [row[0] for row in rows] == list(games.GAME_IDS)
    for row in rows:
        assert row[2] == ", ".join(games.get(row[0]).seats)
