"""'Show my hand': answers a player, and only them, with their private hand image (which
the confirmation of each of their moves carries too, `hand_file`)."""

from __future__ import annotations

import io

import discord

from bot.core.discord.buttons import FixedButton
from bot.core.discord.place import channel_id_of
from bot.core.discord.readers import private_words
from bot.core.discord.served import served
from bot.core.errors import NotPermitted
from bot.core.records import Match, Seat
from bot.core.render_worker import draw_hand, drawing_of
from bot.core.worker_pool import run_off_loop
from i18n import Words


class ShowHand(
    FixedButton, discord.ui.DynamicItem[discord.ui.Button], template=r"hand:(?P<id>\d+)"
):
    match_id: int
    label = "match-show-hand"
    style = discord.ButtonStyle.secondary
    prefix = "hand"

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        matches = served(interaction.client).matches
        match = await matches.in_place(self.match_id, channel_id_of(interaction))
        seat = match.seat_of(interaction.user.id)
        if seat is None:
            raise NotPermitted("match-hand-players-only")
        said = private_words(interaction)
        await interaction.followup.send(
            said("match-your-hand", seat=match.seat_name(seat)),
            file=await hand_file(match, seat, said),
            ephemeral=True,
        )


async def hand_file(match: Match, seat: Seat, said: Words) -> discord.File:
    """`seat`'s hand in `match` as it stands, drawn in the worker pool, with its
    description in `said`'s language: for that player's eyes only."""
    png, description = await run_off_loop(draw_hand, drawing_of(match, seat, said.locale))
    return discord.File(io.BytesIO(png), filename="hand.png", description=description)
