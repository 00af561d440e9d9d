"""`/match review`'s answer: the graph posted in the channel for everyone, in the
channel's language, and a private word to the member who asked. The command defers
before calling this: the first review of a match takes seconds of search."""

from __future__ import annotations

import io

import discord

from bot.core.discord.readers import private_words, public_words
from bot.review.graph import graph_png
from bot.review.service import ReviewService


async def post_review(
    interaction: discord.Interaction, reviews: ReviewService, match: int | None
) -> None:
    """Review match `match` of this server (None: the channel's latest) and post it."""
    reviewed = await reviews.in_place(interaction.channel_id, interaction.guild_id, match)
    number = reviewed.match.id
    said = await public_words(interaction)
    png = await graph_png(number, reviewed.review, said)
    await interaction.channel.send(
        said("review-of", match=str(number)),
        file=discord.File(io.BytesIO(png), filename=f"review-{number}.png"),
    )
    await interaction.followup.send(private_words(interaction)("review-posted"), ephemeral=True)
