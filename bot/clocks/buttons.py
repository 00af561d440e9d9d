"""The buttons of asynchronous play: claim a win on time, answer a takeback request,
accept a rematch. Each carries its match id, so it keeps working after a restart."""

from __future__ import annotations

from typing import ClassVar

import discord

from bot.core.board_post import board_post
from bot.core.buttons import IdButton
from bot.core.records import Match


def pace_of(client: discord.Client):
    """The asynchronous-play services, kept by the Pace cog."""
    return client.get_cog("Pace").services


def _button(label: str, style: discord.ButtonStyle, custom_id: str) -> discord.ui.Button:
    return discord.ui.Button(label=label, style=style, custom_id=custom_id)


class _MatchButton(IdButton):
    """A fixed button about one match: subclasses give its label, style and the custom
    id's text before the match id (their template's, without the id group)."""

    label: ClassVar[str]
    style: ClassVar[discord.ButtonStyle]
    prefix: ClassVar[str]

    def __init__(self, match_id: int) -> None:
        super().__init__(_button(self.label, self.style, f"{self.prefix}:{match_id}"))
        self.match_id = match_id


class ClaimWin(
    _MatchButton, discord.ui.DynamicItem[discord.ui.Button], template=r"clock:claim:(?P<id>\d+)"
):
    label = "Claim the win"
    style = discord.ButtonStyle.primary
    prefix = "clock:claim"

    async def act(self, interaction: discord.Interaction) -> None:
        await pace_of(interaction.client).clocks.claim_win(self.match_id, interaction.user.id)
        await interaction.response.edit_message(view=None)


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
        super().__init__(_button(label, style, f"takeback:{answer}:{match_id}"))
        self.match_id = match_id
        self.accept = accept

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        del interaction, item
        return cls(int(match["id"]), match["answer"] == "yes")

    async def act(self, interaction: discord.Interaction) -> None:
        takebacks = pace_of(interaction.client).takebacks
        match = await takebacks.answer(self.match_id, interaction.user.id, accept=self.accept)
        if not self.accept:
            await interaction.response.edit_message(
                content=f"{interaction.user.mention} refused the takeback; play on.", view=None
            )
            return
        await interaction.response.edit_message(
            content=f"{interaction.user.mention} allowed the takeback.", view=None
        )
        await _post_board(interaction, match, "The last move was taken back.")


class AcceptRematch(
    _MatchButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"rematch:accept:(?P<id>\d+)",
):
    label = "Accept rematch"
    style = discord.ButtonStyle.success
    prefix = "rematch:accept"

    async def act(self, interaction: discord.Interaction) -> None:
        rematches = pace_of(interaction.client).rematches
        old = await rematches.accept(self.match_id, interaction.user.id)
        await interaction.response.edit_message(
            content=f"{interaction.user.mention} accepted the rematch.", view=None
        )
        match = await rematches.start(old, old.channel_id)
        players = " vs ".join(f"<@{user}> ({seat})" for seat, user in match.seats.items())
        await _post_board(interaction, match, f"**Rematch**: {players}")


async def _post_board(interaction: discord.Interaction, match: Match, headline: str) -> None:
    client = interaction.client
    state = client.services.matches.state(match)
    post = await board_post(match, state, headline, await client.board_notes(match))
    await interaction.followup.send(**post.send_kwargs())


def takeback_view(match_id: int) -> discord.ui.View:
    return _view(AnswerTakeback(match_id, True), AnswerTakeback(match_id, False))


def rematch_view(match_id: int) -> discord.ui.View:
    return _view(AcceptRematch(match_id))


def claim_view(match_id: int) -> discord.ui.View:
    return _view(ClaimWin(match_id))


def _view(*items: discord.ui.Item) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view
