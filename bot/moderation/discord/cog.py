"""`/mod`: per-server settings and ending a match by decision (moderators only, see
`bot/core/discord/moderators.py`)."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.discord.game_choices import GAME_CHOICES
from bot.core.discord.moderators import moderators_only
from bot.core.discord.option_suggestions import suggest_options
from bot.core.discord.place import channel_id_of, guild_id_of
from bot.core.discord.readers import private_words
from bot.core.errors import InvalidRequest
from bot.core.guild_settings import GuildSettingsService
from bot.core.matches import MatchService
from bot.core.option_text import options_text, parse_options
from bot.core.records import GuildSettings
from bot.core.results import moderator_decision
from bot.web.pages import PageService
from i18n import Words


class Moderation(commands.Cog):
    mod = app_commands.Group(
        name="mod",
        description="Moderator tools for matches and settings",
        guild_only=True,
        default_permissions=discord.Permissions(manage_guild=True),
    )

    def __init__(
        self,
        bot: commands.Bot,
        matches: MatchService,
        settings: GuildSettingsService,
        pages: PageService,
    ) -> None:
        self.bot = bot
        self.matches = matches
        self.settings = settings
        self.pages = pages

    @mod.command(name="end")
    @moderators_only
    @app_commands.describe(
        winner="The winning seat (e.g. dark, H, white), or 'draw'",
        reason="Why: this is shown to the players",
    )
    async def end(
        self,
        interaction: discord.Interaction,
        winner: app_commands.Range[str, 1, 20],
        reason: app_commands.Range[str, 1, 200],
    ) -> None:
        """End the match in this channel with a stated result."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        matches = self.matches
        match = await matches.in_channel(channel_id_of(interaction))
        seat = None if winner.strip().lower() == "draw" else winner.strip()
        decision = moderator_decision(reason, interaction.user.display_name)
        await matches.end_match(match.id, seat, decision)
        await interaction.followup.send(
            private_words(interaction)("settings-match-ended"), ephemeral=True
        )

    @mod.command(name="settings")
    @moderators_only
    @app_commands.describe(web="Match pages in the browser: off, and every link answers 404")
    async def show_settings(
        self, interaction: discord.Interaction, web: bool | None = None
    ) -> None:
        """Show this server's settings, or turn its match pages on or off."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        if web is not None:
            await self.pages.set_pages_on(guild_id_of(interaction), web)
            await self._saved(interaction, await self.settings.get(guild_id_of(interaction)))
            return
        settings = await self.settings.get(guild_id_of(interaction))
        said = private_words(interaction)
        pages_on = await self.pages.pages_on(guild_id_of(interaction))
        await interaction.followup.send(settings_text(settings, said, pages_on), ephemeral=True)

    @mod.command(name="games")
    @moderators_only
    @app_commands.describe(allowed="Game ids separated by spaces, or 'all'")
    async def allowed_games(
        self, interaction: discord.Interaction, allowed: app_commands.Range[str, 1, 300]
    ) -> None:
        """Choose which games members may start here."""
        ids = None if allowed.strip().lower() == "all" else tuple(allowed.split())
        await self._update(interaction, allowed_games=ids)

    @mod.command(name="threads")
    @moderators_only
    @app_commands.describe(enabled="Open a thread for every match (otherwise: the channel)")
    async def threads(self, interaction: discord.Interaction, enabled: bool) -> None:
        """Turn match threads on or off."""
        await self._update(interaction, use_threads=enabled)

    @mod.command(name="role")
    @moderators_only
    @app_commands.describe(role="Members with this role may use /mod; empty to clear it")
    async def moderator_role(
        self, interaction: discord.Interaction, role: discord.Role | None = None
    ) -> None:
        """Set the role that may moderate matches, besides Manage Server."""
        await self._update(interaction, moderator_role_id=None if role is None else role.id)

    @mod.command(name="expiry")
    @moderators_only
    @app_commands.describe(hours="How long a challenge waits for an answer")
    async def expiry(self, interaction: discord.Interaction, hours: int) -> None:
        """Set how long challenges stay open."""
        await self._update(interaction, challenge_expiry_hours=hours)

    @mod.command(name="defaults")
    @moderators_only
    @app_commands.describe(
        game="The game whose challenges start from these options",
        options="key=value pairs separated by spaces, e.g. powerups=random; empty to clear",
    )
    @app_commands.choices(game=GAME_CHOICES)
    @app_commands.autocomplete(options=suggest_options)
    async def game_defaults(
        self,
        interaction: discord.Interaction,
        game: app_commands.Choice[str],
        options: app_commands.Range[str, 1, 400] | None = None,
    ) -> None:
        """Set the options a challenge to a game uses unless the challenger says otherwise."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        settings = await self.settings.set_game_defaults(
            guild_id_of(interaction), game.value, parse_options(options)
        )
        await self._saved(interaction, settings)

    @mod.command(name="sync")
    @moderators_only
    async def sync(self, interaction: discord.Interaction) -> None:
        """Publish the slash commands to every server (bot owner only)."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        if not await self.bot.is_owner(interaction.user):
            raise InvalidRequest("settings-sync-owner-only")
        synced = await self.bot.tree.sync()
        await interaction.followup.send(
            private_words(interaction)("settings-synced", commands=len(synced)), ephemeral=True
        )

    async def _update(self, interaction: discord.Interaction, **changes: object) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        settings = await self.settings.update(guild_id_of(interaction), **changes)
        await self._saved(interaction, settings)

    async def _saved(self, interaction: discord.Interaction, settings: GuildSettings) -> None:
        said = private_words(interaction)
        pages_on = await self.pages.pages_on(guild_id_of(interaction))
        text = f"{said('settings-saved')}\n{settings_text(settings, said, pages_on)}"
        await interaction.followup.send(text, ephemeral=True)


def settings_text(settings: GuildSettings, said: Words, pages_on: bool) -> str:
    """The server's settings, a line each, as a moderator reads them."""
    allowed = (
        said("settings-games-all")
        if settings.allowed_games is None
        else said("settings-games", games=", ".join(settings.allowed_games))
    )
    role = (
        said("settings-role-none")
        if settings.moderator_role_id is None
        else said("settings-role", role=f"<@&{settings.moderator_role_id}>")
    )
    defaults = [
        said("settings-defaults", game=game_id, options=options_text(options))
        for game_id, options in sorted(settings.game_defaults.items())
    ] or [said("settings-defaults-none")]
    threads = "settings-threads-on" if settings.use_threads else "settings-threads-off"
    return "\n".join(
        [
            allowed,
            said(threads),
            role,
            said("settings-expiry", hours=settings.challenge_expiry_hours),
            said("settings-web-on" if pages_on else "settings-web-off"),
            *defaults,
        ]
    )
