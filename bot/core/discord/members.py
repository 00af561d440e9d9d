"""A member's display name as the member cache knows it, which without the members
intent is almost nobody: callers fall back to names kept from interactions."""

from __future__ import annotations

from collections.abc import Callable

import discord


def cached_name(guild: discord.Guild | None) -> Callable[[int], str | None]:
    """The display name of a member of `guild` the cache holds; None for anyone else."""

    def name(user_id: int) -> str | None:
        member = guild.get_member(user_id) if guild is not None else None
        return None if member is None else member.display_name

    return name
