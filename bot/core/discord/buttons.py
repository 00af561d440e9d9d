"""The shape every persistent button of the bot shares.

A button carries one id (a challenge's or a match's) in its `custom_id`, so after a
restart discord.py rebuilds it from the custom id alone (`DynamicItem`) and it works on
messages of any age. Its failures go to the same reporter as slash commands: without
this, discord.py would only log them and the member would see "interaction failed".
"""

from __future__ import annotations

import contextlib
import re
from typing import Any, ClassVar, Self

import discord

from bot.core import log_context
from bot.core.discord.interaction_errors import report
from bot.core.errors import NotPermitted, ServiceError
from i18n import Words, words


class IdButton:
    """Mix in before `discord.ui.DynamicItem[discord.ui.Button]`; subclasses implement
    `act` (and `from_custom_id`, which a `FixedButton` has), and name in `lapses` the
    refusals that mean the request under the button is gone (answered, expired, its
    match moved on or over): such a refusal also takes the buttons off the message."""

    lapses: ClassVar[frozenset[str]] = frozenset()

    async def callback(self, interaction: discord.Interaction) -> None:
        log_context.about(server=interaction.guild_id, interaction=interaction.id)
        try:
            await self.act(interaction)
        except Exception as error:  # every failure reaches the member, see module doc
            if isinstance(error, ServiceError) and error.message.id in self.lapses:
                await _without_buttons(interaction)
            await report(interaction, error)

    async def act(self, interaction: discord.Interaction) -> None:
        raise NotImplementedError


class FixedButton(IdButton):
    """A button whose look is fixed by its class: subclasses give `label` (a message
    id, worded in the language of the message the button sits under), `style` and
    `prefix`, the custom id's text before the id (their template's, without its one
    group, `(?P<id>\\d+)`), and store the id under `id_name`, declaring it
    (`match_id: int`). A button rebuilt from its custom id after a restart is only
    clicked, never shown, so its words do not matter there."""

    label: ClassVar[str]
    style: ClassVar[discord.ButtonStyle]
    prefix: ClassVar[str]
    id_name: ClassVar[str] = "match_id"

    def __init__(self, thing_id: int, said: Words | None = None) -> None:
        said = said or words(None)
        # A mixin: the type checker sees `object` next, a button's MRO has DynamicItem.
        super().__init__(  # type: ignore[call-arg]
            discord.ui.Button(
                label=said(self.label), style=self.style, custom_id=f"{self.prefix}:{thing_id}"
            )
        )
        setattr(self, self.id_name, thing_id)

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        del interaction, item
        return cls(int(match["id"]))


class AskedButton(IdButton):
    """A button on a private question put to one member about one match (confirm a
    resignation, replace a premove branch): its custom id is `prefix:match:user`, and
    only that member's click counts. Subclasses give `label`, `style`, `prefix`,
    `not_yours` (the refusal of anybody else's click) and `answer`, and their template
    `prefix:(?P<id>\\d+):(?P<user>\\d+)`."""

    label: ClassVar[str]
    style: ClassVar[discord.ButtonStyle]
    prefix: ClassVar[str]
    not_yours: ClassVar[str]

    def __init__(self, match_id: int, user_id: int, said: Words | None = None) -> None:
        said = said or words(None)  # rebuilt from its custom id: clicked, never shown
        # A mixin: the type checker sees `object` next, a button's MRO has DynamicItem.
        super().__init__(  # type: ignore[call-arg]
            discord.ui.Button(
                label=said(self.label),
                style=self.style,
                custom_id=f"{self.prefix}:{match_id}:{user_id}",
            )
        )
        self.match_id = match_id
        self.user_id = user_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction, item: discord.ui.Item[Any], match: re.Match[str]
    ) -> Self:
        del interaction, item
        return cls(int(match["id"]), int(match["user"]))

    async def act(self, interaction: discord.Interaction) -> None:
        await interaction.response.defer()
        if interaction.user.id != self.user_id:
            raise NotPermitted(self.not_yours)
        await self.answer(interaction)

    async def answer(self, interaction: discord.Interaction) -> None:
        """The member's click, deferred: act on it and edit the question."""
        raise NotImplementedError


async def _without_buttons(interaction: discord.Interaction) -> None:
    """Take the buttons off the clicked message (the click was deferred first)."""
    if interaction.response.is_done():
        with contextlib.suppress(discord.HTTPException):
            await interaction.edit_original_response(view=None)


def persistent_view(*items: discord.ui.Item[Any]) -> discord.ui.View:
    """A view that never times out: its buttons are rebuilt from their custom ids."""
    view = discord.ui.View(timeout=None)
    for item in items:
        view.add_item(item)
    return view
