"""The one moderator check every moderator command (`/mod`, `/tournament-mod`,
`/pace-settings`) runs.

Moderator groups are hidden from ordinary members by their default permissions (Manage
Server), but a server can widen those in its integration settings and a stale client
can still send a command, so `moderators_only` decides again on every call."""

from __future__ import annotations

import discord
from discord import app_commands

from bot.core.discord.place import guild_id_of
from bot.core.discord.served import served


async def is_moderator(interaction: discord.Interaction) -> bool:
    """Whether the member may moderate here: Manage Server, or the role set by `/mod role`."""
    member = interaction.user
    if not isinstance(member, discord.Member):  # no server, nothing to moderate
        return False
    if member.guild_permissions.manage_guild:
        return True
    settings = await served(interaction.client).guild_settings.get(guild_id_of(interaction))
    role = settings.moderator_role_id
    return role is not None and any(r.id == role for r in member.roles)


async def _require_moderator(interaction: discord.Interaction) -> bool:
    # MissingPermissions, not a bare False, so the error handler words it for moderators.
    if await is_moderator(interaction):
        return True
    raise app_commands.MissingPermissions(["manage_guild"])


moderators_only = app_commands.check(_require_moderator)
