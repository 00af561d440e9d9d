"""`/mod`: per-server settings and ending a match by decision. Only members with Manage
Server, or the moderator role the server chose, get past `interaction_check`."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.service.errors import InvalidRequest
from bot.store.records import GuildSettings


class Moderation(commands.Cog):
    mod = app_commands.Group(
        name="mod", description="Moderator tools for matches and settings", guild_only=True
    )

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.services = bot.services

    async def interaction_check(self, interaction: discord.Interaction) -> bool:
        member = interaction.user
        if member.guild_permissions.manage_guild:
            return True
        settings = await self.services.guild_settings.get(interaction.guild_id)
        role = settings.moderator_role_id
        if role is not None and any(r.id == role for r in member.roles):
            return True
        raise app_commands.MissingPermissions(["manage_guild"])

    @mod.command(name="end")
    @app_commands.describe(
        winner="The winning seat (e.g. dark, H, white), or 'draw'",
        reason="Why: this is shown to the players",
    )
    async def end(self, interaction: discord.Interaction, winner: str, reason: str) -> None:
        """End the match in this channel with a stated result."""
        matches = self.services.matches
        match = await matches.in_channel(interaction.channel_id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        seat = None if winner.strip().lower() == "draw" else winner.strip()
        moderator = interaction.user.display_name
        await matches.end_match(match.id, seat, f"{reason} (decided by {moderator})")
        await interaction.followup.send("Match ended.", ephemeral=True)

    @mod.command(name="settings")
    async def show_settings(self, interaction: discord.Interaction) -> None:
        """Show this server's settings."""
        settings = await self.services.guild_settings.get(interaction.guild_id)
        await interaction.response.send_message(settings_text(settings), ephemeral=True)

    @mod.command(name="games")
    @app_commands.describe(allowed="Game ids separated by spaces, or 'all'")
    async def allowed_games(self, interaction: discord.Interaction, allowed: str) -> None:
        """Choose which games members may start here."""
        ids = None if allowed.strip().lower() == "all" else tuple(allowed.split())
        await self._update(interaction, allowed_games=ids)

    @mod.command(name="threads")
    @app_commands.describe(enabled="Open a thread for every match (otherwise: the channel)")
    async def threads(self, interaction: discord.Interaction, enabled: bool) -> None:
        """Turn match threads on or off."""
        await self._update(interaction, use_threads=enabled)

    @mod.command(name="role")
    @app_commands.describe(role="Members with this role may use /mod; empty to clear it")
    async def moderator_role(
        self, interaction: discord.Interaction, role: discord.Role | None = None
    ) -> None:
        """Set the role that may moderate matches, besides Manage Server."""
        await self._update(interaction, moderator_role_id=None if role is None else role.id)

    @mod.command(name="expiry")
    @app_commands.describe(hours="How long a challenge waits for an answer")
    async def expiry(self, interaction: discord.Interaction, hours: int) -> None:
        """Set how long challenges stay open."""
        await self._update(interaction, challenge_expiry_hours=hours)

    @mod.command(name="sync")
    async def sync(self, interaction: discord.Interaction) -> None:
        """Publish the slash commands to every server (bot owner only)."""
        if not await self.bot.is_owner(interaction.user):
            raise InvalidRequest("only the bot's owner can publish commands globally")
        await interaction.response.defer(ephemeral=True, thinking=True)
        synced = await self.bot.tree.sync()
        await interaction.followup.send(f"Published {len(synced)} commands.", ephemeral=True)

    async def _update(self, interaction: discord.Interaction, **changes: object) -> None:
        settings = await self.services.guild_settings.update(interaction.guild_id, **changes)
        await interaction.response.send_message(
            "Saved.\n" + settings_text(settings), ephemeral=True
        )


def settings_text(settings: GuildSettings) -> str:
    allowed = "all" if settings.allowed_games is None else ", ".join(settings.allowed_games)
    role = "none" if settings.moderator_role_id is None else f"<@&{settings.moderator_role_id}>"
    return (
        f"Games: {allowed}\n"
        f"Threads for matches: {'on' if settings.use_threads else 'off'}\n"
        f"Moderator role: {role}\n"
        f"Challenges expire after: {settings.challenge_expiry_hours} h"
    )


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Moderation(bot))
