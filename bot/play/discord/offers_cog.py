"""`/takeback` and `/rematch`: offers the opponent answers with a button."""

from __future__ import annotations

from collections.abc import Callable

import discord
from discord import app_commands
from discord.ext import commands

from bot.computer.service import ComputerService
from bot.core.discord.elsewhere import match_here
from bot.core.discord.markup import mention
from bot.core.discord.place import channel_here, channel_id_of
from bot.core.discord.readers import private_words, public_words
from bot.core.discord.standing_posts import StandingPosts
from bot.core.matches import MatchService
from bot.core.records import Match
from bot.play.discord.offer_buttons import computer_accepts_rematch, rematch_view, takeback_view
from bot.play.rematches import Rematches
from bot.play.takebacks import Takebacks
from games import Seat
from i18n import Words


class Offers(commands.Cog):
    def __init__(
        self,
        matches: MatchService,
        takebacks: Takebacks,
        rematches: Rematches,
        computer: ComputerService,
        takeback_posts: StandingPosts,
    ) -> None:
        self.matches = matches
        self.takebacks = takebacks
        self.rematches = rematches
        self.computer = computer
        self.takeback_posts = takeback_posts

    @app_commands.command(name="takeback")
    @app_commands.guild_only()
    async def takeback(self, interaction: discord.Interaction) -> None:
        """Ask your opponent to let you take back your last move."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await match_here(interaction)
        offer = await self.takebacks.request(match.id, interaction.user.id)
        posted = await _ask_opponent(
            interaction, match, offer.seat, "play-takeback-asked", takeback_view
        )
        self.takeback_posts.posted(match.id, offer.ply, posted)

    @app_commands.command(name="rematch")
    @app_commands.guild_only()
    async def rematch(self, interaction: discord.Interaction) -> None:
        """Offer a rematch of the match that just ended here."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await self.matches.latest_in_channel(channel_id_of(interaction))
        offer = await self.rematches.offer(match.id, interaction.user.id)
        if self.computer.plays(match, match.other_seat(offer.seat)):
            await computer_accepts_rematch(interaction, match)
            return
        await _ask_opponent(interaction, match, offer.seat, "play-rematch-offered", rematch_view)


async def _ask_opponent(
    interaction: discord.Interaction,
    match: Match,
    seat: Seat,
    asks: str,
    view: Callable[[int, Words], discord.ui.View],
) -> discord.Message:
    """Post the request `asks` (a message id) with its buttons in the channel, then
    confirm privately; returns the request's message."""
    said = await public_words(interaction)
    opponent = mention(match.seats[match.other_seat(seat)])
    posted = await channel_here(interaction).send(
        said(asks, member=interaction.user.mention, opponent=opponent),
        view=view(match.id, said),
        allowed_mentions=discord.AllowedMentions(users=True),
    )
    await interaction.edit_original_response(
        content=private_words(interaction)("play-opponent-asked")
    )
    return posted
