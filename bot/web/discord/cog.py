"""`/match link`: a player's private link to their own view of the match here (their
hand), added to the `/match` group the Play cog owns, as its last subcommand."""

from __future__ import annotations

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.discord.elsewhere import latest_here
from bot.core.discord.readers import private_words
from bot.web.discord.links import private_link_reply
from bot.web.pages import PageService


class PageLinks(commands.Cog):
    def __init__(self, tree: app_commands.CommandTree, pages: PageService) -> None:
        self.tree = tree
        self.pages = pages

    async def cog_load(self) -> None:
        match_group = self.tree.get_command("match")
        assert isinstance(match_group, app_commands.Group), "the Play cog comes first"
        match_group.add_command(link_command(self.pages))


def link_command(pages: PageService) -> app_commands.Command:
    """The command, its callback a plain function: a subcommand added to another cog's
    group is bound to no cog."""

    @app_commands.describe(revoke="Stop every link you were given to this match first")
    async def link(interaction: discord.Interaction, revoke: bool = False) -> None:
        """Your private link to this match's page, showing your hand: keep it to yourself."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await latest_here(interaction)
        url = await pages.private_link(match, interaction.user.id, revoke=revoke)
        reply = private_link_reply(url, revoked=revoke, said=private_words(interaction))
        await interaction.followup.send(**reply, ephemeral=True)

    return app_commands.Command(name="link", description=link.__doc__ or "", callback=link)
