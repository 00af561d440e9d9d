"""`/premove add`, `list` and `clear`: a member's conditional premoves in the match of
this channel. Every answer is private (ephemeral): nothing about a premove ever reaches
the channel, so the opponent and the spectators learn nothing of it."""

from __future__ import annotations

from dataclasses import replace

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.discord.board_post import board_post
from bot.core.discord.buttons import persistent_view
from bot.core.discord.elsewhere import pointing_elsewhere
from bot.core.discord.place import channel_id_of
from bot.core.discord.readers import private_words
from bot.core.errors import NotFound, NotPermitted, ServiceError
from bot.core.matches import MatchService
from bot.core.quoting import excerpt
from bot.core.records import Match
from bot.core.suggestions import CHOICE_TEXT, CHOICES
from bot.premoves.discord.confirm_button import ConfirmPremove
from bot.premoves.discord.wording import HINT, added_text, line_text, listed
from bot.premoves.service import MAX_LINES, Added, PremoveService
from games.contract import play_moves

LINE = 100
"""Discord offers autocomplete on options of at most 100 characters."""


class Premoves(commands.Cog):
    group = app_commands.Group(
        name="premove", description="Answers to the moves you expect", guild_only=True
    )

    def __init__(self, matches: MatchService, premoves: PremoveService) -> None:
        self.matches = matches
        self.premoves = premoves
        super().__init__()

    @group.command(name="add")
    @app_commands.describe(line="Their move, your answer, their next move, ... (start typing)")
    async def add(
        self, interaction: discord.Interaction, line: app_commands.Range[str, 1, LINE]
    ) -> None:
        """Queue an answer to a move you expect."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await self._match(interaction)
        said = private_words(interaction)
        result = await self.premoves.add(match, interaction.user.id, line.removeprefix(HINT))
        if isinstance(result, Added):
            await interaction.followup.send(added_text(result, said), ephemeral=True)
            return
        question = said(
            "premove-contradicts", line=line_text(result.line), old=line_text(result.replaces)
        )
        button = ConfirmPremove(match.id, interaction.user.id, said)
        await interaction.followup.send(question, view=persistent_view(button), ephemeral=True)

    @add.autocomplete("line")
    async def _suggest(
        self, interaction: discord.Interaction, current: str
    ) -> list[app_commands.Choice[str]]:
        """The legal next moves of the line; when the member can queue nothing here,
        one line saying why (never an empty list, which Discord shows as "no options")."""
        try:
            match = await self.matches.in_channel(channel_id_of(interaction))
            lines = self.premoves.suggest(match, interaction.user.id, current)
        except ServiceError as refusal:
            why = private_words(interaction)(refusal.message)
            return [app_commands.Choice(name=excerpt(why, CHOICE_TEXT), value=HINT)]
        return [
            app_commands.Choice(name=text, value=text) for text in lines if len(text) <= CHOICE_TEXT
        ][:CHOICES]

    @group.command(name="list")
    @app_commands.describe(board="A line's number: the board where it ends")
    async def list(
        self,
        interaction: discord.Interaction,
        board: app_commands.Range[int, 1, MAX_LINES] | None = None,
    ) -> None:
        """Your premoves here, to you alone."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await self._match(interaction)
        lines = await self.premoves.lines(match, interaction.user.id)
        said = private_words(interaction)
        if board is None:
            await interaction.followup.send(listed(lines, said), ephemeral=True)
            return
        if board > len(lines):
            raise NotFound("premove-no-such-line", number=board, lines=len(lines))
        matches = self.matches
        game = matches.game(match)
        if game.hidden_information:
            raise NotPermitted("premove-board-hidden", game=game.title)
        line = lines[board - 1]
        ahead = replace(match, moves=(*match.moves, *line))
        state = play_moves(matches.state(match), line)
        headline = said("premove-board", number=board, line=excerpt(line_text(line), 200))
        post = await board_post(
            ahead, state, headline, said=said, viewer=match.seat_of(interaction.user.id)
        )
        await interaction.followup.send(**post.send_kwargs(), ephemeral=True)

    @group.command(name="clear")
    async def clear(self, interaction: discord.Interaction) -> None:
        """Remove your premoves here."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await self._match(interaction)
        cleared = await self.premoves.clear(match, interaction.user.id)
        said = private_words(interaction)
        await interaction.followup.send(said("premove-cleared", lines=cleared), ephemeral=True)

    async def _match(self, interaction: discord.Interaction) -> Match:
        try:
            return await self.matches.in_channel(channel_id_of(interaction))
        except NotFound:
            raise await pointing_elsewhere(interaction) from None
