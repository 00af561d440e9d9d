"""How strong the computer is: duels between its levels, and against py-draughts.

    python -m bench.ai_strength [--games N] [--only GAME] [--pairing A-B] [--seed S]
                                [--rival-games N] [--seconds T] [--workers W]
                                [--every K] [--record FILE] [--plies P]

Each duel plays N games with seats alternated (each deal or setup once from each side,
see `ai.duel`) and prints the first player's score (wins plus half draws) with its 95%
confidence interval, Elo difference and the target it should meet. The random player is
the baseline every level is measured against in the same run. Duels come cheapest first.

Games are played by `--workers` processes (default: one per core) and the running score
is printed every K games, so a long run shows where it stands and can be cut short.
With `--record`, every finished game is appended to FILE (one JSON line), and a later
run with the same file and seed plays only the games it lacks (start a new file after
changing an engine: the record cannot tell). `--plies` cuts every game at P plies and
scores it a draw, for the 16x16 game whose declared bound (12,000 plies) a stalled game
between two levels would take hours to reach; a cut never counts as a win.

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
import os
import random
import time
from collections.abc import Iterator, Mapping
from concurrent.futures import Executor, ProcessPoolExecutor
from dataclasses import dataclass
from importlib.resources import files
from pathlib import Path
from typing import Any, Protocol

from draughts import AmericanBoard, SimpleEngine
from draughts.boards._core import CORE_AMERICAN

import ai
import games
from ai.budget import Budget
from ai.duel import DuelScore, game_points
from games.contract import State

PAIRINGS: tuple[tuple[str, Mapping[str, str], str, str, float], ...] = (
    ("domination-cards", {}, "hard", "random", 0.85),
    ("domination-cards", {}, "hard", "easy", 0.65),
    ("domination-cards", {}, "medium", "easy", 0.60),
    ("domination-cards", {}, "hard", "greedy", 0.65),
    ("draughtnauts", {}, "hard", "random", 0.99),
    ("draughtnauts", {}, "hard", "easy", 0.80),
    ("draughtnauts", {}, "medium", "easy", 0.60),
    ("draughtnauts", {"powerups": "random"}, "hard", "easy", 0.80),
    ("draagostat", {}, "hard", "random", 0.99),
    ("draagostat", {}, "hard", "easy", 0.80),
    ("draagostat", {}, "medium", "easy", 0.60),
    ("domination-grid", {}, "hard", "random", 0.99),
    ("domination-grid", {}, "hard", "easy", 0.80),
    ("domination-grid", {}, "medium", "easy", 0.60),
)
"""(game, options, first player, second player, the first player's target score), the
cheapest duels first (a card game takes seconds, a 16x16 game between levels a minute)."""

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


def _verdict(score: DuelScore, target: float) -> str:
    low, _ = score.interval()
    if low >= target:
        return "met"
    return "met (point estimate)" if score.score >= target else "not met"


@dataclass(frozen=True)
class Duel:
    """One figure: `first` against `second` in a game, and the score `first` should reach."""

    game_id: str
    options: Mapping[str, str]
    first: str
    second: str
    target: float
    seed: int
    plies: int | None = None

    @property
    def name(self) -> str:
        options = "".join(f" {k}={v}" for k, v in self.options.items())
        cap = f" plies={self.plies}" if self.plies else ""
        return f"{self.game_id}{options} {self.first}-{self.second} seed={self.seed}{cap}"

    def play(self, number: int) -> float:
        game = games.get(self.game_id)
        return game_points(
            game,
            self.first,
            self.second,
            number,
            options=self.options,
            seed=self.seed,
            plies=self.plies,
        )

    def describe(self, score: DuelScore) -> str:
        options = "".join(f" {k}={v}" for k, v in self.options.items())
        return (
            f"{self.game_id}{options}: {score.describe(self.first, self.second)}; "
            f"target {self.target:.0%}: {_verdict(score, self.target)}"
        )


@dataclass(frozen=True)
class Rival:
    """Our `hard` against py-draughts' `SimpleEngine`, `seconds` a move each."""

    seconds: float
    seed: int

    @property
    def name(self) -> str:
        return f"rival {self.seconds:g}s seed={self.seed}"

    def play(self, number: int) -> float:
        """Games 2k and 2k + 1 play the same ballot (drawn by the seed), ours Dark first."""
        openings = ballots()
        random.Random(self.seed).shuffle(openings)
        ballot = openings[(number // 2) % len(openings)]
        return rival_game(ballot, number % 2 == 0, self.seconds, self.seed + number)

    def describe(self, score: DuelScore) -> str:
        return (
            f"draughtnauts (English draughts) vs py-draughts SimpleEngine at "
            f"{self.seconds:g} s a move: {score.describe('hard', 'SimpleEngine')}; "
            f"target 50%: {'met' if score.score > 0.5 else 'not met'}"
        )


class Figure(Protocol):
    @property
    def name(self) -> str: ...
    def play(self, number: int) -> float: ...
    def describe(self, score: DuelScore) -> str: ...


class Record:
    """Finished games, one JSON line each, so an interrupted run can go on where it
    stopped; without a file it only keeps them in memory."""

    def __init__(self, path: Path | None) -> None:
        self._path = path
        self._done: dict[tuple[str, int], float] = {}
        if path is not None and path.exists():
            for line in path.read_text().splitlines():
                entry = json.loads(line)
                self._done[entry["duel"], entry["game"]] = entry["points"]

    def done(self, name: str, number: int) -> float | None:
        return self._done.get((name, number))

    def add(self, name: str, number: int, points: float) -> None:
        self._done[name, number] = points
        if self._path is not None:
            with self._path.open("a") as out:
                out.write(json.dumps({"duel": name, "game": number, "points": points}) + "\n")


def series(pool: Executor, figure: Figure, count: int, record: Record) -> Iterator[DuelScore]:
    """The running score after each of games 0 to `count - 1`, in order, playing on the
    pool only the games `record` does not hold yet."""
    missing = [n for n in range(count) if record.done(figure.name, n) is None]
    played = pool.map(figure.play, missing)
    score = DuelScore()
    for number in range(count):
        points = record.done(figure.name, number)
        if points is None:
            points = next(played)
            record.add(figure.name, number, points)
        score.points.append(points)
        yield score


def measure(pool: Executor, figure: Figure, count: int, record: Record, every: int) -> None:
    """Play one figure's games, printing the running score every `every` games and at
    the end."""
    started = time.perf_counter()
    for score in series(pool, figure, count, record):
        if score.games % every == 0 or score.games == count:
            took = time.perf_counter() - started
            print(f"{figure.describe(score)} [{took:.0f} s]", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--only", default=None, help="one game id")
    parser.add_argument("--pairing", default=None, help="e.g. hard-easy")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--rival-games", type=int, default=20)
    parser.add_argument("--seconds", type=float, default=1.0)
    parser.add_argument("--workers", type=int, default=os.cpu_count() or 1)
    parser.add_argument("--every", type=int, default=10, help="print every K games")
    parser.add_argument("--record", type=Path, default=None, help="JSON lines of games")
    parser.add_argument("--plies", type=int, default=None, help="cut games here: a draw")
    args = parser.parse_args()
    record = Record(args.record)

    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for game_id, options, first, second, target in PAIRINGS:
            pairing = f"{first}-{second}"
            if args.only in (None, game_id) and args.pairing in (None, pairing):
                figure = Duel(game_id, options, first, second, target, args.seed, args.plies)
                measure(pool, figure, args.games, record, args.every)
        if (
            args.only in (None, "draughtnauts")
            and args.pairing in (None, "hard-simple")
            and args.rival_games
        ):
            measure(pool, Rival(args.seconds, args.seed), args.rival_games, record, args.every)


if __name__ == "__main__":
    main()
