"""`/takeback` and `/rematch`: offers the opponent answers with a button."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.discord.place import channel_here, channel_id_of
from bot.core.discord_text import mention
from bot.core.readers import private_words, public_words
from bot.core.records import Match
from bot.play.elsewhere import match_here
from bot.play.offer_buttons import computer_accepts_rematch, rematch_view, takeback_view
from bot.play.standing_posts import StandingPosts
from games import Seat
from i18n import Words

if TYPE_CHECKING:
    from bot.app import BoardroomBot


class Offers(commands.Cog):
    def __init__(self, bot: BoardroomBot) -> None:
        self.services = bot.services
        self.matches = bot.services.matches
        self.takeback_posts = StandingPosts(bot.services.events)

    @app_commands.command(name="takeback")
    @app_commands.guild_only()
    async def takeback(self, interaction: discord.Interaction) -> None:
        """Ask your opponent to let you take back your last move."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await match_here(interaction)
        offer = await self.services.takebacks.request(match.id, interaction.user.id)
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
        offer = await self.services.rematches.offer(match.id, interaction.user.id)
        if self.services.computer.plays(match, match.other_seat(offer.seat)):
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
