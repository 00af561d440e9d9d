"""The computer opponent from the shell.

    python -m ai GAME [--level L] [--seed N] [--option KEY=VALUE]... [--position TEXT]
                 [--] [MOVE]...
    python -m ai duel GAME PLAYER_A PLAYER_B --games N [--option KEY=VALUE]... [--seed N]

The first form prints the move the computer would play for the side to move, in
canonical notation (the moves given are played first, from the start or from
`--position`; `--seed` seeds both the match and the computer). The second plays a
series between two players (`easy`, `medium`, `hard`, `random`, and `greedy` for the
card game), seats alternated, and prints the first player's score with its 95%
confidence interval. Arguments are read exactly as `python -m games` reads them, and any
refusal is exit status 2 with one line on stderr.
"""

from __future__ import annotations

import random
import sys
from collections.abc import Sequence

import games
from ai import choose, players
from ai.duel import duel
from games.command_line import UsageError, reach, read_match_arguments, run_command

USAGE = """\
usage: python -m ai GAME [--level L] [ARGUMENTS] [MOVE]...
       python -m ai duel GAME PLAYER_A PLAYER_B --games N [--option KEY=VALUE]... [--seed N]
ARGUMENTS: [--seed N] [--option KEY=VALUE]... [--position TEXT]
Levels: easy, medium, hard (and random; greedy for the card game). Put -- before the
first move when a move begins with '-'."""


def run(argv: Sequence[str]) -> str:
    """Carry out a command line and return what goes on stdout."""
    if not argv:
        raise UsageError("no game given")
    if argv[0] == "duel":
        return _duel(argv[1:])
    game_id, rest = argv[0], argv[1:]
    match = read_match_arguments(rest, extra_flags=("--level",))
    level = match.extra.get("--level", "medium")
    game = games.get(game_id)
    state = reach(game, match.seed, match.options, match.position, match.moves)
    _check_player(game_id, level)
    return str(choose(state, level, random.Random(match.seed)))


def _duel(argv: Sequence[str]) -> str:
    if len(argv) < 3:
        raise UsageError("'duel' needs a game id and two players")
    game_id, first, second = argv[:3]
    match = read_match_arguments(argv[3:], extra_flags=("--games",))
    if match.position is not None or match.moves:
        raise UsageError("a duel starts from the beginning: it takes no position or moves")
    count = match.extra.get("--games", "")
    if not count.isdigit() or int(count) < 1:
        raise UsageError("--games takes a whole number of one or more")
    game = games.get(game_id)
    options = game.options(match.options)
    for player in (first, second):
        _check_player(game_id, player)
    score = duel(game, first, second, int(count), options=options, seed=match.seed)
    return score.describe(first, second)


def _check_player(game_id: str, player: str) -> None:
    known = players(game_id)
    if player not in known:
        raise UsageError(f"there is no player '{player}' (choose from {', '.join(known)})")


def main(argv: Sequence[str] | None = None) -> int:
    return run_command(argv, USAGE, run)


if __name__ == "__main__":
    sys.exit(main())
