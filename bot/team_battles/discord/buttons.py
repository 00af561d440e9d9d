"""Join under a team battle's post, and the team choice a member with two team roles
is offered privately. Persistent buttons (`DynamicItem`): the battle id (and the
chosen role) ride in the custom id, so they keep working after a restart."""

from __future__ import annotations

import re
from typing import Any, Self

import discord

from bot.core.discord.buttons import FixedButton, IdButton
from bot.core.discord.place import guild_id_of
from bot.core.discord.readers import private_words
from bot.core.discord.served import served
from bot.team_battles.discord.presenter import role_mention
from i18n import Words


async def _join(interaction: discord.Interaction, battle_id: int, team: int | None) -> None:
    await interaction.response.defer(ephemeral=True, thinking=True)
    services = served(interaction.client)
    user = interaction.user
    roles = [role.id for role in getattr(user, "roles", [])]
    joined = await services.team_battles.join(
        guild_id_of(interaction), battle_id, user.id, roles, team
    )
    said = private_words(interaction)
    if isinstance(joined, tuple):
        view = discord.ui.View(timeout=None)
        for role in joined:
            view.add_item(PickTeam(battle_id, role, _role_name(interaction, role, said)))
        await interaction.followup.send(said("battle-choose-team"), view=view, ephemeral=True)
        return
    await services.tournaments.names.keep(guild_id_of(interaction), user.id, user.display_name)
    await interaction.followup.send(
        said("battle-joined", team=role_mention(joined)),
        ephemeral=True,
        allowed_mentions=discord.AllowedMentions.none(),
    )


def _role_name(interaction: discord.Interaction, role_id: int, said: Words) -> str:
    role = interaction.guild.get_role(role_id) if interaction.guild is not None else None
    return (role.name if role is not None else said("battle-unknown-team"))[:80]


class JoinBattle(
    FixedButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"team-battle:join:(?P<id>\d+)",
):
    label = "battle-join"
    style = discord.ButtonStyle.success
    prefix = "team-battle:join"
    id_name = "battle_id"
    battle_id: int

    async def act(self, interaction: discord.Interaction) -> None:
        await _join(interaction, self.battle_id, None)


class PickTeam(
    IdButton,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"team-battle:team:(?P<id>\d+):(?P<role>\d+)",
):
    def __init__(self, battle_id: int, role_id: int, label: str = "") -> None:
        super().__init__(
            discord.ui.Button(
                label=label or None,
                style=discord.ButtonStyle.primary,
                custom_id=f"team-battle:team:{battle_id}:{role_id}",
            )
        )
        self.battle_id = battle_id
        self.role_id = role_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        del interaction, item
        return cls(int(match["id"]), int(match["role"]))

    async def act(self, interaction: discord.Interaction) -> None:
        await _join(interaction, self.battle_id, self.role_id)


def join_view(battle_id: int, said: Words) -> discord.ui.View:
    """Join, labelled in the language of the post it hangs under."""
    view = discord.ui.View(timeout=None)
    view.add_item(JoinBattle(battle_id, said))
    return view
