"""`/notify`: a member's choice of direct messages, quiet hours and daily digest.

Each command answers privately; the zone option offers the time-zone database's names
as the member types, and every typed option is short by construction (`max_length`)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.background import BackgroundTasks
from bot.core.discord.readers import private_words
from bot.notifications.local_time import zone_suggestions
from bot.notifications.service import Notifications

ZoneName = app_commands.Range[str, 1, 64]
ClockTime = app_commands.Range[str, 1, 8]


class Notify(commands.Cog):
    notify = app_commands.Group(name="notify", description="Direct messages about your matches")

    def __init__(self, notifications: Notifications, tasks: BackgroundTasks) -> None:
        self.notifications = notifications
        self.tasks = tasks
        self._unstored: set[int] = set()
        """Members whose language this process noted as new and has not stored yet."""

    @notify.command(name="on")
    async def notify_on(self, interaction: discord.Interaction) -> None:
        """Get a direct message when it is your move, when time runs short, and more."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.notifications.set_notify(interaction.user.id, on=True)
        await interaction.followup.send(private_words(interaction)("notice-on"), ephemeral=True)

    @notify.command(name="off")
    async def notify_off(self, interaction: discord.Interaction) -> None:
        """No more direct messages about your matches."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.notifications.set_notify(interaction.user.id, on=False)
        await interaction.followup.send(private_words(interaction)("notice-off"), ephemeral=True)

    @notify.command(name="timezone")
    @app_commands.describe(zone="Your time zone, like Europe/Paris or America/New_York")
    async def notify_timezone(self, interaction: discord.Interaction, zone: ZoneName) -> None:
        """Your time zone, for quiet hours and the daily digest."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        prefs = await self.notifications.set_time_zone(interaction.user.id, zone)
        said = private_words(interaction)
        await interaction.followup.send(
            said("notice-time-zone", zone=prefs.zone.key), ephemeral=True
        )

    @notify_timezone.autocomplete("zone")
    async def zone_names(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        del interaction
        return [app_commands.Choice(name=name, value=name) for name in zone_suggestions(current)]

    @notify.command(name="quiet")
    @app_commands.describe(
        start="When quiet hours begin, like 22:00 (leave both empty to remove them)",
        end="When they end, like 08:00",
    )
    async def notify_quiet(
        self,
        interaction: discord.Interaction,
        start: ClockTime | None = None,
        end: ClockTime | None = None,
    ) -> None:
        """Hold direct messages during these hours of your day."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        prefs = await self.notifications.set_quiet_hours(interaction.user.id, start, end)
        said = private_words(interaction)
        text = said("notice-no-quiet-hours")
        if prefs.quiet is not None:
            text = said(
                "notice-quiet-hours",
                start=f"{prefs.quiet.start:%H:%M}",
                end=f"{prefs.quiet.end:%H:%M}",
            )
        await interaction.followup.send(text, ephemeral=True)

    @notify.command(name="digest")
    @app_commands.describe(
        enabled="Send the daily digest or not", at="Your local time for it, like 09:00"
    )
    async def notify_digest(
        self, interaction: discord.Interaction, enabled: bool, at: ClockTime | None = None
    ) -> None:
        """A daily direct message listing the matches waiting for your move."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        notifications = self.notifications
        prefs = await notifications.set_digest(interaction.user.id, on=enabled, at=at)
        said = private_words(interaction)
        text = said("notice-digest-at", at=f"{prefs.digest_at:%H:%M}")
        await interaction.followup.send(
            text if prefs.digest else said("notice-no-digest"), ephemeral=True
        )

    @commands.Cog.listener()
    async def on_interaction(self, interaction: discord.Interaction) -> None:
        """Every interaction tells the member's language, for their direct messages:
        noted in memory at once (no database), stored once a command of theirs is done."""
        user_id = interaction.user.id
        if self.notifications.note_language(user_id, interaction.locale.value):
            self._unstored.add(user_id)

    @commands.Cog.listener()
    async def on_app_command_completion(
        self, interaction: discord.Interaction, command: app_commands.Command
    ) -> None:
        """After the command's own work: store a language noted as new (in the
        background, a write only if the row differs)."""
        del command
        user_id = interaction.user.id
        if user_id in self._unstored:
            self._unstored.discard(user_id)
            notifications = self.notifications
            self.tasks.start(("language", user_id), notifications.store_language(user_id))
