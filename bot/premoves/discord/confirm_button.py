"""The click that lets a premove line replace the branch it contradicts. It sits on the
member's private answer to `/premove add` and names them in its custom id: nobody else
can confirm for them."""

from __future__ import annotations

import discord

from bot.core.discord.buttons import AskedButton
from bot.core.discord.place import channel_id_of
from bot.core.discord.readers import private_words
from bot.core.discord.served import served
from bot.premoves.discord.wording import added_text


class ConfirmPremove(
    AskedButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"premove:(?P<id>\d+):(?P<user>\d+)",
):
    label = "premove-replace-button"
    style = discord.ButtonStyle.primary
    prefix = "premove"
    not_yours = "premove-not-yours"
    lapses = frozenset({"premove-confirm-lapsed", "premove-match-over"})

    async def answer(self, interaction: discord.Interaction) -> None:
        services = served(interaction.client)
        match = await services.matches.in_place(self.match_id, channel_id_of(interaction))
        added = await services.premoves.confirm(match, interaction.user.id)
        await interaction.edit_original_response(
            content=added_text(added, private_words(interaction)), view=None
        )
