"""Accept / Decline under a draw offer; only the opponent of the offering player can
answer (the service checks)."""

from __future__ import annotations

import discord

from bot.core.buttons import IdButton


class AcceptDraw(
    IdButton, discord.ui.DynamicItem[discord.ui.Button], template=r"draw:accept:(?P<id>\d+)"
):
    def __init__(self, match_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Accept draw",
                style=discord.ButtonStyle.success,
                custom_id=f"draw:accept:{match_id}",
            )
        )
        self.match_id = match_id

    async def act(self, interaction: discord.Interaction) -> None:
        matches = interaction.client.services.matches
        match = await matches.answer_draw(self.match_id, interaction.user.id, accept=True)
        await interaction.response.edit_message(
            content=f"Draw agreed: {match.result.reason}.", view=None
        )


class DeclineDraw(
    IdButton, discord.ui.DynamicItem[discord.ui.Button], template=r"draw:decline:(?P<id>\d+)"
):
    def __init__(self, match_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Decline draw",
                style=discord.ButtonStyle.danger,
                custom_id=f"draw:decline:{match_id}",
            )
        )
        self.match_id = match_id

    async def act(self, interaction: discord.Interaction) -> None:
        matches = interaction.client.services.matches
        await matches.answer_draw(self.match_id, interaction.user.id, accept=False)
        await interaction.response.edit_message(
            content=f"{interaction.user.mention} declined the draw; play on.", view=None
        )


def draw_offer_view(match_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(AcceptDraw(match_id))
    view.add_item(DeclineDraw(match_id))
    return view
