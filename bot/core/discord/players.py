"""A rated player as members read them, in every table, post and leaderboard that
lists players: a member's mention, the computer's level, or the words for a member who
asked to be forgotten."""

from __future__ import annotations

from bot.core.discord.markup import mention
from bot.core.pseudonyms import is_pseudonym
from bot.core.rated_levels import level_name, level_of
from i18n import Words


def rated_player(user_id: int, said: Words) -> str:
    """A rated player as members read them: a member's mention, the computer's level, or
    the words for a member who asked to be forgotten (`bot/core/pseudonyms.py`)."""
    level = level_of(user_id)
    if level is None:
        return member(user_id, said)
    return said("ai-player", level=level_name(level))


def member(user_id: int, said: Words) -> str:
    """A member named in a post or a message: their mention, or the words for a member
    who asked to be forgotten, whose id a stored record holds as a pseudonym (never
    shown as a mention of a negative id)."""
    return said("privacy-former-member") if is_pseudonym(user_id) else mention(user_id)
