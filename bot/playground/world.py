"""The simulated server the playground shows: one guild, a lobby, you and a few members.

SimCord gives every user, role and channel a snowflake made from its simulated clock,
which starts at the same instant in every run, and a counter. Creating the same things
in the same order therefore gives them the same ids in every run, and the playground's
SQLite file (which stores members and channels by id) stays valid when it starts
again. So the order below is fixed, and the members come last: `--members` changes only
how many are appended, never the ids of those before them.
"""

from __future__ import annotations

from dataclasses import dataclass

import discord
from simcord import ChannelHandle, Env, MemberActor

from bot.playground.options import MEMBER_NAMES

GUILD_ID = 881_000_000_000_000_001
"""Pinned, since the bot files settings and matches under it; everything else gets its
id from SimCord, in the order below."""


@dataclass(frozen=True)
class World:
    lobby: ChannelHandle
    you: MemberActor
    """A moderator (Manage Server), so the visitor can try the moderator commands too."""
    members: tuple[MemberActor, ...]

    @property
    def everyone(self) -> tuple[MemberActor, ...]:
        """Whom the page lets the visitor act as, you first."""
        return (self.you, *self.members)


def build_world(env: Env, members: int) -> World:
    if not 1 <= members <= len(MEMBER_NAMES):
        raise ValueError(f"members must be between 1 and {len(MEMBER_NAMES)}")
    guild = env.create_guild("Boardroom playground", id=GUILD_ID)
    moderators = guild.create_role("moderators", permissions=discord.Permissions(manage_guild=True))
    lobby = guild.create_text_channel("lobby", topic="Challenge someone: type /challenge")
    you = guild.add_member(env.create_user("you"), roles=[moderators])
    others = tuple(guild.add_member(env.create_user(name)) for name in MEMBER_NAMES[:members])
    return World(lobby=lobby, you=you, members=others)
