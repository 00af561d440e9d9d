"""The computer's levels as players: when a server rates matches against the computer,
each level holds its own rating, so a win over `easy` never lifts the rating a member
earns against `hard`; and a tournament enters a level under the same id, so it is
seeded by that rating and two levels are two entrants.

Ratings are kept per player id; a level's id is a small number no Discord account can
have (account ids count milliseconds since 2015), so a level is never mistaken for a
member and needs no account of its own.
"""

from __future__ import annotations

import ai
from bot.core.discord.markup import mention
from bot.core.pseudonyms import is_pseudonym
from i18n import Message, Words

LEVEL_IDS = {level: number for number, level in enumerate(ai.LEVELS, start=1)}
"""The id each level is rated under."""
_LEVEL_OF = {number: level for level, number in LEVEL_IDS.items()}


def level_of(player_id: int) -> str | None:
    """The computer's level that `player_id` stands for; None for a member."""
    return _LEVEL_OF.get(player_id)


def rated_player(user_id: int, said: Words) -> str:
    """A rated player as members read them: a member's mention, the computer's level, or
    the words for a member who asked to be forgotten (`bot/core/pseudonyms.py`)."""
    level = level_of(user_id)
    if level is None:
        return said("privacy-former-member") if is_pseudonym(user_id) else mention(user_id)
    return said("ai-player", level=level_name(level))


def level_name(level: str) -> Message:
    """A level as the command choices name it in the reader's language (`hard`,
    `schwer`)."""
    return Message(f"command-choice-{level}")
