"""How a challenge reads on Discord: who challenges whom to what, with only the options
somebody chose, and a title that names the real board.

A challenge stores every option of the game (validated, defaults filled in); echoing
them all would show `powerups=off` nobody typed, so only those that differ from the
game's own defaults (`game.options({})`) are shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import games
from bot.clocks.model import TimeControl
from bot.core.discord_text import mention
from bot.core.records import Challenge

THREAD_NAME_LIMIT = 100


def chosen_options(game_id: str, options: Mapping[str, Any]) -> dict[str, Any]:
    """The options of `options` that differ from the game's defaults."""
    defaults = games.get(game_id).options({}).to_json()
    return {key: value for key, value in options.items() if defaults.get(key) != value}


def game_heading(game_id: str, options: Mapping[str, Any]) -> str:
    """The game's title with its real board size: a title that names the default size
    ('Domination 16x16') names the chosen one instead ('Domination 8x8')."""
    game = games.get(game_id)
    default = game.options({}).to_json().get("size")
    size = options.get("size", default)
    if default is None or size == default:
        return game.title
    return game.title.replace(f"{default}x{default}", f"{size}x{size}")


def challenge_text(challenge: Challenge) -> str:
    """One line naming who challenges whom to what, with what was chosen."""
    opponent = "anyone" if challenge.is_open else mention(challenge.challenged_id)
    details = [
        f"{key}={value}"
        for key, value in chosen_options(challenge.game_id, challenge.options).items()
    ]
    if challenge.seat is not None:
        details.insert(0, f"playing {challenge.seat}")
    if challenge.time_control is not None:
        details.append(TimeControl.parse(challenge.time_control).describe())
    extra = f" ({', '.join(details)})" if details else ""
    title = game_heading(challenge.game_id, challenge.options)
    return f"{mention(challenge.challenger_id)} challenges {opponent} to **{title}**{extra}."


def thread_name(challenge: Challenge, challenger: str, opponent: str) -> str:
    """'Draughtnauts · alice vs bob', cut to what Discord allows."""
    name = f"{game_heading(challenge.game_id, challenge.options)} · {challenger} vs {opponent}"
    return name[:THREAD_NAME_LIMIT]
