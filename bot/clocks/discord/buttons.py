"""'Claim the win' under a time-out notice; it carries its match id, so it keeps
working after a restart."""

from __future__ import annotations

import discord

from bot.core.discord.buttons import FixedButton, persistent_view
from bot.core.discord.served import served
from i18n import Words


class ClaimWin(
    FixedButton, discord.ui.DynamicItem[discord.ui.Button], template=r"clock:claim:(?P<id>\d+)"
):
    label = "Claim the win"
    style = discord.ButtonStyle.primary
    prefix = "clock:claim"
    lapses = frozenset({"pace-none-running"})

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        clocks = served(interaction.client).clocks
        await clocks.claim_win(self.match_id, interaction.user.id, interaction.channel_id)
        await interaction.edit_original_response(view=None)


def claim_view(match_id: int, said: Words) -> discord.ui.View:
    """The button, labelled in the language of the notice it hangs under (a button
    rebuilt from its custom id to handle a click is never shown, so keeps `label`)."""
    claim = ClaimWin(match_id)
    claim.item.label = said("pace-claim-win")
    return persistent_view(claim)
