"""`/computer`: play the computer in any game, take a move back against it, and (for
moderators) whether its matches count for ratings.

The computer's seat holds the bot's own account, so everything else (`/move`, `/match`,
the clocks, the board) treats it as a player. Its match lives in a thread on a short
public message, as an accepted challenge's does.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot.clocks.keeper import read_time_control
from bot.computer.service import DEFAULT_LEVEL, ComputerGame, ComputerService
from bot.core.discord.board_notes import BoardNotes
from bot.core.discord.board_post import board_post
from bot.core.discord.channels import Postable
from bot.core.discord.elsewhere import match_here
from bot.core.discord.game_choices import GAME_CHOICES, LEVEL_CHOICES
from bot.core.discord.markup import mention, versus
from bot.core.discord.moderators import moderators_only
from bot.core.discord.option_suggestions import suggest_options
from bot.core.discord.place import channel_here, guild_id_of
from bot.core.discord.readers import channel_words, private_words, public_words
from bot.core.discord.seat_suggestions import suggest_seats
from bot.core.guild_settings import GuildSettingsService
from bot.core.matches import MatchService
from bot.core.option_text import parse_options
from bot.core.rated_levels import level_name
from bot.core.records import Match
from games.contract import seat_name


class Computer(commands.Cog):
    group = app_commands.Group(name="computer", description="Play the computer", guild_only=True)

    def __init__(
        self,
        client: discord.Client,
        computer: ComputerService,
        matches: MatchService,
        settings: GuildSettingsService,
        notes: BoardNotes,
    ) -> None:
        self.client = client
        self.computer = computer
        self.matches = matches
        self.guild_settings = settings  # not `settings`: that is the command
        self.notes = notes

    @group.command(name="play")
    @app_commands.describe(
        game="The game to play",
        level="How hard the computer thinks: easy (the default), medium or hard",
        seat="Your seat (e.g. dark, light, H, V, black, white); empty for a random one",
        options="Game options as key=value pairs, e.g. size=8; the server's defaults fill the rest",
        time="Time control for your moves: 3d, 3d+7d, 10m; empty: server default",
    )
    @app_commands.choices(game=GAME_CHOICES, level=LEVEL_CHOICES)
    @app_commands.autocomplete(options=suggest_options, seat=suggest_seats)
    async def play(  # noqa: PLR0917 (each parameter is one option of the command)
        self,
        interaction: discord.Interaction,
        game: app_commands.Choice[str],
        level: app_commands.Choice[str] | None = None,
        seat: app_commands.Range[str, 1, 20] | None = None,
        options: app_commands.Range[str, 1, 300] | None = None,
        time: app_commands.Range[str, 1, 20] | None = None,
    ) -> None:
        """Start a match against the computer."""
        control = None if time is None else read_time_control(time)
        parsed = parse_options(options)
        await interaction.response.defer(ephemeral=True, thinking=True)
        planned = await self.computer.plan(
            guild_id_of(interaction),
            interaction.user.id,
            game.value,
            DEFAULT_LEVEL if level is None else level.value,
            seat,
            parsed,
            None if control is None else str(control),
        )
        home = await self._home(interaction, planned)
        match = await self.computer.start(planned, home.id)
        try:
            await self._first_board(home, match, planned.level)
        finally:
            await self.computer.begin(match)
        said = private_words(interaction)
        await interaction.followup.send(said("ai-ready", place=home.mention), ephemeral=True)

    @group.command(name="takeback")
    async def takeback(self, interaction: discord.Interaction) -> None:
        """Take back your last move (and the computer's answer); unrated matches only."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await match_here(interaction)
        taken = await self.computer.take_back(match.id, interaction.user.id)
        state = self.matches.state(taken.match)
        said = await public_words(interaction)
        headline = said("ai-took-back", player=interaction.user.mention, moves=taken.moves)
        notes = await self.notes(taken.match)
        post = await board_post(taken.match, state, headline, notes, said=said)
        await channel_here(interaction).send(**post.send_kwargs())
        await interaction.followup.send(private_words(interaction)("ai-taken-back"), ephemeral=True)

    @group.command(name="settings")
    @app_commands.describe(rated="Whether new matches against the computer count for ratings")
    @moderators_only
    async def settings(self, interaction: discord.Interaction, rated: bool | None = None) -> None:
        """Moderators: whether matches against the computer are rated here."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        if rated is not None:
            await self.computer.set_rated(guild_id_of(interaction), rated)
        now = await self.computer.rated_here(guild_id_of(interaction))
        said = private_words(interaction)
        await interaction.followup.send(said("ai-rated" if now else "ai-unrated"), ephemeral=True)

    async def _home(self, interaction: discord.Interaction, planned: ComputerGame) -> Postable:
        """A new thread for the match, on a short public message, or the channel itself
        when threads are off here, we are in a thread already, or Discord refuses."""
        channel = channel_here(interaction)
        settings = await self.guild_settings.get(planned.guild_id)
        if not settings.use_threads or isinstance(channel, discord.Thread):
            return channel
        title = games.get(planned.game_id).title
        said = await public_words(interaction)
        level = level_name(planned.level)
        message = await channel.send(
            said(
                "ai-challenge-taken",
                player=interaction.user.mention,
                level=level,
                game=title,
                seat=seat_name(planned.game_id, planned.member_seat),
            ),
            allowed_mentions=discord.AllowedMentions.none(),
        )
        try:
            return await message.create_thread(name=said("ai-thread", game=title, level=level))
        except discord.HTTPException:
            return channel

    async def _first_board(self, home: Postable, match: Match, level: str) -> None:
        title = games.get(match.game_id).title
        said = await channel_words(self.client, home)
        players = versus(
            (
                said(
                    "ai-seated",
                    player=mention(user),
                    seat=match.seat_name(seat),
                    level=level_name(level),
                )
                if self.computer.plays(match, seat)
                else said("ai-member-seated", player=mention(user), seat=match.seat_name(seat))
                for seat, user in match.seats.items()
            ),
            said,
        )
        state = self.matches.state(match)
        notes = await self.notes(match)
        headline = said("ai-first-board", game=title, players=players)
        post = await board_post(match, state, headline, notes, said=said)
        await home.send(**post.send_kwargs())
