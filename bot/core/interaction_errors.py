"""The one place where failures of slash commands and buttons become answers.

A `ServiceError` is a refusal the member can act on: its reason goes back ephemerally.
Anything else is our bug: it is logged with a short reference id, and the member gets a
polite message quoting that id so a moderator can find the log line.
"""

from __future__ import annotations

import logging
import secrets

import discord
from discord import app_commands

from bot.core.errors import ServiceError

log = logging.getLogger(__name__)


async def on_app_command_error(
    interaction: discord.Interaction, error: app_commands.AppCommandError
) -> None:
    """The command tree's error handler (installed by `create_bot`)."""
    if isinstance(error, app_commands.CommandInvokeError):
        await report(interaction, error.original)
    elif isinstance(error, app_commands.CheckFailure):
        await reply_privately(interaction, _check_reason(error))
    else:
        await report(interaction, error)


async def report(interaction: discord.Interaction, error: BaseException) -> None:
    """Answer `interaction` about `error`: the reason of a refusal, or an apology."""
    if isinstance(error, ServiceError):
        await reply_privately(interaction, as_sentence(error.reason))
        return
    reference = secrets.token_hex(4)
    log.error("unexpected error [ref %s]", reference, exc_info=error)
    await reply_privately(
        interaction,
        f"Something went wrong on our side (reference `{reference}`). "
        "Please try again; if it keeps happening, show this reference to a moderator.",
    )


async def reply_privately(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral answer, whether or not the interaction was answered already."""
    if interaction.response.is_done():
        await interaction.followup.send(text, ephemeral=True)
    else:
        await interaction.response.send_message(text, ephemeral=True)


def as_sentence(reason: str) -> str:
    """Services and engines write reasons as clauses; members read sentences."""
    sentence = reason[:1].upper() + reason[1:]
    return sentence if sentence.endswith((".", "!", "?")) else sentence + "."


def _check_reason(error: app_commands.CheckFailure) -> str:
    if isinstance(error, app_commands.MissingPermissions | app_commands.MissingAnyRole):
        return "Only the server's moderators can do that."
    if isinstance(error, app_commands.NoPrivateMessage):
        return "Matches are played in servers, not in direct messages."
    return "You cannot use this command here."
