"""The one click that confirms `/match resign`, so a slip of the keyboard does not end
a match. It sits on a private message, and its custom id names the player who asked:
nobody else can resign for them with it."""

from __future__ import annotations

import re
from typing import Any, Self

import discord

from bot.core.discord.buttons import IdButton
from bot.core.discord.place import channel_id_of
from bot.core.discord.readers import private_words
from bot.core.discord.served import served
from bot.core.errors import NotPermitted
from i18n import Words, words


class ConfirmResign(
    IdButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"resign:(?P<id>\d+):(?P<user>\d+)",
):
    lapses = frozenset({"match-over"})

    def __init__(self, match_id: int, user_id: int, said: Words | None = None) -> None:
        said = said or words(None)  # rebuilt from its custom id: clicked, never shown
        super().__init__(
            discord.ui.Button(
                label=said("play-resign-button"),
                style=discord.ButtonStyle.danger,
                custom_id=f"resign:{match_id}:{user_id}",
            )
        )
        self.match_id = match_id
        self.user_id = user_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        del interaction, item
        return cls(int(match["id"]), int(match["user"]))

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        if interaction.user.id != self.user_id:
            raise NotPermitted("play-resign-not-yours")
        matches = served(interaction.client).matches
        await matches.in_place(self.match_id, channel_id_of(interaction))
        await matches.resign(self.match_id, interaction.user.id)
        await interaction.edit_original_response(
            content=private_words(interaction)("play-you-resigned"), view=None
        )
