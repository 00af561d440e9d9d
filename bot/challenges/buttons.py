"""Accept / Decline under a challenge, and what accepting sets in motion: a thread for
the match (or the channel itself when threads are off or not allowed) and its first
board."""

from __future__ import annotations

import discord

import games
from bot.core.board_post import board_post
from bot.core.buttons import IdButton
from bot.core.records import Challenge


class AcceptChallenge(
    IdButton, discord.ui.DynamicItem[discord.ui.Button], template=r"challenge:accept:(?P<id>\d+)"
):
    def __init__(self, challenge_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Accept",
                style=discord.ButtonStyle.success,
                custom_id=f"challenge:accept:{challenge_id}",
            )
        )
        self.challenge_id = challenge_id

    async def act(self, interaction: discord.Interaction) -> None:
        services = interaction.client.services
        challenge = await services.challenges.accept(self.challenge_id, interaction.user.id)
        await interaction.response.edit_message(
            content=f"{challenge_text(challenge)}\nAccepted by {interaction.user.mention}.",
            view=None,
        )
        settings = await services.guild_settings.get(challenge.guild_id)
        home = interaction.channel
        if settings.use_threads:
            home = await _open_thread(interaction.message, challenge)
        match = await services.challenges.start_match(challenge, interaction.user.id, home.id)
        await services.clocks.adopt_challenge_control(challenge.id, match)
        state = services.matches.state(match)
        players = " vs ".join(f"<@{user}> ({seat})" for seat, user in match.seats.items())
        title = games.get(match.game_id).title
        notes = await interaction.client.board_notes(match)
        post = await board_post(match, state, f"**{title}**: {players}", notes)
        await home.send(**post.send_kwargs())


class DeclineChallenge(
    IdButton, discord.ui.DynamicItem[discord.ui.Button], template=r"challenge:decline:(?P<id>\d+)"
):
    def __init__(self, challenge_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Decline",
                style=discord.ButtonStyle.danger,
                custom_id=f"challenge:decline:{challenge_id}",
            )
        )
        self.challenge_id = challenge_id

    async def act(self, interaction: discord.Interaction) -> None:
        challenges = interaction.client.services.challenges
        challenge = await challenges.decline(self.challenge_id, interaction.user.id)
        await interaction.response.edit_message(
            content=f"{challenge_text(challenge)}\n{challenge.status.value.capitalize()}.",
            view=None,
        )


def challenge_view(challenge: Challenge) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(AcceptChallenge(challenge.id))
    view.add_item(DeclineChallenge(challenge.id))
    return view


def challenge_text(challenge: Challenge) -> str:
    """One line naming who challenges whom to what, with the chosen options."""
    opponent = "anyone" if challenge.is_open else f"<@{challenge.challenged_id}>"
    title = games.get(challenge.game_id).title
    details = [f"{key}={value}" for key, value in challenge.options.items() if value is not None]
    if challenge.seat is not None:
        details.insert(0, f"playing {challenge.seat}")
    extra = f" ({', '.join(details)})" if details else ""
    return f"<@{challenge.challenger_id}> challenges {opponent} to **{title}**{extra}."


async def _open_thread(message: discord.Message, challenge: Challenge) -> discord.abc.Messageable:
    """A thread on the challenge message, or its channel if a thread cannot be made
    there (we are in a thread already, or lack the permission)."""
    if isinstance(message.channel, discord.Thread):
        return message.channel
    name = f"{games.get(challenge.game_id).title} · challenge {challenge.id}"
    try:
        return await message.create_thread(name=name)
    except discord.HTTPException:
        return message.channel
