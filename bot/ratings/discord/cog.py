"""`/rating`: a game's leaderboard in this server and a member's statistics.

The `RatingService` (built in `bot/services.py`) hears every ended match; unrated
tournaments opt out through the rating policy.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot.core.discord.game_choices import GAME_CHOICES
from bot.core.discord.markup import timestamp
from bot.core.discord.place import guild_id_of
from bot.core.discord.players import rated_player
from bot.core.discord.readers import public_words
from bot.ratings.service import (
    PROVISIONAL_GAMES,
    MemberStats,
    RatingService,
    is_provisional,
    shown,
)
from i18n import Words


class Ratings(commands.Cog):
    rating = app_commands.Group(
        name="rating", description="Ratings and leaderboards of this server", guild_only=True
    )

    def __init__(self, service: RatingService) -> None:
        self.service = service

    @rating.command(name="leaderboard")
    @app_commands.describe(game="Which game's leaderboard")
    @app_commands.choices(game=GAME_CHOICES)
    async def leaderboard(
        self, interaction: discord.Interaction, game: app_commands.Choice[str]
    ) -> None:
        """The best rated players of a game here."""
        await interaction.response.defer(thinking=True)
        board = await self.service.leaderboard(guild_id_of(interaction), game.value)
        said = await public_words(interaction)
        lines = [said("rating-leaderboard", game=games.get(game.value).title)]
        ranked = board.established + board.provisional
        for place, rating in enumerate(ranked, start=1):
            lines.append(
                said(
                    "rating-leaderboard-line",
                    place=place,
                    player=rated_player(rating.user_id, said),
                    rating=shown(rating),
                    record=f"{rating.wins}-{rating.draws}-{rating.losses}",
                )
            )
        if not ranked:
            lines.append(said("rating-nobody-yet"))
        if board.provisional:
            lines.append(said("rating-provisional-mark", games=PROVISIONAL_GAMES))
        await interaction.followup.send(
            "\n".join(lines), allowed_mentions=discord.AllowedMentions.none()
        )

    @rating.command(name="stats")
    @app_commands.describe(game="Which game", member="Whose statistics (yours if empty)")
    @app_commands.choices(game=GAME_CHOICES)
    async def stats(
        self,
        interaction: discord.Interaction,
        game: app_commands.Choice[str],
        member: discord.Member | None = None,
    ) -> None:
        """A member's rating, record and latest rated games."""
        await interaction.response.defer(thinking=True)
        who = member or interaction.user
        stats = await self.service.stats(guild_id_of(interaction), game.value, who.id)
        said = await public_words(interaction)
        await interaction.followup.send(
            stats_text(who.mention, games.get(game.value).title, stats, said),
            allowed_mentions=discord.AllowedMentions.none(),
        )


def stats_text(who: str, title: str, stats: MemberStats, said: Words) -> str:
    rating = stats.rating
    heading = "rating-stats-provisional" if is_provisional(rating) else "rating-stats"
    lines = [
        said(heading, member=who, game=title, rating=shown(rating)),
        said("rating-record", wins=rating.wins, draws=rating.draws, losses=rating.losses),
    ]
    for change in stats.recent:
        lines.append(
            said(
                "rating-recent-game",
                result=change.result.value,
                opponent=rated_player(change.opponent_id, said),
                change=f"{round(change.mu - change.mu_before):+d}",
                date=timestamp(change.rated_at, "d"),
            )
        )
    return "\n".join(lines)
