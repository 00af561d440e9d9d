"""The one place where failures of slash commands and buttons become answers.

A `ServiceError` is a refusal the member can act on: its reason goes back ephemerally.
A busy database is a moment to wait: nothing was saved, so the member is told to try
again. So is Discord failing (5xx) or turning the bot away (429) before the command
could answer or defer: every command does that before any work, so nothing was saved
either, and it is not the bot's fault. Anything else is our bug: it is logged with a
short reference id, and the member gets a polite message quoting that id so a moderator
can find the log line.

Whatever the text, the answer fits Discord's limits, and the member always gets one:
as the interaction's response, or as a follow-up once it was answered or deferred. An
answer that still fails is logged, never raised (there is no one left to tell).
"""

from __future__ import annotations

import logging
import secrets

import discord
from discord import app_commands

from bot.core.discord.readers import private_words
from bot.core.errors import ServiceError
from bot.core.storage.database.busy import is_busy
from i18n import Message

log = logging.getLogger(__name__)

MESSAGE_LIMIT = 2000
BUSY = Message("error-busy")
DISCORD_UNAVAILABLE = Message("error-discord-unavailable")
TOO_MANY_REQUESTS = 429


async def on_app_command_error(
    interaction: discord.Interaction, error: app_commands.AppCommandError
) -> None:
    """The command tree's error handler (installed by `create_bot`)."""
    if isinstance(error, app_commands.CommandInvokeError):
        await report(interaction, error.original)
    elif isinstance(error, app_commands.CheckFailure):
        await reply_privately(interaction, private_words(interaction)(_check_reason(error)))
    else:
        await report(interaction, error)


async def report(interaction: discord.Interaction, error: BaseException) -> None:
    """Answer `interaction` about `error`, in the member's own language: the reason of
    a refusal, or an apology."""
    said = private_words(interaction)
    if isinstance(error, ServiceError):
        await reply_privately(interaction, as_sentence(said(error.message)))
        return
    if is_busy(error):
        log.warning("database busy: %s", error)
        await reply_privately(interaction, said(BUSY))
        return
    if _discord_unavailable(error) and not interaction.response.is_done():
        log.warning("Discord did not take the first answer: %s", error)
        await reply_privately(interaction, said(DISCORD_UNAVAILABLE))
        return
    reference = secrets.token_hex(4)
    log.error("unexpected error [ref %s]", reference, exc_info=error)
    await reply_privately(interaction, said("error-unexpected", reference=reference))


async def reply_privately(interaction: discord.Interaction, text: str) -> None:
    """An ephemeral answer, whether or not the interaction was answered already, cut to
    Discord's limit; never raises. It pings nobody: a refusal may quote what the
    member typed, `<@id>` or `@everyone` included."""
    text = fitted(text)
    quiet = discord.AllowedMentions.none()
    try:
        if interaction.response.is_done():
            await interaction.followup.send(text, ephemeral=True, allowed_mentions=quiet)
        else:
            await interaction.response.send_message(text, ephemeral=True, allowed_mentions=quiet)
    except (discord.HTTPException, discord.InteractionResponded) as failure:
        log.warning("could not answer interaction %s: %s", interaction.id, failure)


def fitted(text: str, limit: int = MESSAGE_LIMIT) -> str:
    """`text` as valid Unicode within `limit` characters (lone surrogates, which
    Discord cannot take, become replacement characters)."""
    text = text.encode("utf-8", "replace").decode("utf-8")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def as_sentence(reason: str) -> str:
    """Services and engines write reasons as clauses; members read sentences."""
    sentence = reason[:1].upper() + reason[1:]
    return sentence if sentence.endswith((".", "!", "?")) else sentence + "."


def _discord_unavailable(error: BaseException) -> bool:
    """Discord's own failure (a 5xx) or its rate limit, as opposed to a refusal of
    what the bot sent."""
    return isinstance(error, discord.HTTPException) and (
        error.status >= 500 or error.status == TOO_MANY_REQUESTS
    )


def _check_reason(error: app_commands.CheckFailure) -> Message:
    if isinstance(error, app_commands.MissingPermissions | app_commands.MissingAnyRole):
        return Message("error-moderators-only")
    if isinstance(error, app_commands.NoPrivateMessage):
        return Message("error-not-in-direct-messages")
    return Message("error-not-here")
