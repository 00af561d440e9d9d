"""A match as a plain-text file anyone can check with the referee command.

The file states the game, options, seed and moves, and ends with the exact
`python -m games status ...` command line that replays them, so a disputed game can be
verified outside Discord.
"""

from __future__ import annotations

import json
import shlex

from bot.core.records import Match
from games import Game
from i18n import ENGLISH, words


def export_text(match: Match, game: Game) -> str:
    lines = [
        f"game: {match.game_id} ({game.title})",
        f"options: {json.dumps(dict(match.options), sort_keys=True)}",
        f"seed: {match.seed}",
        "seats: " + ", ".join(f"{seat}={user}" for seat, user in match.seats.items()),
    ]
    if match.result is not None:
        winner = match.result.winner or "none"
        reason = words(ENGLISH)(match.result.reason)
        lines.append(f"result: winner {winner} ({match.result.how.value}): {reason}")
    lines.append("moves:")
    lines.extend(f"{number}. {move}" for number, move in enumerate(match.moves, start=1))
    lines.append("replay with:")
    lines.append(shlex.join(referee_command(match, game)))
    return "\n".join(lines) + "\n"


def referee_command(match: Match, game: Game) -> list[str]:
    """The referee command replaying `match`: only options that differ from the game's
    defaults are passed, in the `KEY=VALUE` form the referee reads."""
    defaults = game.options({}).to_json()
    command = ["python", "-m", "games", "status", match.game_id, "--seed", str(match.seed)]
    for key, value in sorted(match.options.items()):
        if value != defaults.get(key):
            command += ["--option", f"{key}={_option_text(value)}"]
    return [*command, "--", *match.moves]


def _option_text(value: object) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, list | tuple):
        return ",".join(_option_text(item) for item in value)
    return str(value)
