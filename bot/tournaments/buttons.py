"""Join and Leave under a tournament's registration post.

Persistent buttons (`DynamicItem`): the tournament id rides in the custom id, so they
keep working after a restart. The service refreshes the post, and with it the list of
players, after every change.
"""

from __future__ import annotations

from typing import ClassVar

import discord

from bot.core.buttons import IdButton


class _RegistrationButton(IdButton):
    action: ClassVar[str]
    """The `Registration` method the button calls: "join" or "leave"."""
    label: ClassVar[str]
    style: ClassVar[discord.ButtonStyle]
    done: ClassVar[str]

    def __init__(self, tournament_id: int) -> None:
        super().__init__(
            discord.ui.Button(
                label=self.label,
                style=self.style,
                custom_id=f"tournament:{self.action}:{tournament_id}",
            )
        )
        self.tournament_id = tournament_id

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        registration = interaction.client.services.tournaments.registration
        change = getattr(registration, self.action)
        tournament = await change(interaction.guild_id, self.tournament_id, interaction.user.id)
        await interaction.followup.send(self.done.format(name=tournament.name), ephemeral=True)


class JoinTournament(
    _RegistrationButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"tournament:join:(?P<id>\d+)",
):
    action = "join"
    label = "Join"
    style = discord.ButtonStyle.success
    done = "You are in **{name}**."


class LeaveTournament(
    _RegistrationButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"tournament:leave:(?P<id>\d+)",
):
    action = "leave"
    label = "Leave"
    style = discord.ButtonStyle.secondary
    done = "You left **{name}**."


def registration_view(tournament_id: int) -> discord.ui.View:
    view = discord.ui.View(timeout=None)
    view.add_item(JoinTournament(tournament_id))
    view.add_item(LeaveTournament(tournament_id))
    return view
