"""The one click that confirms `/match resign`, so a slip of the keyboard does not end
a match. It sits on a private message, and its custom id names the player who asked:
nobody else can resign for them with it."""

from __future__ import annotations

import discord

from bot.core.discord.buttons import AskedButton
from bot.core.discord.place import channel_id_of
from bot.core.discord.readers import private_words
from bot.core.discord.served import served


class ConfirmResign(
    AskedButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"resign:(?P<id>\d+):(?P<user>\d+)",
):
    label = "play-resign-button"
    style = discord.ButtonStyle.danger
    prefix = "resign"
    not_yours = "play-resign-not-yours"
    lapses = frozenset({"match-over"})

    async def answer(self, interaction: discord.Interaction) -> None:
        matches = served(interaction.client).matches
        await matches.in_place(self.match_id, channel_id_of(interaction))
        await matches.resign(self.match_id, interaction.user.id)
        await interaction.edit_original_response(
            content=private_words(interaction)("play-you-resigned"), view=None
        )
