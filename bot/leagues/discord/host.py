"""The league service's window on Discord (`LeagueHost`): its announcements, worded in
the league channel's language. The divisions' threads and posts are their tournaments'
(`bot/tournaments/discord/host.py`)."""

from __future__ import annotations

import discord
from discord.ext import commands

from bot.core.discord.channels import channel_of
from bot.core.discord.readers import channel_words
from bot.leagues.discord.presenter import news_text, pinged
from bot.leagues.news import LeagueNews
from bot.leagues.records import League


class DiscordLeagueHost:
    def __init__(self, bot: commands.Bot) -> None:
        self._bot = bot

    async def announce(self, league: League, news: LeagueNews) -> None:
        channel = await channel_of(self._bot, league.channel_id)
        await channel.send(
            news_text(league, news, await channel_words(self._bot, channel)),
            allowed_mentions=discord.AllowedMentions(
                users=[discord.Object(user) for user in pinged(news)], roles=False, everyone=False
            ),
        )
