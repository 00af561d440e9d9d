"""The click that lets a premove line replace the branch it contradicts. It sits on the
member's private answer to `/premove add` and names them in its custom id: nobody else
can confirm for them."""

from __future__ import annotations

import re
from typing import Any, Self

import discord

from bot.core.discord.buttons import IdButton
from bot.core.discord.readers import private_words
from bot.core.discord.served import served
from bot.core.errors import NotPermitted
from bot.premoves.discord.wording import added_text
from i18n import Words, words


class ConfirmPremove(
    IdButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"premove:(?P<id>\d+):(?P<user>\d+)",
):
    lapses = frozenset({"premove-confirm-lapsed", "premove-match-over"})

    def __init__(self, match_id: int, user_id: int, said: Words | None = None) -> None:
        said = said or words(None)  # rebuilt from its custom id: clicked, never shown
        super().__init__(
            discord.ui.Button(
                label=said("premove-replace-button"),
                style=discord.ButtonStyle.primary,
                custom_id=f"premove:{match_id}:{user_id}",
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
            raise NotPermitted("premove-not-yours")
        services = served(interaction.client)
        match = await services.matches.in_place(self.match_id, interaction.channel_id)
        added = await services.premoves.confirm(match, interaction.user.id)
        await interaction.edit_original_response(
            content=added_text(added, private_words(interaction)), view=None
        )
