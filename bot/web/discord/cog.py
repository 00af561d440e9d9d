"""The match pages' Discord side, loaded as the bot's last extension: every board
links to its match's page, the pages read in their channel's language, and
`/match link` hands a player the private link to their own view (their hand).
"""

from __future__ import annotations

from functools import partial

import discord
from discord import app_commands
from discord.ext import commands

from bot.core.board_post import link_pages
from bot.core.readers import home_channel_id, private_words
from bot.core.records import Match
from bot.play.elsewhere import latest_here
from bot.web.pages import PageService


async def place_of(client: discord.Client, match: Match) -> tuple[int | None, str | None]:
    """The channel whose language `match`'s page speaks (a thread's parent) and its
    server's Discord language, as far as this process knows them (another shard's
    server: the match's own channel, and no server language)."""
    guild = client.get_guild(match.guild_id)
    if guild is None:
        return match.channel_id, None
    channel = guild.get_channel_or_thread(match.channel_id)
    home = match.channel_id if channel is None else home_channel_id(channel)
    return home, str(guild.preferred_locale)


def link_command(pages: PageService) -> app_commands.Command:
    @app_commands.describe(revoke="Stop every link you were given to this match first")
    async def link(interaction: discord.Interaction, revoke: bool = False) -> None:
        """Your private link to this match's page, showing your hand: keep it to yourself."""
        await interaction.response.defer(ephemeral=True, thinking=True)
        match = await latest_here(interaction)
        url = await pages.private_link(match, interaction.user.id, revoke=revoke)
        said = private_words(interaction)
        if url is None:
            await interaction.followup.send(said("web-link-pages-off"), ephemeral=True)
            return
        view = discord.ui.View(timeout=None)
        view.add_item(discord.ui.Button(label=said("web-open-in-browser"), url=url))
        text = said("web-link-private", revoked="yes" if revoke else "no")
        await interaction.followup.send(f"{text}\n<{url}>", view=view, ephemeral=True)

    return app_commands.Command(name="link", description=link.__doc__ or "", callback=link)


async def setup(bot: commands.Bot) -> None:
    pages = bot.services.pages
    link_pages(pages.page_link)
    pages.locate_with(partial(place_of, bot))
    match_group = bot.tree.get_command("match")
    assert isinstance(match_group, app_commands.Group)
    match_group.add_command(link_command(pages))
