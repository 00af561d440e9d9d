"""`/privacy show|export|forget` for every member, `/mod forget` and `/mod purge` for a
server's moderators and owner, and the bot's removal from (and return to) a server.

`/mod forget` and `/mod purge` join the `/mod` group of bot/moderation when this cog
loads (after that one, `bot/cogs.py`), so members' data stays one feature."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.discord.buttons import persistent_view
from bot.core.discord.moderators import moderators_only
from bot.core.discord.readers import private_words
from bot.privacy.discord.buttons import (
    ConfirmForget,
    ConfirmMemberForget,
    ConfirmPurge,
    forgettable_here,
    require_owner,
)
from bot.privacy.discord.wording import export_file, forget_question, kept_text
from bot.privacy.service import PrivacyService


class Privacy(commands.Cog):
    privacy = app_commands.Group(name="privacy", description="What the bot keeps about you")

    def __init__(self, client: commands.Bot, service: PrivacyService) -> None:
        self.client = client
        self.tree = client.tree
        self.service = service
        self.moderators = moderator_commands(service)

    async def cog_load(self) -> None:
        mod = self.tree.get_command("mod")
        assert isinstance(mod, app_commands.Group), "the /mod cog is added first"
        for command in self.moderators:
            mod.add_command(command)

    async def cog_unload(self) -> None:
        mod = self.tree.get_command("mod")
        if isinstance(mod, app_commands.Group):
            for command in self.moderators:
                mod.remove_command(command.name)

    @privacy.command(name="show")
    async def show(self, interaction: discord.Interaction) -> None:
        """What the bot keeps about you, why, and for how long."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        export = await self.service.export(interaction.user.id)
        days = self.service.retention.days
        text = kept_text(export, days, private_words(interaction))
        await interaction.followup.send(text, ephemeral=True)

    @privacy.command(name="export")
    async def export(self, interaction: discord.Interaction) -> None:
        """A file of everything the bot keeps about you, only for you."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        export = await self.service.export(interaction.user.id)
        await interaction.followup.send(
            private_words(interaction)("privacy-export-ready"),
            file=export_file(export, interaction.created_at),
            ephemeral=True,
        )

    @privacy.command(name="forget")
    async def forget(self, interaction: discord.Interaction) -> None:
        """Erase what the bot keeps about you (you confirm with one more click)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        said = private_words(interaction)
        stake = await self.service.at_stake(interaction.user.id)
        await interaction.followup.send(
            forget_question(stake, said),
            view=persistent_view(ConfirmForget(interaction.user.id, said)),
            ephemeral=True,
        )

    @commands.Cog.listener()
    async def on_guild_remove(self, guild: discord.Guild) -> None:
        await self.service.server_left(guild.id)

    @commands.Cog.listener()
    async def on_guild_join(self, guild: discord.Guild) -> None:
        await self.service.server_back(guild.id)

    @commands.Cog.listener()
    async def on_ready(self) -> None:
        """Servers that added the bot back while it was down sent no join event."""
        await self.service.servers_present(guild.id for guild in self.client.guilds)


def moderator_commands(service: PrivacyService) -> tuple[app_commands.Command, ...]:
    """`/mod forget` and `/mod purge`, over `service`."""

    @app_commands.command(name="forget")
    @moderators_only
    @app_commands.describe(member="A member who has left this server")
    async def forget_member(interaction: discord.Interaction, member: discord.User) -> None:
        """Erase what this server keeps about a member who has left (one more click)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await forgettable_here(interaction, member.id)
        said = private_words(interaction)
        stake = await service.at_stake(member.id, guild_id=interaction.guild_id)
        await interaction.followup.send(
            forget_question(stake, said),
            view=persistent_view(ConfirmMemberForget(member.id, said)),
            ephemeral=True,
        )

    @app_commands.command(name="purge")
    async def purge(interaction: discord.Interaction) -> None:
        """Erase everything the bot keeps about this server (owner only; one more click)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        guild = require_owner(interaction)
        said = private_words(interaction)
        await interaction.followup.send(
            said("privacy-purge-question"),
            view=persistent_view(ConfirmPurge(guild.id, said)),
            ephemeral=True,
        )

    return forget_member, purge
