"""`/rules` (each game's rules page, as Discord text, with a diagram of its start) and
`/help` (every command the bot offers, read from the command tree so it never goes stale,
after an opening worded for the server's settings: threads or not, the computer's default
level)."""

from __future__ import annotations

import importlib
import importlib.resources
import io

import discord
from discord import app_commands
from discord.app_commands import TranslationContextLocation as Where
from discord.app_commands.translator import CommandDescriptionTranslationContext
from discord.ext import commands

import games
from bot.computer.service import DEFAULT_LEVEL
from bot.core.discord.game_choices import GAME_CHOICES
from bot.core.discord.moderators import is_moderator
from bot.core.discord.readers import private_words
from bot.core.guild_settings import GuildSettingsService
from bot.core.rated_levels import level_name
from bot.core.render_worker import draw_start
from bot.core.worker_pool import run_off_loop
from bot.guide.rules_text import for_discord
from i18n import ENGLISH, shipped_locale

EMBED_LIMIT = 4000
HELP_PAGE_LIMIT = 2900
EMBEDS_LIMIT = 6000
"""Characters of all the embeds of one message, titles included (Discord's limit)."""


class Guide(commands.Cog):
    def __init__(self, tree: app_commands.CommandTree, settings: GuildSettingsService) -> None:
        self.tree = tree
        self.settings = settings

    @app_commands.command(name="rules")
    @app_commands.describe(game="The game whose rules you want to read")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: app_commands.Choice[str]) -> None:
        """How a game is played, with a picture of its starting position."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        locale = str(interaction.locale)
        page = for_discord(rules_page(games.get(game.value), locale), EMBED_LIMIT)
        png = await run_off_loop(draw_start, game.value, locale)
        first, *rest = page.parts
        embed = discord.Embed(title=page.title, description=first)
        embed.set_image(url="attachment://start.png")
        await interaction.followup.send(
            embed=embed,
            file=discord.File(io.BytesIO(png), filename="start.png"),
            ephemeral=True,
        )
        for part in rest:  # one embed a message: each part is near a message's limit
            await interaction.followup.send(embed=discord.Embed(description=part), ephemeral=True)

    @app_commands.command(name="help")
    async def help(self, interaction: discord.Interaction) -> None:
        """What the bot can do, command by command."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        said = private_words(interaction)
        everyone: list[str] = []
        moderators: list[str] = []
        for command in self.tree.walk_commands():
            if isinstance(command, app_commands.Command):
                name = await named(self.tree, command, interaction.locale)
                description = await described(self.tree, command, interaction.locale)
                line = f"`/{name}`: {description}"
                (moderators if for_moderators(command) else everyone).append(line)
        intro = await self._intro(interaction)
        level = level_name(DEFAULT_LEVEL)
        opening = "\n".join(
            [said(intro), said("help-computer", level=level), said("help-premoves")]
        )
        pages = [discord.Embed(description=page) for page in paged(opening, everyone)]
        pages[0].title = "Boardroom"
        if interaction.guild is not None and await is_moderator(interaction):
            pages += [
                discord.Embed(description=page)
                for page in paged(said("help-for-moderators"), moderators)
            ]
        first, *rest = messages_of(pages)
        await interaction.followup.send(embeds=first, ephemeral=True)
        for embeds in rest:
            await interaction.followup.send(embeds=embeds, ephemeral=True)

    async def _intro(self, interaction: discord.Interaction) -> str:
        """The opening line as this server plays: a thread per match, or matches in
        the channel where a moderator turned threads off."""
        if interaction.guild_id is None:
            return "help-intro"
        settings = await self.settings.get(interaction.guild_id)
        return "help-intro" if settings.use_threads else "help-intro-in-channel"


async def named(
    tree: app_commands.CommandTree, command: app_commands.Command, locale: discord.Locale
) -> str:
    """The command's path as Discord shows it in `locale` (`wertung statistik` for
    `rating stats` in German): each group's and the command's own translated name,
    so the line matches what the member types."""
    chain: list[app_commands.Command | app_commands.Group] = [command]
    while (parent := chain[0].parent) is not None:
        chain.insert(0, parent)
    return " ".join([await _shown(tree, node, locale) for node in chain])


async def _shown(
    tree: app_commands.CommandTree,
    node: app_commands.Command | app_commands.Group,
    locale: discord.Locale,
) -> str:
    if tree.translator is None:
        return node.name
    context: app_commands.TranslationContextTypes = (
        app_commands.TranslationContext(Where.group_name, node)
        if isinstance(node, app_commands.Group)
        else app_commands.TranslationContext(Where.command_name, node)
    )
    translated = await tree.translator.translate(
        app_commands.locale_str(node.name), locale, context
    )
    return translated or node.name


async def described(
    tree: app_commands.CommandTree, command: app_commands.Command, locale: discord.Locale
) -> str:
    """The command's description as Discord shows it in `locale`: the tree's
    translator's words (the ones synced to Discord), else the description itself."""
    if tree.translator is None:
        return command.description
    context: CommandDescriptionTranslationContext = app_commands.TranslationContext(
        app_commands.TranslationContextLocation.command_description, command
    )
    translated = await tree.translator.translate(
        app_commands.locale_str(command.description), locale, context
    )
    return translated or command.description


def paged(heading: str, lines: list[str]) -> list[str]:
    """`heading` over `lines`, as many pages of at most `HELP_PAGE_LIMIT` characters as
    they take (whole lines each; the pages after the first go on without the heading)."""
    pages, text = [], heading + "\n"
    for line in lines:
        if len(text) + len(line) + 1 > HELP_PAGE_LIMIT:
            pages.append(text)
            text = ""
        text += "\n" + line
    return [*pages, text]


def messages_of(pages: list[discord.Embed]) -> list[list[discord.Embed]]:
    """The pages grouped into messages, two pages a message: Discord allows 6,000
    characters for all the embeds of one message."""
    per_message = EMBEDS_LIMIT // HELP_PAGE_LIMIT
    return [pages[start : start + per_message] for start in range(0, len(pages), per_message)]


def for_moderators(command: app_commands.Command) -> bool:
    """Whether a command is a moderator's: its group asks for a permission by default."""
    root = command.root_parent or command
    return root.default_permissions is not None


def rules_page(game: games.Game, locale: str | None = None) -> str:
    """The game's rules page, written for players, in the language of Discord locale tag
    `locale`: `RULES.md` in its package for English (and any language we do not ship),
    its translation `RULES.<locale>.md` beside it otherwise."""
    package = importlib.import_module(type(game).__module__).__package__
    assert package is not None, "every game is a package of its own"
    shipped = shipped_locale(locale)
    name = "RULES.md" if shipped == ENGLISH else f"RULES.{shipped}.md"
    return (importlib.resources.files(package) / name).read_text(encoding="utf-8")
