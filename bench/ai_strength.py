"""How strong the computer is: duels between its levels, and against py-draughts.

    python -m bench.ai_strength [--games N] [--only GAME] [--pairing A-B] [--seed S]
                                [--rival-games N] [--seconds T]

Each duel plays N games with seats alternated (each deal or setup once from each side,
see `ai.duel`) and prints the first player's score (wins plus half draws) with its 95%
confidence interval, Elo difference and the target it should meet. The random player is
the baseline every level is measured against in the same run.

Last, plain Draughtnauts (English draughts) against py-draughts' `SimpleEngine`: each of
the 3-move ballots shipped in the test install's `draughts` package (the standard
openings of match play) is played twice, once with each colour, both engines given the
same `--seconds` per move (ours through `should_stop`, the only clock it ever sees;
`SimpleEngine` through its `time_limit`). py-draughts treats capturing as optional in
American checkers, so its board is asked for compulsory captures, as English draughts
requires. Target: above 50%.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Callable, Mapping
from importlib.resources import files
from typing import Any

from draughts import AmericanBoard, SimpleEngine
from draughts.boards._core import CORE_AMERICAN

import ai
import games
from ai.budget import Budget
from ai.duel import DuelScore, duel
from games.contract import State

PAIRINGS: tuple[tuple[str, Mapping[str, str], str, str, float], ...] = (
    ("draughtnauts", {}, "hard", "random", 0.99),
    ("draughtnauts", {}, "hard", "easy", 0.80),
    ("draughtnauts", {}, "medium", "easy", 0.60),
    ("draughtnauts", {"powerups": "random"}, "hard", "easy", 0.80),
    ("draagostat", {}, "hard", "random", 0.99),
    ("draagostat", {}, "hard", "easy", 0.80),
    ("draagostat", {}, "medium", "easy", 0.60),
    ("domination-cards", {}, "hard", "random", 0.85),
    ("domination-cards", {}, "hard", "easy", 0.65),
    ("domination-cards", {}, "medium", "easy", 0.60),
    ("domination-cards", {}, "hard", "greedy", 0.65),
    ("domination-grid", {}, "hard", "random", 0.99),
    ("domination-grid", {}, "hard", "easy", 0.80),
    ("domination-grid", {}, "medium", "easy", 0.60),
)
"""(game, options, first player, second player, the first player's target score)."""

UNBOUNDED = Budget(work=10**9)
"""Our budget against the rival: the clock (through `should_stop`) is the only limit."""


class EnglishBoard(AmericanBoard):
    """py-draughts' American board with captures compulsory, as in English draughts."""

    @property
    def legal_moves(self) -> list[Any]:
        return self._legal_moves_from_core(
            CORE_AMERICAN, max_capture=False, captures_optional=False
        )


def ballots() -> list[list[str]]:
    """The 3-move ballots, each as three moves in our notation (Dark moves first)."""
    data = json.loads(files("draughts").joinpath("ballot_files/3move_english.json").read_text())
    return [
        ["-".join(str(int(square)) for square in move.split("-")) for move in key.split()[1:]]
        for key in data["standard"]
    ]


def _mirrored(notation: str) -> str:
    """A move written on py-draughts' board, which numbers from the other side: square n
    there is square 33 - n here, and the notation's separators are the same."""
    out, number = [], ""
    for char in notation + " ":
        if char.isdigit():
            number += char
            continue
        if number:
            out.append(str(33 - int(number)))
            number = ""
        out.append(char)
    return "".join(out).strip()


def rival_game(ballot: list[str], ours_dark: bool, seconds: float, seed: int) -> float:
    """One game from a ballot; our score (1, 0.5 or 0)."""
    game = games.get("draughtnauts")
    state: State = game.start()
    board = EnglishBoard()
    for text in ballot:  # ballots write captures with '-': our reader takes them
        opening_move = state.parse_move(text)
        _push(board, _mirrored(str(opening_move)))
        state = state.apply(opening_move)
    rival = SimpleEngine(depth_limit=64, time_limit=seconds)
    rng = random.Random(seed)
    ours = "dark" if ours_dark else "light"
    while state.outcome is None and state.ply < game.random_game_bound:
        if state.to_move == ours:
            deadline = time.perf_counter() + seconds
            move = ai.choose(
                state,
                "hard",
                rng,
                budget=UNBOUNDED,
                should_stop=lambda deadline=deadline: time.perf_counter() >= deadline,
            )
            text = str(move)
        else:
            text = _mirrored(str(rival.get_best_move(board)))
            move = state.parse_move(text)
        _push(board, _mirrored(str(move)))
        state = state.apply(move)
    outcome = state.outcome
    if outcome is None or outcome.winner is None:
        return 0.5
    return 1.0 if outcome.winner == ours else 0.0


def _push(board: EnglishBoard, notation: str) -> None:
    for candidate in board.legal_moves:
        if str(candidate) == notation:
            board.push(candidate)
            return
    raise ValueError(f"py-draughts has no move {notation}")


def versus_rival(
    count: int, seconds: float, seed: int, report: Callable[[DuelScore], None]
) -> DuelScore:
    openings = ballots()
    random.Random(seed).shuffle(openings)
    score = DuelScore()
    for number in range(count):
        ballot = openings[(number // 2) % len(openings)]
        score.points.append(rival_game(ballot, number % 2 == 0, seconds, seed + number))
        report(score)
    return score


def _verdict(score: DuelScore, target: float) -> str:
    low, _ = score.interval()
    if low >= target:
        return "met"
    return "met (point estimate)" if score.score >= target else "not met"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--only", default=None, help="one game id")
    parser.add_argument("--pairing", default=None, help="e.g. hard-easy")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rival-games", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=1.0)
    args = parser.parse_args()

    for game_id, options, first, second, target in PAIRINGS:
        if args.only not in (None, game_id) or args.pairing not in (None, f"{first}-{second}"):
            continue
        name = game_id + "".join(f" {k}={v}" for k, v in options.items())
        started = time.perf_counter()
        score = duel(games.get(game_id), first, second, args.games, options=options, seed=args.seed)
        took = time.perf_counter() - started
        print(
            f"{name}: {score.describe(first, second)}; target {target:.0%}: "
            f"{_verdict(score, target)} [{took:.0f} s]",
            flush=True,
        )
    if (
        args.only in (None, "draughtnauts")
        and args.pairing in (None, "hard-simple")
        and args.rival_games
    ):
        score = versus_rival(args.rival_games, args.seconds, args.seed, lambda score: None)
        print(
            f"draughtnauts (English draughts) vs py-draughts SimpleEngine at "
            f"{args.seconds:g} s a move: {score.describe('hard', 'SimpleEngine')}; "
            f"target 50%: {'met' if score.score > 0.5 else 'not met'}",
            flush=True,
        )


if __name__ == "__main__":
    main()
