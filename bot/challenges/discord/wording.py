"""How a challenge reads on Discord: who challenges whom to what, with only the options
somebody chose, and a title that names the real board, in the words of the channel it
is posted in.

A challenge stores every option of the game (validated, defaults filled in); echoing
them all would show `powerups=off` nobody typed, so only those that differ from the
game's own defaults (`game.options({})`) are shown. Options and seats stay as typed
(`size=8`, `dark`): members type them back in every language.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

import games
from bot.clocks.model import TimeControl
from bot.core.discord.markup import mention
from bot.core.records import Challenge
from games.contract import seat_name
from i18n import Words

THREAD_NAME_LIMIT = 100

_LINES = {
    # (open to anyone, with details): the message
    (True, False): "challenge-to-anyone",
    (True, True): "challenge-to-anyone-with",
    (False, False): "challenge-to-member",
    (False, True): "challenge-to-member-with",
}


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


def challenge_text(challenge: Challenge, said: Words) -> str:
    """One sentence naming who challenges whom to what, with what was chosen."""
    details = [
        f"{key}={value}"
        for key, value in chosen_options(challenge.game_id, challenge.options).items()
    ]
    if challenge.seat is not None:
        details.insert(
            0, said("challenge-detail-seat", seat=seat_name(challenge.game_id, challenge.seat))
        )
    if challenge.time_control is not None:
        details.append(time_control_text(TimeControl.parse(challenge.time_control), said))
    values = {
        "challenger": mention(challenge.challenger_id),
        "game": game_heading(challenge.game_id, challenge.options),
    }
    if details:
        values["details"] = ", ".join(details)
    if challenge.challenged_id is not None:  # not open to anyone
        values["opponent"] = mention(challenge.challenged_id)
    return said(_LINES[challenge.is_open, bool(details)], **values)


def time_control_text(control: TimeControl, said: Words) -> str:
    """'3 days a move', '3 days a move + 7 days reserve', in the reader's words."""
    per_move = said.duration(control.per_move)
    if control.reserve:
        return said(
            "challenge-time-with-reserve", per_move=per_move, reserve=said.duration(control.reserve)
        )
    return said("challenge-time", per_move=per_move)


def thread_name(challenge: Challenge, challenger: str, opponent: str, said: Words) -> str:
    """'Draughtnauts · alice vs bob', cut to what Discord allows."""
    name = said(
        "challenge-thread-name",
        game=game_heading(challenge.game_id, challenge.options),
        challenger=challenger,
        opponent=opponent,
    )
    return name[:THREAD_NAME_LIMIT]
