"""'Claim the win' under a time-out notice; it carries its match id, so it keeps
working after a restart. The late player's move in time or the end of the match takes
it away (`StandingPosts`); after a restart, a click that finds either does."""

from __future__ import annotations

import discord

from bot.core.discord.buttons import FixedButton, persistent_view
from bot.core.discord.place import channel_id_of
from bot.core.discord.served import served
from i18n import Words


class ClaimWin(
    FixedButton, discord.ui.DynamicItem[discord.ui.Button], template=r"clock:claim:(?P<id>\d+)"
):
    match_id: int
    label = "pace-claim-win"
    style = discord.ButtonStyle.primary
    prefix = "clock:claim"
    lapses = frozenset({"pace-none-running", "pace-your-turn", "pace-opponent-has-time"})

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        clocks = served(interaction.client).clocks
        await clocks.claim_win(self.match_id, interaction.user.id, channel_id_of(interaction))
        await interaction.edit_original_response(view=None)


def claim_view(match_id: int, said: Words) -> discord.ui.View:
    """The button, labelled in the language of the notice it hangs under."""
    return persistent_view(ClaimWin(match_id, said))
