"""Accept / Decline under a challenge, and what accepting sets in motion: a thread for
the match (or the channel itself when threads are off or it is a thread already) and
its first board.

The click is answered first; the thread, the match and the board follow. The match and
the challenge's acceptance commit together (`ChallengeService.start_match`), so a
refusal there leaves the challenge pending for another try, and the thread opened for
it is removed again.
"""

from __future__ import annotations

import contextlib
import logging

import discord

from bot.challenges.wording import challenge_text, game_heading, thread_name
from bot.core.board_post import board_post
from bot.core.buttons import FixedButton, persistent_view
from bot.core.discord_text import mention
from bot.core.records import Challenge, Match

log = logging.getLogger(__name__)


class AcceptChallenge(
    FixedButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"challenge:accept:(?P<id>\d+)",
):
    label = "Accept"
    style = discord.ButtonStyle.success
    prefix = "challenge:accept"
    id_name = "challenge_id"

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        services = interaction.client.services
        challenge = await services.challenges.acceptable(
            self.challenge_id, interaction.user.id, channel_id=interaction.channel_id
        )
        settings = await services.guild_settings.get(challenge.guild_id)
        home: discord.abc.Messageable = interaction.channel
        opened = None
        if settings.use_threads and not isinstance(interaction.channel, discord.Thread):
            opened = await _open_thread(interaction, challenge)
            home = opened or home
        try:
            match = await services.challenges.start_match(challenge, interaction.user.id, home.id)
        except Exception:
            await _remove(opened)
            raise
        await interaction.edit_original_response(
            content=f"{challenge_text(challenge)}\nAccepted by {interaction.user.mention}.",
            view=None,
        )
        await home.send(**(await _first_board(interaction.client, match)).send_kwargs())


async def _first_board(client: discord.Client, match: Match):
    state = client.services.matches.state(match)
    players = " vs ".join(f"{mention(user)} ({seat})" for seat, user in match.seats.items())
    heading = f"**{game_heading(match.game_id, match.options)}**: {players}"
    return await board_post(match, state, heading, await client.board_notes(match))


class DeclineChallenge(
    FixedButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"challenge:decline:(?P<id>\d+)",
):
    label = "Decline"
    style = discord.ButtonStyle.danger
    prefix = "challenge:decline"
    id_name = "challenge_id"

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        challenges = interaction.client.services.challenges
        challenge = await challenges.decline(
            self.challenge_id, interaction.user.id, channel_id=interaction.channel_id
        )
        await interaction.edit_original_response(
            content=f"{challenge_text(challenge)}\n{challenge.status.value.capitalize()}.",
            view=None,
        )


def challenge_view(challenge: Challenge) -> discord.ui.View:
    return persistent_view(AcceptChallenge(challenge.id), DeclineChallenge(challenge.id))


async def _open_thread(
    interaction: discord.Interaction, challenge: Challenge
) -> discord.Thread | None:
    """A thread on the challenge message named after the players, or None if Discord
    refuses one (the match is then played in the channel)."""
    challenger = await _display_name(interaction.guild, challenge.challenger_id)
    name = thread_name(challenge, challenger, interaction.user.display_name)
    try:
        return await interaction.message.create_thread(name=name)
    except discord.HTTPException:
        log.info("no thread for challenge %d; playing in the channel", challenge.id)
        return None


async def _display_name(guild: discord.Guild, user_id: int) -> str:
    member = guild.get_member(user_id)
    if member is None:
        try:
            member = await guild.fetch_member(user_id)
        except discord.HTTPException:
            return str(user_id)
    return member.display_name


async def _remove(thread: discord.Thread | None) -> None:
    """Take back a thread opened for a match that was not made: delete it, or, where
    the bot may not (deleting needs Manage Threads), archive it, which its creator may."""
    if thread is None:
        return
    try:
        await thread.delete()
    except discord.HTTPException:
        with contextlib.suppress(discord.HTTPException):
            await thread.edit(archived=True)
