"""Join and Leave under a tournament's registration post.

Persistent buttons (`DynamicItem`): the tournament id rides in the custom id, so they
keep working after a restart. The service refreshes the post, and with it the list of
players, after every change.
"""

from __future__ import annotations

from typing import ClassVar

import discord

from bot.core.discord.buttons import FixedButton, persistent_view
from bot.core.discord.place import guild_id_of
from bot.core.discord.readers import private_words
from bot.core.discord.served import served
from bot.tournaments.discord.wording import tournament_name
from i18n import Words


class _RegistrationButton(FixedButton):
    action: ClassVar[str]
    """The `Registration` method the button calls: "join" or "leave"."""
    done: ClassVar[str]
    """The message of the private answer, in the member's language."""
    id_name = "tournament_id"
    tournament_id: int

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        registration = served(interaction.client).tournaments.registration
        change = getattr(registration, self.action)
        user = interaction.user
        guild_id = guild_id_of(interaction)
        tournament = await change(guild_id, self.tournament_id, user.id)
        if self.action == "join":
            names = served(interaction.client).tournaments.names
            await names.keep(guild_id, user.id, user.display_name)
        said = private_words(interaction)
        name = tournament_name(tournament, said)
        await interaction.followup.send(said(self.done, name=name), ephemeral=True)


class JoinTournament(
    _RegistrationButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"tournament:join:(?P<id>\d+)",
):
    action = "join"
    prefix = "tournament:join"
    label = "tourney-join"
    style = discord.ButtonStyle.success
    done = "tourney-joined"


class LeaveTournament(
    _RegistrationButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"tournament:leave:(?P<id>\d+)",
):
    action = "leave"
    prefix = "tournament:leave"
    label = "tourney-leave"
    style = discord.ButtonStyle.secondary
    done = "tourney-left"


def registration_view(tournament_id: int, said: Words) -> discord.ui.View:
    """Join and Leave, labelled in the language of the post they hang under."""
    return persistent_view(
        JoinTournament(tournament_id, said), LeaveTournament(tournament_id, said)
    )
