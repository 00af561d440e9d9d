"""`/language`: moderators choose the language of the server's or a channel's public
posts (boards, results, challenges, tournament posts). Members' private answers always
read in their own Discord language, whatever is chosen here."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.discord.moderators import moderators_only
from bot.core.discord.place import channel_here, guild_id_of, guild_of
from bot.core.discord.readers import home_channel_id, private_words
from bot.core.errors import InvalidRequest
from bot.core.quoting import excerpt
from bot.languages.names import language_named, languages_matching, native_name
from bot.languages.service import LanguageService, Source

SCOPES = [
    app_commands.Choice(name="server", value="server"),
    app_commands.Choice(name="channel", value="channel"),
]

SHOWN = {
    Source.CHANNEL: "language-shown-channel",
    Source.SERVER: "language-shown-server",
    Source.DISCORD: "language-shown-discord",
}


class Languages(commands.Cog):
    language = app_commands.Group(
        name="language",
        description="The language of this server's boards and posts",
        guild_only=True,
        default_permissions=discord.Permissions(manage_guild=True),
    )

    def __init__(self, service: LanguageService) -> None:
        self.service = service

    @language.command(name="set")
    @moderators_only
    @app_commands.describe(
        scope="The whole server, or only this channel (and its threads)",
        language="The language, e.g. Deutsch or de",
    )
    @app_commands.choices(scope=SCOPES)
    async def set_language(
        self,
        interaction: discord.Interaction,
        scope: app_commands.Choice[str],
        language: app_commands.Range[str, 1, 40],
    ) -> None:
        """Write this server's or this channel's boards and posts in a language."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        locale = language_named(language)
        if locale is None:
            raise InvalidRequest("language-unknown", language=excerpt(language))
        await self.service.choose(guild_id_of(interaction), _channel_in(interaction, scope), locale)
        await self._show(interaction)

    @set_language.autocomplete("language")
    async def _languages(
        self, interaction: discord.Interaction, typed: str
    ) -> list[app_commands.Choice[str]]:
        del interaction
        return [
            app_commands.Choice(name=f"{native_name(locale)} ({locale})", value=locale)
            for locale in languages_matching(typed)
        ]

    @language.command(name="clear")
    @moderators_only
    @app_commands.describe(scope="The server's choice, or only this channel's")
    @app_commands.choices(scope=SCOPES)
    async def clear_language(
        self, interaction: discord.Interaction, scope: app_commands.Choice[str]
    ) -> None:
        """Forget a chosen language: the server's (or its Discord language) applies again."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self.service.choose(guild_id_of(interaction), _channel_in(interaction, scope), None)
        await self._show(interaction)

    @language.command(name="show")
    @moderators_only
    async def show_language(self, interaction: discord.Interaction) -> None:
        """Which language this channel's boards and posts are in, and why."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        await self._show(interaction)

    async def _show(self, interaction: discord.Interaction) -> None:
        reading = await self.service.reading(
            guild_id_of(interaction),
            home_channel_id(channel_here(interaction)),
            str(guild_of(interaction).preferred_locale),
        )
        said = private_words(interaction)
        text = said(SHOWN[reading.source], language=native_name(reading.locale))
        await interaction.followup.send(text, ephemeral=True)


def _channel_in(interaction: discord.Interaction, scope: app_commands.Choice[str]) -> int | None:
    """The channel a choice is for: None for the whole server; in a thread, its channel."""
    return None if scope.value == "server" else home_channel_id(channel_here(interaction))
