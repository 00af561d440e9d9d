"""Accept / Decline under a challenge, and what accepting sets in motion: a thread for
the match (or the channel itself when threads are off or it is a thread already) and
its first board.

The click is answered first; the thread, the match and the board follow. The match and
the challenge's acceptance commit together (`ChallengeService.start_match`), so a
refusal there leaves the challenge pending for another try, and the thread opened for
it is removed again, unless another click's match lives in it.

A challenge message has one thread at most, with the message's own id: two clicks at
once (a double click while Discord is slow to answer the first, or two members) both
reach it, the second through Discord's "a thread has already been created for this
message". A match in that thread can only be this challenge's: the click that loses
the race to it says nothing when it was the same member's, and that someone answered
first when not.
"""

from __future__ import annotations

import contextlib
import logging

import discord

from bot.challenges.discord.wording import challenge_text, game_heading, thread_name
from bot.core.discord.board_post import board_post, players_text
from bot.core.discord.buttons import FixedButton, persistent_view
from bot.core.discord.channels import Postable, channel_of
from bot.core.discord.place import channel_here, channel_id_of, guild_of
from bot.core.discord.readers import public_words
from bot.core.discord.served import notes_of, served
from bot.core.errors import Conflict, NotFound
from bot.core.matches import MatchService
from bot.core.records import Challenge, ChallengeStatus, Match
from i18n import Words

log = logging.getLogger(__name__)

SETTLED = frozenset({"challenge-settled", "challenge-expired-refusal"})
"""The refusals of a click on a challenge that is no longer waiting."""
THREAD_EXISTS = 160004
"""Discord's error code for a second thread on one message."""


class AcceptChallenge(
    FixedButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"challenge:accept:(?P<id>\d+)",
):
    challenge_id: int
    label = "challenge-accept-button"
    style = discord.ButtonStyle.success
    prefix = "challenge:accept"
    id_name = "challenge_id"
    lapses = SETTLED

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        services = served(interaction.client)
        challenge = await services.challenges.acceptable(
            self.challenge_id, interaction.user.id, channel_id=channel_id_of(interaction)
        )
        settings = await services.guild_settings.get(challenge.guild_id)
        said = await public_words(interaction)
        home: Postable = channel_here(interaction)
        opened = None
        if settings.use_threads and not isinstance(home, discord.Thread):
            opened = await _open_thread(interaction, challenge, said)
            home = opened or home
        try:
            match = await services.challenges.start_match(challenge, interaction.user.id, home.id)
        except Conflict:
            there = None if opened is None else await _match_in(services.matches, opened.id)
            if there is None:
                await _remove(opened, services.matches)
                raise
            if there.seat_of(interaction.user.id) is not None:
                return  # the member's other click made the match, and said so
            raise Conflict("challenge-answered-first") from None
        except Exception:
            await _remove(opened, services.matches)
            raise
        accepted = said("challenge-accepted-by", member=interaction.user.mention)
        await interaction.edit_original_response(
            content=f"{challenge_text(challenge, said)}\n{accepted}", view=None
        )
        board = await _first_board(interaction.client, match, said)
        await home.send(**board.send_kwargs())


async def _first_board(client: discord.Client, match: Match, said: Words):
    state = served(client).matches.state(match)
    heading = said(
        "challenge-match-heading",
        game=game_heading(match.game_id, match.options),
        players=players_text(match, said),
    )
    notes = await notes_of(client)(match)
    return await board_post(match, state, heading, notes, said=said)


class DeclineChallenge(
    FixedButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"challenge:decline:(?P<id>\d+)",
):
    challenge_id: int
    label = "challenge-decline-button"
    style = discord.ButtonStyle.danger
    prefix = "challenge:decline"
    id_name = "challenge_id"
    lapses = SETTLED

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        challenges = served(interaction.client).challenges
        challenge = await challenges.decline(
            self.challenge_id, interaction.user.id, channel_id=channel_id_of(interaction)
        )
        said = await public_words(interaction)
        answer = said(ANSWERS[challenge.status])
        await interaction.edit_original_response(
            content=f"{challenge_text(challenge, said)}\n{answer}", view=None
        )


ANSWERS = {
    ChallengeStatus.DECLINED: "challenge-declined",
    ChallengeStatus.WITHDRAWN: "challenge-withdrawn",
}
"""What a challenge's Decline button leaves under it: the challenged member declined, or
the challenger took it back."""


def challenge_view(challenge: Challenge, said: Words) -> discord.ui.View:
    return persistent_view(
        AcceptChallenge(challenge.id, said), DeclineChallenge(challenge.id, said)
    )


async def _open_thread(
    interaction: discord.Interaction, challenge: Challenge, said: Words
) -> discord.Thread | None:
    """A thread on the challenge message named after the players, or None if Discord
    refuses one (the match is then played in the channel)."""
    message = interaction.message
    if message is None:  # a click always comes with the message it was under
        return None
    challenger = await _display_name(guild_of(interaction), challenge.challenger_id)
    name = thread_name(challenge, challenger, interaction.user.display_name, said)
    try:
        return await message.create_thread(name=name)
    except discord.HTTPException as refused:
        if refused.code == THREAD_EXISTS:
            thread = await channel_of(interaction.client, message.id)
            if isinstance(thread, discord.Thread):
                return thread
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


async def _match_in(matches: MatchService, channel_id: int) -> Match | None:
    try:
        return await matches.in_channel(channel_id)
    except NotFound:
        return None


async def _remove(thread: discord.Thread | None, matches: MatchService) -> None:
    """Take back a thread opened for a match that was not made: delete it, or, where
    the bot may not (deleting needs Manage Threads), archive it, which its creator may.
    A thread another click's match lives in stays."""
    if thread is None or await _match_in(matches, thread.id) is not None:
        return
    try:
        await thread.delete()
    except discord.HTTPException:
        with contextlib.suppress(discord.HTTPException):
            await thread.edit(archived=True)
