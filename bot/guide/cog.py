"""`/rules` (each game's rules page with a diagram of its start) and `/help` (every
command the bot offers, read from the command tree so it never goes stale)."""

from __future__ import annotations

import importlib
import importlib.resources
import io

import discord
from discord import app_commands
from discord.ext import commands

import games
from bot.core.game_choices import GAME_CHOICES
from bot.core.moderators import is_moderator
from bot.core.render_worker import draw_start
from bot.core.worker_pool import run_off_loop

EMBED_LIMIT = 4000


class Guide(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot

    @app_commands.command(name="rules")
    @app_commands.describe(game="The game whose rules you want to read")
    @app_commands.choices(game=GAME_CHOICES)
    async def rules(self, interaction: discord.Interaction, game: app_commands.Choice[str]) -> None:
        """How a game is played, with a picture of its starting position."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        engine = games.get(game.value)
        text = rules_page(engine)
        png = await run_off_loop(draw_start, game.value)
        embed = discord.Embed(title=engine.title, description=excerpt(text, EMBED_LIMIT))
        embed.set_image(url="attachment://start.png")
        await interaction.followup.send(
            embed=embed,
            files=[
                discord.File(io.BytesIO(png), filename="start.png"),
                discord.File(io.BytesIO(text.encode()), filename=f"{game.value}-rules.md"),
            ],
            ephemeral=True,
        )

    @app_commands.command(name="help")
    async def help(self, interaction: discord.Interaction) -> None:
        """What the bot can do, command by command."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        everyone, moderators = [], []
        for command in self.bot.tree.walk_commands():
            if isinstance(command, app_commands.Command):
                line = f"`/{command.qualified_name}`: {command.description}"
                (moderators if for_moderators(command) else everyone).append(line)
        intro = (
            "Challenge someone with `/challenge`; the match gets its own thread. "
            "Play with `/move` (start typing to see your legal moves)."
        )
        sections = [intro, "\n".join(everyone)]
        if interaction.guild is not None and await is_moderator(interaction):
            sections += ["**For moderators**", "\n".join(moderators)]
        text = excerpt("\n\n".join(sections), EMBED_LIMIT)
        await interaction.followup.send(
            embed=discord.Embed(title="Boardroom", description=text), ephemeral=True
        )


def for_moderators(command: app_commands.Command) -> bool:
    """Whether a command is a moderator's: its group asks for a permission by default."""
    root = command.root_parent or command
    return root.default_permissions is not None


def rules_page(game: games.Game) -> str:
    """The game's rules page (`RULES.md` in its package), written for players."""
    package = importlib.import_module(type(game).__module__).__package__
    return (importlib.resources.files(package) / "RULES.md").read_text(encoding="utf-8")


def excerpt(text: str, limit: int) -> str:
    """`text`, or as many whole paragraphs as fit in `limit` with a pointer to the
    attached full page."""
    if len(text) <= limit:
        return text
    more = "\n\n*(The full rules are in the attached file.)*"
    cut = text.rfind("\n\n", 0, limit - len(more))
    return text[: cut if cut > 0 else limit - len(more)] + more


async def setup(bot: commands.Bot) -> None:
    await bot.add_cog(Guide(bot))
