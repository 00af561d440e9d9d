"""Clocks on Discord: `/clock`, `/claim`, `/vacation`, `/matches` and the moderators'
`/pace-settings` (the clock lines under every board are `notes.py`'s).

Thin by design: each command reads who and where, calls a clocks service, and words
the answer. The timers run on the bot's shared scheduler (`bot/app.py` starts it).
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

import discord
from discord import app_commands
from discord.ext import commands

from bot.clocks.discord.notes import ClockNotes
from bot.clocks.keeper import ClockKeeper, read_time_control
from bot.clocks.listing import OngoingMatches
from bot.clocks.storage.settings_store import PaceSettings, PaceSettingsStore
from bot.clocks.vacations import Vacations
from bot.core.discord.elsewhere import match_here
from bot.core.discord.markup import timestamp
from bot.core.discord.moderators import moderators_only
from bot.core.discord.place import guild_id_of
from bot.core.discord.readers import private_words
from bot.core.discord.waiting_lines import waiting_line
from bot.core.errors import InvalidRequest
from bot.core.quoting import excerpt
from i18n import Words
from i18n.durations import format_duration

LIST_LIMIT = 1900


class Clocks(commands.Cog):
    vacation = app_commands.Group(
        name="vacation", description="Stop your clocks on this server for a while", guild_only=True
    )

    def __init__(
        self,
        clocks: ClockKeeper,
        vacations: Vacations,
        ongoing: OngoingMatches,
        pace_settings: PaceSettingsStore,
        notes: ClockNotes,
    ) -> None:
        self.clocks = clocks
        self.vacations = vacations
        self.ongoing = ongoing
        self.settings_store = pace_settings  # not `pace_settings`: that is the command
        self.notes = notes

    @app_commands.command(name="clock")
    @app_commands.guild_only()
    async def clock(self, interaction: discord.Interaction) -> None:
        """Show the clock of the match in this channel (to you alone)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await match_here(interaction)
        said = private_words(interaction)
        notes = await self.notes.lines(match, said)
        await interaction.followup.send("\n".join(notes) or said("pace-none"), ephemeral=True)

    @app_commands.command(name="claim")
    @app_commands.guild_only()
    async def claim(self, interaction: discord.Interaction) -> None:
        """Claim the win when your opponent's time has run out."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await match_here(interaction)
        await self.clocks.claim_win(match.id, interaction.user.id, match.channel_id)
        await interaction.followup.send(private_words(interaction)("pace-claimed"), ephemeral=True)

    @vacation.command(name="start")
    @app_commands.describe(days="How many days your clocks on this server stand still")
    async def vacation_start(
        self, interaction: discord.Interaction, days: app_commands.Range[int, 1, 31]
    ) -> None:
        """Go on vacation: your clocks stand still and your opponents are told."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        away = await self.vacations.start(guild_id_of(interaction), interaction.user.id, days)
        said = private_words(interaction)
        await interaction.followup.send(
            said("pace-vacation-started", until=timestamp(away.ends_at)), ephemeral=True
        )

    @vacation.command(name="end")
    async def vacation_end(self, interaction: discord.Interaction) -> None:
        """Come back early; the unused days go back to your allowance."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.vacations.end(guild_id_of(interaction), interaction.user.id)
        await interaction.followup.send(
            private_words(interaction)("pace-vacation-ended"), ephemeral=True
        )

    @vacation.command(name="status")
    async def vacation_status(self, interaction: discord.Interaction) -> None:
        """Whether you are on vacation, and how much is left of this month's allowance."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        vacations = self.vacations
        away = await vacations.current(guild_id_of(interaction), interaction.user.id)
        left = await vacations.allowance_left(guild_id_of(interaction), interaction.user.id)
        said = private_words(interaction)
        allowance = format_duration(left, said)
        text = said("pace-vacation-status-home", left=allowance)
        if away is not None:
            until = timestamp(away.ends_at)
            text = said("pace-vacation-status-away", until=until, left=allowance)
        await interaction.followup.send(text, ephemeral=True)

    @app_commands.command(name="matches")
    @app_commands.guild_only()
    @app_commands.describe(member="Whose matches to list; yourself if empty")
    async def list_matches(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        """The ongoing matches of a member here, with links and whose turn it is."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        who = member or interaction.user
        entries = await self.ongoing.of_member(who.id, interaction.guild_id)
        said = private_words(interaction)
        if not entries:
            text = said("pace-no-matches", member=who.mention)
        else:
            lines = "\n".join(waiting_line(entry, said) for entry in entries)
            text = said("pace-matches", member=who.mention, matches=lines)
        await interaction.followup.send(
            text[:LIST_LIMIT], ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
        )

    @app_commands.command(name="pace-settings")
    @app_commands.guild_only()
    @app_commands.default_permissions(manage_guild=True)
    @moderators_only
    @app_commands.describe(
        default_time="Default time control of new matches, like 3d, 3d+7d or 10m",
        reminders="Shares of the time at which to remind, in percent, like 50,90",
        automatic_timeout="Running out of time loses at once (otherwise the opponent claims)",
        vacation_days="Vacation days each member may take per month",
    )
    async def pace_settings(
        self,
        interaction: discord.Interaction,
        default_time: app_commands.Range[str, 1, 20] | None = None,
        reminders: app_commands.Range[str, 1, 40] | None = None,
        automatic_timeout: bool | None = None,
        vacation_days: app_commands.Range[int, 0, 31] | None = None,
    ) -> None:
        """Show or change this server's clock, reminder and vacation settings."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        store = self.settings_store
        settings = await store.get(guild_id_of(interaction))
        changes: dict[str, Any] = {}
        if default_time is not None:
            changes["default_control"] = read_time_control(default_time)
        if reminders is not None:
            changes["reminder_shares"] = _read_shares(reminders)
        if automatic_timeout is not None:
            changes["automatic_timeout"] = automatic_timeout
        if vacation_days is not None:
            changes["vacation_days_per_month"] = vacation_days
        if changes:
            settings = replace(settings, **changes)
            await store.put(settings)
        await interaction.followup.send(
            _describe_settings(settings, private_words(interaction)), ephemeral=True
        )


def _read_shares(text: str) -> tuple[float, ...]:
    try:
        percents = sorted({int(part) for part in text.replace(" ", "").split(",") if part})
    except ValueError:
        raise InvalidRequest("pace-not-percentages", text=excerpt(text)) from None
    if not all(0 < percent < 100 for percent in percents):
        raise InvalidRequest("pace-percentage-range")
    return tuple(percent / 100 for percent in percents)


def _describe_settings(settings: PaceSettings, said: Words) -> str:
    percents = [
        said("pace-percent", percent=round(share * 100)) for share in settings.reminder_shares
    ]
    return said(
        "pace-settings",
        control=str(settings.default_control),
        described=settings.default_control.describe(said),
        reminders=said.list(percents) if percents else said("pace-no-reminders"),
        timeout="automatic" if settings.automatic_timeout else "claimed",
        days=settings.vacation_days_per_month,
    )
