"""The first board of a match someone else arranged (a tournament's table, a team
battle's game), posted in its thread: who sits where, the board and its clock lines."""

from __future__ import annotations

from discord.ext import commands

from bot.core.discord.board_post import board_post
from bot.core.discord.channels import channel_of
from bot.core.discord.markup import mention, versus
from bot.core.discord.readers import channel_words
from bot.core.discord.served import notes_of, served
from bot.core.records import Match


async def show_first_board(bot: commands.Bot, match: Match) -> None:
    state = served(bot).matches.state(match)
    channel = await channel_of(bot, match.channel_id)
    said = await channel_words(bot, channel)
    players = versus(
        (
            said("tourney-seated", player=mention(user), seat=match.seat_name(seat))
            for seat, user in match.seats.items()
        ),
        said,
    )
    notes = await notes_of(bot)(match)
    post = await board_post(match, state, players, notes, said=said)
    await channel.send(**post.send_kwargs())
