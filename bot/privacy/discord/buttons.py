"""The clicks that confirm forgetting a member and purging a server. Each sits on a
private answer and is checked again when clicked: a forged custom id (another
member's id, another server's) gets the answer a stranger's click gets."""

from __future__ import annotations

import discord

from bot.core.discord.buttons import FixedButton
from bot.core.discord.moderators import is_moderator
from bot.core.discord.readers import private_words
from bot.core.discord.served import served
from bot.core.errors import NotFound, NotPermitted


class _Confirm(FixedButton):
    """A red button carrying one id (`thing_id`) that does `act` once clicked."""

    label = "privacy-confirm-button"
    style = discord.ButtonStyle.danger
    id_name = "thing_id"
    thing_id: int

    async def _done(self, interaction: discord.Interaction, message: str) -> None:
        await interaction.edit_original_response(
            content=private_words(interaction)(message), view=None
        )


class ConfirmForget(
    _Confirm, discord.ui.DynamicItem[discord.ui.Button], template=r"privacy:forget:(?P<id>\d+)"
):
    """`/privacy forget`'s click: only the member it names may press it."""

    prefix = "privacy:forget"

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        if interaction.user.id != self.thing_id:
            raise NotPermitted("privacy-not-yours")
        await served(interaction.client).privacy.forget(interaction.user.id)
        await self._done(interaction, "privacy-forgotten")


class ConfirmMemberForget(
    _Confirm,
    discord.ui.DynamicItem[discord.ui.Button],
    template=r"privacy:mod-forget:(?P<id>\d+)",
):
    """`/mod forget`'s click: a moderator of the server where it is pressed forgets,
    in that server only, a member who is no longer in it."""

    prefix = "privacy:mod-forget"

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        if interaction.guild is None or not await is_moderator(interaction):
            raise NotPermitted("privacy-moderators-only")
        await forgettable_here(interaction, self.thing_id)
        await served(interaction.client).privacy.forget(
            self.thing_id, guild_id=interaction.guild_id
        )
        await self._done(interaction, "privacy-member-forgotten")


class ConfirmPurge(
    _Confirm, discord.ui.DynamicItem[discord.ui.Button], template=r"privacy:purge:(?P<id>\d+)"
):
    """`/mod purge`'s click: the owner of the server it names, pressed there."""

    prefix = "privacy:purge"

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        guild = require_owner(interaction)
        if self.thing_id != guild.id:
            raise NotFound("privacy-not-this-server")
        await served(interaction.client).privacy.purge(guild.id)
        await self._done(interaction, "privacy-purged")


def require_owner(interaction: discord.Interaction) -> discord.Guild:
    """The server the interaction comes from, if its owner sent it."""
    guild = interaction.guild
    if guild is None or guild.owner_id != interaction.user.id:
        raise NotPermitted("privacy-owner-only")
    return guild


async def forgettable_here(interaction: discord.Interaction, user_id: int) -> None:
    """Refuse unless the server holds something of `user_id`, who has left it: a
    moderator forgets former members, never someone who is still here to ask."""
    guild = interaction.guild
    privacy = served(interaction.client).privacy
    if guild is None or not await privacy.holds_anything(user_id, guild.id):
        raise NotFound("privacy-nothing-here")
    try:
        await guild.fetch_member(user_id)
    except discord.NotFound:
        return
    raise NotPermitted("privacy-still-a-member")
