"""The buttons under a takeback request and a rematch offer. Each carries its match id,
so it keeps working after a restart. The computer needs no button: it accepts a rematch
at once (`computer_accepts_rematch`)."""

from __future__ import annotations

import discord

from bot.core.board_post import board_post
from bot.core.buttons import FixedButton, IdButton, persistent_view
from bot.core.discord_text import mention
from bot.core.records import Match


class AnswerTakeback(
    IdButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"takeback:(?P<answer>yes|no):(?P<id>\d+)",
):
    def __init__(self, match_id: int, accept: bool) -> None:
        answer = "yes" if accept else "no"
        label, style = (
            ("Allow takeback", discord.ButtonStyle.success)
            if accept
            else ("Refuse takeback", discord.ButtonStyle.danger)
        )
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"takeback:{answer}:{match_id}")
        )
        self.match_id = match_id
        self.accept = accept

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        del interaction, item
        return cls(int(match["id"]), match["answer"] == "yes")

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        takebacks = interaction.client.services.takebacks
        match = await takebacks.answer(
            self.match_id, interaction.user.id, interaction.channel_id, accept=self.accept
        )
        verb = "allowed" if self.accept else "refused"
        await interaction.edit_original_response(
            content=f"{interaction.user.mention} {verb} the takeback."
            + ("" if self.accept else " Play on."),
            view=None,
        )
        if self.accept:
            await _post_board(interaction, match, "The last move was taken back.")


class AcceptRematch(
    FixedButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"rematch:accept:(?P<id>\d+)",
):
    label = "Accept rematch"
    style = discord.ButtonStyle.success
    prefix = "rematch:accept"

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        rematches = interaction.client.services.rematches
        old = await rematches.accept(self.match_id, interaction.user.id, interaction.channel_id)
        match = await rematches.start(old, old.channel_id)
        await interaction.edit_original_response(
            content=f"{interaction.user.mention} accepted the rematch.", view=None
        )
        await _post_rematch(interaction, match)


async def computer_accepts_rematch(interaction: discord.Interaction, old: Match) -> None:
    """The member's rematch offer to the computer, answered at once: the rematch starts
    (the computer at its old level), its board is posted, and then the computer may
    move."""
    services = interaction.client.services
    step = await services.computer.rematch_seat(old)
    match = await services.rematches.start(old, old.channel_id, also=step)
    try:
        await _post_rematch(interaction, match, "The computer accepts. ")
    finally:
        await services.computer.begin(match)
    await interaction.edit_original_response(content="The computer accepted: play on.")


async def _post_rematch(interaction: discord.Interaction, match: Match, before: str = "") -> None:
    players = " vs ".join(f"{mention(user)} ({seat})" for seat, user in match.seats.items())
    await _post_board(interaction, match, f"{before}**Rematch**: {players}")


async def _post_board(interaction: discord.Interaction, match: Match, headline: str) -> None:
    client = interaction.client
    state = client.services.matches.state(match)
    post = await board_post(match, state, headline, await client.board_notes(match))
    await interaction.channel.send(**post.send_kwargs())


def takeback_view(match_id: int) -> discord.ui.View:
    return persistent_view(AnswerTakeback(match_id, True), AnswerTakeback(match_id, False))


def rematch_view(match_id: int) -> discord.ui.View:
    return persistent_view(AcceptRematch(match_id))
