"""Asynchronous play on Discord: clocks, claims on time, vacations, notification
choices, takebacks, rematches, a member's list of ongoing matches and replays.

Thin by design: each command reads who and where, calls one of the `PaceServices`,
and words the answer. The clocks' timers run on the bot's shared scheduler, which the
bot starts and stops (`bot/app.py`), not this cog.
"""

from __future__ import annotations

import asyncio
import io
from dataclasses import replace

import discord
from discord import app_commands
from discord.ext import commands

import render
from bot.clocks.buttons import (
    AcceptRematch,
    AnswerTakeback,
    ClaimWin,
    rematch_view,
    takeback_view,
)
from bot.clocks.keeper import read_time_control
from bot.clocks.model import format_duration
from bot.clocks.settings_store import PaceSettings
from bot.clocks.wiring import PaceServices
from bot.core.errors import Conflict, InvalidRequest
from bot.core.records import Match, MatchStatus
from bot.moderation.cog import moderators_only
from bot.notifications.courier import DiscordCourier

LIST_LIMIT = 1900


class Pace(commands.Cog):
    vacation = app_commands.Group(
        name="vacation", description="Stop your clocks on this server for a while", guild_only=True
    )
    notify = app_commands.Group(name="notify", description="Direct messages about your matches")

    def __init__(self, bot: commands.Bot, services: PaceServices) -> None:
        self.bot = bot
        self.services = services
        self.matches = bot.services.matches

    async def board_notes(self, match: Match) -> list[str]:
        """The lines the board message shows under its status: the clock, vacations."""
        clock = await self.services.clocks.clock(match)
        if clock is None or not match.is_ongoing:
            return []
        lines = [self.services.clocks.describe(match, clock, self.bot.services.clock())]
        for seat, user in match.seats.items():
            away = await self.services.vacations.current(match.guild_id, user)
            if away is not None:
                lines.append(f"{seat} is on vacation until <t:{int(away.ends_at.timestamp())}:f>.")
        return lines

    # ------------------------------------------------------------------ clocks

    @app_commands.command(name="clock")
    @app_commands.guild_only()
    async def clock(self, interaction: discord.Interaction) -> None:
        """Show the clock of the match in this channel."""
        match = await self.matches.in_channel(interaction.channel_id)
        notes = await self.board_notes(match)
        await interaction.response.send_message("\n".join(notes) or "This match has no clock.")

    @app_commands.command(name="claim")
    @app_commands.guild_only()
    async def claim(self, interaction: discord.Interaction) -> None:
        """Claim the win when your opponent's time has run out."""
        match = await self.matches.in_channel(interaction.channel_id)
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.services.clocks.claim_win(match.id, interaction.user.id)
        await interaction.followup.send("You claimed the win on time.", ephemeral=True)

    # ---------------------------------------------------------------- vacation

    @vacation.command(name="start")
    @app_commands.describe(days="How many days your clocks on this server stand still")
    async def vacation_start(
        self, interaction: discord.Interaction, days: app_commands.Range[int, 1, 31]
    ) -> None:
        """Go on vacation: your clocks stand still and your opponents are told."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        away = await self.services.vacations.start(interaction.guild_id, interaction.user.id, days)
        until = f"<t:{int(away.ends_at.timestamp())}:f>"
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
        vacations = self.services.vacations
        away = await vacations.current(interaction.guild_id, interaction.user.id)
        left = await vacations.allowance_left(interaction.guild_id, interaction.user.id)
        state = "You are not on vacation."
        if away is not None:
            state = f"You are on vacation until <t:{int(away.ends_at.timestamp())}:f>."
        await interaction.response.send_message(
            f"{state} Left this month: {format_duration(left)}.", ephemeral=True
        )

    # ------------------------------------------------------------ notifications

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

    # ---------------------------------------------------- takebacks and rematches

    @app_commands.command(name="takeback")
    @app_commands.guild_only()
    async def takeback(self, interaction: discord.Interaction) -> None:
        """Ask your opponent to let you take back your last move."""
        match = await self.matches.in_channel(interaction.channel_id)
        await self.services.takebacks.request(match.id, interaction.user.id)
        opponent = next(user for user in match.seats.values() if user != interaction.user.id)
        await interaction.response.send_message(
            f"{interaction.user.mention} asks to take back their last move. <@{opponent}>?",
            view=takeback_view(match.id),
            allowed_mentions=discord.AllowedMentions(users=True),
        )

    @app_commands.command(name="rematch")
    @app_commands.guild_only()
    async def rematch(self, interaction: discord.Interaction) -> None:
        """Offer a rematch of the match that just ended here."""
        match = await self.matches.latest_in_channel(interaction.channel_id)
        await self.services.rematches.offer(match.id, interaction.user.id)
        opponent = next(user for user in match.seats.values() if user != interaction.user.id)
        await interaction.response.send_message(
            f"{interaction.user.mention} offers a rematch. <@{opponent}>?",
            view=rematch_view(match.id),
            allowed_mentions=discord.AllowedMentions(users=True),
        )

    # -------------------------------------------------------- looking around

    @app_commands.command(name="matches")
    @app_commands.guild_only()
    @app_commands.describe(member="Whose matches to list; yourself if empty")
    async def list_matches(
        self, interaction: discord.Interaction, member: discord.Member | None = None
    ) -> None:
        """The ongoing matches of a member here, with links and whose turn it is."""
        who = member or interaction.user
        entries = await self.services.ongoing.of_member(who.id, interaction.guild_id)
        if not entries:
            text = f"{who.mention} has no ongoing matches here."
        else:
            text = f"Ongoing matches of {who.mention}:\n" + "\n".join(e.line() for e in entries)
        await interaction.response.send_message(
            text[:LIST_LIMIT], ephemeral=True, allowed_mentions=discord.AllowedMentions.none()
        )

    @app_commands.command(name="replay")
    @app_commands.guild_only()
    @app_commands.describe(match="A finished match's number; the last one here if empty")
    async def replay(self, interaction: discord.Interaction, match: int | None = None) -> None:
        """An animated replay of a finished match."""
        if match is None:
            finished = await self.matches.latest_in_channel(interaction.channel_id)
        else:
            finished = await self.matches.get(match)
        if finished.status is not MatchStatus.FINISHED or finished.guild_id != interaction.guild_id:
            raise Conflict("only a finished match of this server can be replayed")
        await interaction.response.defer(thinking=True)
        gif = await asyncio.to_thread(
            render.replay_gif, finished.game_id, finished.options, finished.seed, finished.moves
        )
        await interaction.followup.send(
            f"Replay of match {finished.id}.",
            file=discord.File(io.BytesIO(gif), filename=f"match-{finished.id}.gif"),
        )

    # ------------------------------------------------------------ server settings

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
        default_time: str | None = None,
        reminders: str | None = None,
        automatic_timeout: bool | None = None,
        vacation_days: app_commands.Range[int, 0, 31] | None = None,
    ) -> None:
        """Show or change this server's clock, reminder and vacation settings."""
        store = self.services.settings
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
        await interaction.response.send_message(_describe_settings(settings), ephemeral=True)


def _read_shares(text: str) -> tuple[float, ...]:
    try:
        percents = sorted({int(part) for part in text.replace(" ", "").split(",") if part})
    except ValueError:
        raise InvalidRequest(f"'{text}' is not a list of percentages like 50,90") from None
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
    core = bot.services
    services = PaceServices.build(
        core.database,
        events=core.events,
        matches=core.matches,
        scheduler=core.scheduler,
        courier=DiscordCourier(bot),
        now=core.clock,
        rng=core.rng,
    )
    bot.add_dynamic_items(ClaimWin, AnswerTakeback, AcceptRematch)
    cog = Pace(bot, services)
    await bot.add_cog(cog)
    bot.note_providers.append(cog.board_notes)
