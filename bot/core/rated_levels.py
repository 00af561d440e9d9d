"""The computer's levels as players: when a server rates matches against the computer,
each level holds its own rating, so a win over `easy` never lifts the rating a member
earns against `hard`; and a tournament enters a level under the same id, so it is
seeded by that rating and two levels are two entrants.

Ratings are kept per player id; a level's id is a small number no Discord account can
have (account ids count milliseconds since 2015), so a level is never mistaken for a
member and needs no account of its own. Kept in the core: ratings, tournaments,
leagues and the guide all name the computer's levels as players.
"""

from __future__ import annotations

import ai
from i18n import Message

LEVEL_IDS = {level: number for number, level in enumerate(ai.LEVELS, start=1)}
"""The id each level is rated under."""
_LEVEL_OF = {number: level for level, number in LEVEL_IDS.items()}


def level_of(player_id: int) -> str | None:
    """The computer's level that `player_id` stands for; None for a member."""
    return _LEVEL_OF.get(player_id)


def level_name(level: str) -> Message:
    """A level as the command choices name it in the reader's language (`hard`,
    `schwer`)."""
    return Message(f"command-choice-{level}")
