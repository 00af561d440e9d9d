"""'Show my hand': answers a player, and only them, with their private hand image."""

from __future__ import annotations

import io

import discord

from bot.core.buttons import FixedButton
from bot.core.errors import NotPermitted
from bot.core.readers import private_words
from bot.core.render_worker import draw_hand, drawing_of
from bot.core.worker_pool import run_off_loop


class ShowHand(
    FixedButton, discord.ui.DynamicItem[discord.ui.Button], template=r"hand:(?P<id>\d+)"
):
    label = "match-show-hand"
    style = discord.ButtonStyle.secondary
    prefix = "hand"

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        matches = interaction.client.services.matches
        match = await matches.in_place(self.match_id, interaction.channel_id)
        seat = match.seat_of(interaction.user.id)
        if seat is None:
            raise NotPermitted("match-hand-players-only")
        said = private_words(interaction)
        png, description = await run_off_loop(draw_hand, drawing_of(match, seat, said.locale))
        await interaction.followup.send(
            said("match-your-hand", seat=seat),
            file=discord.File(io.BytesIO(png), filename="hand.png", description=description),
            ephemeral=True,
        )
