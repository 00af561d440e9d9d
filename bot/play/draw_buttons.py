"""Accept / Decline under a draw offer; only the opponent of the offering player can
answer (the service checks)."""

from __future__ import annotations

import discord

from bot.core.buttons import FixedButton, persistent_view


class AcceptDraw(
    FixedButton, discord.ui.DynamicItem[discord.ui.Button], template=r"draw:accept:(?P<id>\d+)"
):
    label = "Accept draw"
    style = discord.ButtonStyle.success
    prefix = "draw:accept"

    async def act(self, interaction: discord.Interaction) -> None:
        matches = interaction.client.services.matches
        match = await matches.answer_draw(self.match_id, interaction.user.id, accept=True)
        await interaction.response.edit_message(
            content=f"Draw agreed: {match.result.reason}.", view=None
        )


class DeclineDraw(
    FixedButton, discord.ui.DynamicItem[discord.ui.Button], template=r"draw:decline:(?P<id>\d+)"
):
    label = "Decline draw"
    style = discord.ButtonStyle.danger
    prefix = "draw:decline"

    async def act(self, interaction: discord.Interaction) -> None:
        matches = interaction.client.services.matches
        await matches.answer_draw(self.match_id, interaction.user.id, accept=False)
        await interaction.response.edit_message(
            content=f"{interaction.user.mention} declined the draw; play on.", view=None
        )


def draw_offer_view(match_id: int) -> discord.ui.View:
    return persistent_view(AcceptDraw(match_id), DeclineDraw(match_id))
