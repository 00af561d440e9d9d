"""Accept / Decline under a draw offer. Only the opponent of the offering player can
answer (the service checks); the buttons go away with the first answer, and with the
next move, which ends the offer (`StandingPosts`)."""

from __future__ import annotations

import discord

from bot.core.discord.buttons import FixedButton, persistent_view
from bot.core.discord.place import channel_id_of
from bot.core.discord.readers import public_words
from bot.core.discord.served import served
from bot.core.errors import Conflict
from bot.core.results import result_reason
from i18n import Words


class _DrawAnswer(FixedButton):
    match_id: int
    accept: bool

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        matches = served(interaction.client).matches
        await matches.in_place(self.match_id, channel_id_of(interaction))
        try:
            match = await matches.answer_draw(
                self.match_id, interaction.user.id, accept=self.accept
            )
        except Conflict:
            await interaction.edit_original_response(view=None)  # a stale offer
            raise
        said = await public_words(interaction)
        if self.accept:
            content = said("play-draw-agreed", reason=said(result_reason(match)))
        else:
            content = said("play-draw-declined", member=interaction.user.mention)
        await interaction.edit_original_response(content=content, view=None)


class AcceptDraw(
    _DrawAnswer, discord.ui.DynamicItem[discord.ui.Button], template=r"draw:accept:(?P<id>\d+)"
):
    label = "play-accept-draw-button"
    style = discord.ButtonStyle.success
    prefix = "draw:accept"
    accept = True


class DeclineDraw(
    _DrawAnswer, discord.ui.DynamicItem[discord.ui.Button], template=r"draw:decline:(?P<id>\d+)"
):
    label = "play-decline-draw-button"
    style = discord.ButtonStyle.danger
    prefix = "draw:decline"
    accept = False


def draw_offer_view(match_id: int, said: Words) -> discord.ui.View:
    return persistent_view(AcceptDraw(match_id, said), DeclineDraw(match_id, said))
