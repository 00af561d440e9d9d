"""Clocks on Discord: `/clock`, `/claim`, `/vacation`, `/matches` and the moderators'
`/pace-settings`, and the clock lines under every board.

Thin by design: each command reads who and where, calls a clocks service, and words
the answer. The timers run on the bot's shared scheduler (`bot/app.py` starts it).
"""

from __future__ import annotations

from dataclasses import replace

import discord
from discord import app_commands
from discord.ext import commands

from bot.clocks.buttons import ClaimWin
from bot.clocks.keeper import read_time_control
from bot.clocks.model import format_duration
from bot.clocks.presenter import away_line, clock_line
from bot.clocks.settings_store import PaceSettings
from bot.core.discord_text import timestamp
from bot.core.errors import InvalidRequest
from bot.core.moderators import moderators_only
from bot.core.quoting import excerpt
from bot.core.records import Match
from bot.notifications.presenter import waiting_line

LIST_LIMIT = 1900


class Clocks(commands.Cog):
    vacation = app_commands.Group(
        name="vacation", description="Stop your clocks on this server for a while", guild_only=True
    )

    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.services = bot.services
        self.matches = bot.services.matches

    async def board_notes(self, match: Match) -> list[str]:
        """The lines the board message shows under its status: the clock, vacations."""
        clock = await self.services.clocks.clock(match)
        if clock is None or not match.is_ongoing:
            return []
        lines = [clock_line(match, clock, self.services.clock())]
        for seat, user in match.seats.items():
            away = await self.services.vacations.current(match.guild_id, user)
            if away is not None:
                lines.append(away_line(seat, away.ends_at))
        return lines

    @app_commands.command(name="clock")
    @app_commands.guild_only()
    async def clock(self, interaction: discord.Interaction) -> None:
        """Show the clock of the match in this channel (to you alone)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await self.matches.in_channel(interaction.channel_id)
        notes = await self.board_notes(match)
        await interaction.followup.send(
            "\n".join(notes) or "This match has no clock.", ephemeral=True
        )

    @app_commands.command(name="claim")
    @app_commands.guild_only()
    async def claim(self, interaction: discord.Interaction) -> None:
        """Claim the win when your opponent's time has run out."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await self.matches.in_channel(interaction.channel_id)
        await self.services.clocks.claim_win(match.id, interaction.user.id, match.channel_id)
        await interaction.followup.send("You claimed the win on time.", ephemeral=True)

    @vacation.command(name="start")
    @app_commands.describe(days="How many days your clocks on this server stand still")
    async def vacation_start(
        self, interaction: discord.Interaction, days: app_commands.Range[int, 1, 31]
    ) -> None:
        """Go on vacation: your clocks stand still and your opponents are told."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        away = await self.services.vacations.start(interaction.guild_id, interaction.user.id, days)
        until = timestamp(away.ends_at)
        await interaction.followup.send(f"Enjoy your vacation! Back on {until}.", ephemeral=True)

    @vacation.command(name="end")
    async def vacation_end(self, interaction: discord.Interaction) -> None:
        """Come back early; the unused days go back to your allowance."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.services.vacations.end(interaction.guild_id, interaction.user.id)
        await interaction.followup.send("Welcome back: your clocks run again.", ephemeral=True)

    @vacation.command(name="status")
    async def vacation_status(self, interaction: discord.Interaction) -> None:
        """Whether you are on vacation, and how much is left of this month's allowance."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        vacations = self.services.vacations
        away = await vacations.current(interaction.guild_id, interaction.user.id)
        left = await vacations.allowance_left(interaction.guild_id, interaction.user.id)
        state = "You are not on vacation."
        if away is not None:
            state = f"You are on vacation until {timestamp(away.ends_at)}."
        await interaction.followup.send(
            f"{state} Left this month: {format_duration(left)}.", ephemeral=True
        )

    @app_commands.command(name="matches")
    @app_commands.guild_only()
    @app_commands.describe(member="Whose matches to list; yourself if empty")
    async def list_matches(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        """The ongoing matches of a member here, with links and whose turn it is."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        who = member or interaction.user
        entries = await self.services.ongoing.of_member(who.id, interaction.guild_id)
        if not entries:
            text = f"{who.mention} has no ongoing matches here."
        else:
            lines = "\n".join(map(waiting_line, entries))
            text = f"Ongoing matches of {who.mention}:\n{lines}"
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
        store = self.services.pace_settings
        settings = await store.get(interaction.guild_id)
        changes: dict[str, object] = {}
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
        await interaction.followup.send(_describe_settings(settings), ephemeral=True)


def _read_shares(text: str) -> tuple[float, ...]:
    try:
        percents = sorted({int(part) for part in text.replace(" ", "").split(",") if part})
    except ValueError:
        raise InvalidRequest(f"'{excerpt(text)}' is not a list of percentages like 50,90") from None
    if not all(0 < percent < 100 for percent in percents):
        raise InvalidRequest("reminder percentages lie between 1 and 99")
    return tuple(percent / 100 for percent in percents)


def _describe_settings(settings: PaceSettings) -> str:
    reminders = ", ".join(f"{round(share * 100)}%" for share in settings.reminder_shares)
    timeout = "loses at once" if settings.automatic_timeout else "lets the opponent claim the win"
    return (
        f"Default time control: {settings.default_control} "
        f"({settings.default_control.describe()}).\n"
        f"Reminders at {reminders or 'no point'} of a player's time.\n"
        f"Running out of time {timeout}.\n"
        f"Vacation: {settings.vacation_days_per_month} days a month."
    )


async def setup(bot: commands.Bot) -> None:
    bot.add_dynamic_items(ClaimWin)
    cog = Clocks(bot)
    await bot.add_cog(cog)
    bot.note_providers.append(cog.board_notes)
