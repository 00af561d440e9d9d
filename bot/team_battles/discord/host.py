"""The team battle service's window on Discord (`BattleHost`): a public thread per
game with its first board, the battle's post with the standings image and the Join
button, and the final announcement, in the channel's language."""

from __future__ import annotations

import io

import discord
from discord.ext import commands

from bot.core.discord.channels import channel_of
from bot.core.discord.first_board import show_first_board
from bot.core.discord.kept_post import keep_post
from bot.core.discord.markup import mention, versus
from bot.core.discord.members import cached_name
from bot.core.discord.readers import channel_words
from bot.core.discord.served import served
from bot.core.records import Match
from bot.team_battles.arena import TeamScore
from bot.team_battles.discord.buttons import join_view
from bot.team_battles.discord.presenter import final_text, post_text, standings_picture
from bot.team_battles.records import Battle, BattleStatus
from bot.tournaments.entrant_names import name_getter
from i18n import Words

THREAD_NAME_LIMIT = 100


class DiscordBattleHost:
    def __init__(self, bot: commands.Bot) -> None:
        self._bot = bot

    async def open_game(self, battle: Battle, players: list[int]) -> int:
        channel = await channel_of(self._bot, battle.channel_id)
        if not isinstance(channel, discord.TextChannel):  # refused since (`create`)
            raise TypeError(f"team battle {battle.id} is in a channel without threads")
        said = await channel_words(self._bot, channel)
        name = said("battle-thread", id=str(battle.id))[:THREAD_NAME_LIMIT]
        thread = await channel.create_thread(name=name, type=discord.ChannelType.public_thread)
        await thread.send(
            said(
                "battle-game-opened",
                id=str(battle.id),
                players=versus((mention(user) for user in players), said),
            ),
            allowed_mentions=discord.AllowedMentions(users=True),
        )
        return thread.id

    async def show_match(self, match: Match) -> None:
        await show_first_board(self._bot, match)

    async def refresh(self, battle: Battle, standings: list[TeamScore]) -> int:
        channel = await channel_of(self._bot, battle.channel_id)
        said = await channel_words(self._bot, channel)
        png, description = await self._picture(battle, standings, said)
        image = discord.File(io.BytesIO(png), filename="battle.png", description=description)
        view = join_view(battle.id, said) if battle.status == BattleStatus.RUNNING else None
        return await keep_post(
            channel, battle.message_id, post_text(battle, standings, said), [image], view
        )

    async def finished(self, battle: Battle, standings: list[TeamScore]) -> None:
        channel = await channel_of(self._bot, battle.channel_id)
        said = await channel_words(self._bot, channel)
        scorers = [discord.Object(user) for user, _ in standings[0].scorers]
        await channel.send(
            final_text(battle, standings, said),
            allowed_mentions=discord.AllowedMentions(users=scorers, roles=False, everyone=False),
        )

    async def _picture(
        self, battle: Battle, standings: list[TeamScore], said: Words
    ) -> tuple[bytes, str]:
        guild = self._bot.get_guild(battle.guild_id)
        users = [user for team in standings for user, _ in team.scorers]
        kept = await served(self._bot).tournaments.names.of_entrants(battle.guild_id, users)

        def role_name(role_id: int) -> str:
            role = guild.get_role(role_id) if guild is not None else None
            return role.name if role is not None else said("battle-unknown-team")

        name_of = name_getter(cached_name(guild), kept, said)
        return await standings_picture(battle, standings, role_name, name_of, said)
