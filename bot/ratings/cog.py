"""`/rating`: a game's leaderboard in this server and a member's statistics.

The `RatingService` (built in `bot/services.py`) hears every ended match; unrated
tournaments opt out through the rating policy.
"""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot.computer.rated_levels import rated_player
from bot.core.discord_text import timestamp
from bot.core.game_choices import GAME_CHOICES
from bot.ratings.records import GameResult
from bot.ratings.service import MemberStats, RatingService, is_provisional, shown

_RESULT_WORDS = {GameResult.WIN: "won", GameResult.DRAW: "drew", GameResult.LOSS: "lost"}


class Ratings(commands.Cog):
    rating = app_commands.Group(
        name="rating", description="Ratings and leaderboards of this server", guild_only=True
    )

    def __init__(self, bot: commands.Bot, service: RatingService) -> None:
        self.bot = bot
        self.service = service

    @rating.command(name="leaderboard")
    @app_commands.describe(game="Which game's leaderboard")
    @app_commands.choices(game=GAME_CHOICES)
    async def leaderboard(
        self, interaction: discord.Interaction, game: app_commands.Choice[str]
    ) -> None:
        """The best rated players of a game here."""
        await interaction.response.defer(thinking=True)
        board = await self.service.leaderboard(interaction.guild_id, game.value)
        title = games.get(game.value).title
        lines = [f"**{title}** leaderboard"]
        ranked = board.established + board.provisional
        for place, rating in enumerate(ranked, start=1):
            record = f"{rating.wins}-{rating.draws}-{rating.losses}"
            lines.append(f"{place}. {rated_player(rating.user_id)} {shown(rating)} ({record})")
        if not ranked:
            lines.append("Nobody has played a rated game yet.")
        if board.provisional:
            lines.append("`?` marks a provisional rating: fewer than five rated games.")
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
        stats = await self.service.stats(interaction.guild_id, game.value, who.id)
        await interaction.followup.send(
            stats_text(who.mention, games.get(game.value).title, stats),
            allowed_mentions=discord.AllowedMentions.none(),
        )


def stats_text(who: str, title: str, stats: MemberStats) -> str:
    rating = stats.rating
    provisional = " (provisional)" if is_provisional(rating) else ""
    lines = [
        f"{who} at **{title}**: rating {shown(rating)}{provisional}",
        f"Won {rating.wins}, drawn {rating.draws}, lost {rating.losses}.",
    ]
    for change in stats.recent:
        delta = round(change.mu - change.mu_before)
        lines.append(
            f"• {_RESULT_WORDS[change.result]} against {rated_player(change.opponent_id)}"
            f" ({delta:+d}) {timestamp(change.rated_at, 'd')}"
        )
    return "\n".join(lines)


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Ratings(bot, bot.services.ratings))
