"""The buttons under a takeback request and a rematch offer. Each carries its match id,
so it keeps working after a restart. The computer needs no button: it accepts a rematch
at once (`computer_accepts_rematch`)."""

from __future__ import annotations

import discord

from bot.core.discord.board_post import board_post, players_text
from bot.core.discord.buttons import FixedButton, IdButton, persistent_view
from bot.core.discord.place import channel_here, channel_id_of
from bot.core.discord.readers import private_words, public_words
from bot.core.discord.served import notes_of, served
from bot.core.records import Match
from i18n import Words, words


class AnswerTakeback(
    IdButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"takeback:(?P<answer>yes|no):(?P<id>\d+)",
):
    lapses = frozenset(
        {
            "match-request-lapsed",
            "play-takeback-no-request",
            "play-takeback-match-over",
            "play-takeback-answered",
        }
    )

    def __init__(self, match_id: int, accept: bool, said: Words | None = None) -> None:
        said = said or words(None)  # rebuilt from its custom id: clicked, never shown
        answer = "yes" if accept else "no"
        label, style = (
            ("play-allow-takeback-button", discord.ButtonStyle.success)
            if accept
            else ("play-refuse-takeback-button", discord.ButtonStyle.danger)
        )
        super().__init__(
            discord.ui.Button(
                label=said(label), style=style, custom_id=f"takeback:{answer}:{match_id}"
            )
        )
        self.match_id = match_id
        self.accept = accept

    @classmethod
    async def from_custom_id(cls, interaction, item, match):
        del interaction, item
        return cls(int(match["id"]), match["answer"] == "yes")

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        takebacks = served(interaction.client).takebacks
        match = await takebacks.answer(
            self.match_id, interaction.user.id, channel_id_of(interaction), accept=self.accept
        )
        said = await public_words(interaction)
        answer = "play-takeback-allowed" if self.accept else "play-takeback-refused"
        await interaction.edit_original_response(
            content=said(answer, member=interaction.user.mention), view=None
        )
        if self.accept:
            await _post_board(interaction, match, said("play-takeback-done"), said)


class AcceptRematch(
    FixedButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"rematch:accept:(?P<id>\d+)",
):
    match_id: int
    label = "play-accept-rematch-button"
    style = discord.ButtonStyle.success
    prefix = "rematch:accept"
    lapses = frozenset({"play-rematch-no-offer", "play-rematch-answered"})

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        rematches = served(interaction.client).rematches
        old = await rematches.accept(self.match_id, interaction.user.id, channel_id_of(interaction))
        match = await rematches.start(old, old.channel_id)
        said = await public_words(interaction)
        await interaction.edit_original_response(
            content=said("play-rematch-accepted", member=interaction.user.mention), view=None
        )
        await _post_rematch(interaction, match, said, "play-rematch-heading")


async def computer_accepts_rematch(interaction: discord.Interaction, old: Match) -> None:
    """The member's rematch offer to the computer, answered at once: the rematch starts
    (the computer at its old level), its board is posted, and then the computer may
    move."""
    services = served(interaction.client)
    step = await services.computer.rematch_seat(old)
    match = await services.rematches.start(old, old.channel_id, also=step)
    said = await public_words(interaction)
    try:
        await _post_rematch(interaction, match, said, "play-rematch-heading-computer")
    finally:
        await services.computer.begin(match)
    await interaction.edit_original_response(
        content=private_words(interaction)("play-rematch-computer-accepted")
    )


async def _post_rematch(
    interaction: discord.Interaction, match: Match, said: Words, heading: str
) -> None:
    """The rematch's first board under `heading` (a message id naming the players)."""
    headline = said(heading, players=players_text(match, said))
    await _post_board(interaction, match, headline, said)


async def _post_board(
    interaction: discord.Interaction, match: Match, headline: str, said: Words
) -> None:
    client = interaction.client
    state = served(client).matches.state(match)
    notes = await notes_of(client)(match)
    post = await board_post(match, state, headline, notes, said=said)
    await channel_here(interaction).send(**post.send_kwargs())


def takeback_view(match_id: int, said: Words) -> discord.ui.View:
    return persistent_view(
        AnswerTakeback(match_id, True, said), AnswerTakeback(match_id, False, said)
    )


def rematch_view(match_id: int, said: Words) -> discord.ui.View:
    return persistent_view(AcceptRematch(match_id, said))
