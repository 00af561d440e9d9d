"""`/notify`: a member's choice of direct messages, quiet hours and daily digest."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands


class Notify(commands.Cog):
    notify = app_commands.Group(name="notify", description="Direct messages about your matches")

    def __init__(self, bot: commands.Bot) -> None:
        self.services = bot.services

    @notify.command(name="on")
    async def notify_on(self, interaction: discord.Interaction) -> None:
        """Get a direct message when it is your move, when time runs short, and more."""
        await self.services.notifications.set_notify(interaction.user.id, on=True)
        await interaction.response.send_message(
            "Notifications are on. Set quiet hours with /notify quiet.", ephemeral=True
        )

    @notify.command(name="off")
    async def notify_off(self, interaction: discord.Interaction) -> None:
        """No more direct messages about your matches."""
        await self.services.notifications.set_notify(interaction.user.id, on=False)
        await interaction.response.send_message("Notifications are off.", ephemeral=True)

    @notify.command(name="timezone")
    @app_commands.describe(zone="Your time zone, like Europe/Paris or America/New_York")
    async def notify_timezone(self, interaction: discord.Interaction, zone: str) -> None:
        """Your time zone, for quiet hours and the daily digest."""
        prefs = await self.services.notifications.set_time_zone(interaction.user.id, zone)
        await interaction.response.send_message(
            f"Your time zone is {prefs.zone.key}.", ephemeral=True
        )

    @notify.command(name="quiet")
    @app_commands.describe(
        start="When quiet hours begin, like 22:00 (leave both empty to remove them)",
        end="When they end, like 08:00",
    )
    async def notify_quiet(
        self, interaction: discord.Interaction, start: str | None = None, end: str | None = None
    ) -> None:
        """Hold direct messages during these hours of your day."""
        prefs = await self.services.notifications.set_quiet_hours(interaction.user.id, start, end)
        text = "No quiet hours."
        if prefs.quiet is not None:
            text = f"Quiet hours: {prefs.quiet.start:%H:%M} to {prefs.quiet.end:%H:%M}."
        await interaction.response.send_message(text, ephemeral=True)

    @notify.command(name="digest")
    @app_commands.describe(
        enabled="Send the daily digest or not", at="Your local time for it, like 09:00"
    )
    async def notify_digest(
        self, interaction: discord.Interaction, enabled: bool, at: str | None = None
    ) -> None:
        """A daily direct message listing the matches waiting for your move."""
        notifications = self.services.notifications
        prefs = await notifications.set_digest(interaction.user.id, on=enabled, at=at)
        text = f"Daily digest at {prefs.digest_at:%H:%M}." if prefs.digest else "No daily digest."
        await interaction.response.send_message(text, ephemeral=True)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Notify(bot))
