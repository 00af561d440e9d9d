"""'Show my hand': answers a player, and only them, with their private hand image."""

from __future__ import annotations

import asyncio
import io

import discord

import render
from bot.core.buttons import IdButton
from bot.core.errors import NotPermitted


class ShowHand(IdButton, discord.ui.DynamicItem[discord.ui.Button], template=r"hand:(?P<id>\d+)"):
    def __init__(self, match_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Show my hand",
                style=discord.ButtonStyle.secondary,
                custom_id=f"hand:{match_id}",
            )
        )
        self.match_id = match_id

    async def act(self, interaction: discord.Interaction) -> None:
        matches = interaction.client.services.matches
        match = await matches.get(self.match_id)
        seat = match.seat_of(interaction.user.id)
        if seat is None:
            raise NotPermitted("only the two players of this match have a hand to show")
        state = matches.snapshot(match)
        png = await asyncio.to_thread(render.render_hand, state, seat)
        words = render.describe_hand(state, seat)
        await interaction.response.send_message(
            f"Your hand ({seat}):",
            file=discord.File(io.BytesIO(png), filename="hand.png", description=words),
            ephemeral=True,
        )
