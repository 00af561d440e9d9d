"""The tournament service's window on Discord (`TournamentHost`): a public thread per
table with its board, announcements and the tournament's post in its channel.

Images and their alt text are made off the event loop. Names come from the guild's
member cache, else from the names the bot kept itself (`entrant_names.py`: the bot asks
for no members intent, so the cache is nearly empty), with the user id as a last
resort; the computer is named by its level. Names are drawn and described, never put
in a message's text, whose mentions are off anyway.
"""

from __future__ import annotations

import io

import discord
from discord.ext import commands

from bot.core.discord.channels import channel_of
from bot.core.discord.first_board import show_first_board
from bot.core.discord.kept_post import keep_post
from bot.core.discord.markup import versus
from bot.core.discord.members import cached_name
from bot.core.discord.players import rated_player
from bot.core.discord.readers import channel_words
from bot.core.discord.served import served
from bot.core.records import Match
from bot.tournaments.discord.buttons import registration_view
from bot.tournaments.discord.post import post_image, post_text
from bot.tournaments.discord.wording import news_text, tournament_name
from bot.tournaments.entrant_names import NameOf, name_getter
from bot.tournaments.news import News
from bot.tournaments.records import Tournament, TournamentStatus
from bot.tournaments.snapshot import Snapshot
from i18n import Words

THREAD_NAME_LIMIT = 100


class DiscordTournamentHost:
    def __init__(self, bot: commands.Bot) -> None:
        self._bot = bot

    async def open_table(self, tournament: Tournament, key: str, players: list[int]) -> int:
        channel = await channel_of(self._bot, tournament.channel_id)
        if not isinstance(channel, discord.TextChannel):  # refused since (`create`)
            raise TypeError(f"tournament {tournament.id} is in a channel without threads")
        said = await channel_words(self._bot, channel)
        called = tournament_name(tournament, said)
        name = f"{called} · {key}"[:THREAD_NAME_LIMIT]
        thread = await channel.create_thread(name=name, type=discord.ChannelType.public_thread)
        await thread.send(
            said(
                "tourney-table-opened",
                name=called,
                table=key,
                players=versus((rated_player(user, said) for user in players), said),
            ),
            allowed_mentions=discord.AllowedMentions(users=True),
        )
        return thread.id

    async def show_match(self, match: Match) -> None:
        await show_first_board(self._bot, match)

    async def announce(self, tournament: Tournament, news: News) -> None:
        channel = await channel_of(self._bot, tournament.channel_id)
        await channel.send(
            news_text(tournament, news, await channel_words(self._bot, channel)),
            allowed_mentions=discord.AllowedMentions(users=True),
        )

    async def refresh(self, snapshot: Snapshot) -> int:
        tournament = snapshot.tournament
        channel = await channel_of(self._bot, tournament.channel_id)
        said = await channel_words(self._bot, channel)
        picture = await post_image(snapshot, await self._name_getter(snapshot, said), said)
        files = []
        if picture is not None:
            png, description = picture
            files.append(
                discord.File(io.BytesIO(png), filename="tournament.png", description=description)
            )
        open_for_entries = tournament.status == TournamentStatus.REGISTRATION
        view = registration_view(tournament.id, said) if open_for_entries else None
        return await keep_post(
            channel, tournament.message_id, post_text(snapshot, said), files, view
        )

    async def _name_getter(self, snapshot: Snapshot, said: Words) -> NameOf:
        """Names for the entrants: a member the cache holds by their current display
        name, else by the one their latest interaction showed, or the one kept."""
        guild_id = snapshot.tournament.guild_id
        guild = self._bot.get_guild(guild_id)
        names = served(self._bot).tournaments.names
        kept = await names.of_entrants(guild_id, (e.user_id for e in snapshot.entrants))

        return name_getter(cached_name(guild), kept, said)
