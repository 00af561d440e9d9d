"""`/challenge`: invite a member (or anyone) to a match, and announce the challenges
nobody answered in time.

When a challenge expires is the service's business (a timer on the bot's scheduler,
kept over restarts); this cog only gives it the announcer that edits the challenge
message and tells the channel.
"""

from __future__ import annotations

import logging

import discord
from discord import app_commands
from discord.ext import commands

from bot.challenges.discord.buttons import challenge_view
from bot.challenges.discord.permissions import missing_permissions
from bot.challenges.discord.wording import challenge_text
from bot.challenges.service import ChallengeService
from bot.clocks.keeper import read_time_control
from bot.core.discord.channels import channel_of
from bot.core.discord.game_choices import GAME_CHOICES
from bot.core.discord.markup import mention, timestamp
from bot.core.discord.option_suggestions import suggest_options
from bot.core.discord.place import channel_here, channel_id_of, guild_id_of
from bot.core.discord.readers import channel_words, private_words, public_words
from bot.core.discord.seat_suggestions import suggest_seats
from bot.core.errors import NotPermitted
from bot.core.guild_settings import GuildSettingsService
from bot.core.option_text import parse_options
from bot.core.records import Challenge

log = logging.getLogger(__name__)


class Challenges(commands.Cog):
    def __init__(
        self, client: discord.Client, challenges: ChallengeService, settings: GuildSettingsService
    ) -> None:
        self.client = client
        self.challenges = challenges
        self.settings = settings

    @app_commands.command(name="challenge")
    @app_commands.guild_only()
    @app_commands.describe(
        game="The game to play",
        opponent="Who you challenge; leave empty for an open challenge anyone can accept",
        seat="Your seat (e.g. dark, light, H, V, black, white); empty for a random one",
        options="Game options as key=value pairs, e.g. size=8; the server's defaults fill the rest",
        time="Time control: 3d (days a move), 3d+7d (with a reserve), 10m; empty: server default",
    )
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.autocomplete(options=suggest_options, seat=suggest_seats)
    async def challenge(  # noqa: PLR0917 (each parameter is one option of the command)
        self,
        interaction: discord.Interaction,
        game: app_commands.Choice[str],
        opponent: discord.Member | None = None,
        seat: app_commands.Range[str, 1, 20] | None = None,
        options: app_commands.Range[str, 1, 300] | None = None,
        time: app_commands.Range[str, 1, 20] | None = None,
    ) -> None:
        """Challenge a member, or everyone here, to a match."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        if opponent is not None and opponent.bot:
            raise NotPermitted("challenge-no-bots")
        control = None if time is None else read_time_control(time)
        in_thread = isinstance(interaction.channel, discord.Thread)
        settings = await self.settings.get(guild_id_of(interaction))
        missing = missing_permissions(
            interaction.app_permissions,
            in_thread=in_thread,
            new_thread=settings.use_threads and not in_thread,
        )
        if missing:
            said = private_words(interaction)
            raise NotPermitted(
                "challenge-missing-permissions", permissions=said.list(map(said, missing))
            )
        challenge = await self.challenges.issue(
            guild_id=guild_id_of(interaction),
            channel_id=channel_id_of(interaction),
            challenger_id=interaction.user.id,
            challenged_id=None if opponent is None else opponent.id,
            game_id=game.value,
            options=parse_options(options),
            seat=seat,
            time_control=None if control is None else str(control),
            in_thread=in_thread,
        )
        said = await public_words(interaction)
        expiry = said("challenge-expires", when=timestamp(challenge.expires_at, "R"))
        message = await channel_here(interaction).send(
            f"{challenge_text(challenge, said)}\n{expiry}",
            view=challenge_view(challenge, said),
            allowed_mentions=discord.AllowedMentions(users=True),
        )
        await self.challenges.attach_message(challenge.id, message.id)
        await interaction.edit_original_response(
            content=private_words(interaction)("challenge-posted")
        )

    async def announce_expiry(self, challenge: Challenge) -> None:
        """Mark the challenge message expired (without its buttons) and say so below.
        Discord refusing (a deleted channel, missing permissions) is logged, not
        raised: the challenge has expired either way."""
        try:
            await self._post_expiry(challenge)
        except discord.HTTPException:
            log.warning("could not announce the expiry of challenge %d", challenge.id)

    async def _post_expiry(self, challenge: Challenge) -> None:
        channel = await channel_of(self.client, challenge.channel_id)
        said = await channel_words(self.client, channel)
        text = f"{challenge_text(challenge, said)}\n{said('challenge-expired')}"
        if challenge.message_id is not None:
            await channel.get_partial_message(challenge.message_id).edit(content=text, view=None)
        await channel.send(
            said("challenge-expired-notice", challenger=mention(challenge.challenger_id)),
            allowed_mentions=discord.AllowedMentions.none(),
        )
