"""The bot's services, as a persistent button or a shared Discord helper reaches them.

Cogs receive their services as constructor arguments (built in `bot/app.py`). A
persistent button is rebuilt by discord.py from its custom id, with no constructor of
ours, and the helpers every cog shares (`readers.py`, `elsewhere.py`) are handed only
an interaction; both reach the services through the client, here, typed, so a reader's
go-to-definition lands on `Services` and the type checker sees every use.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol, cast

import discord

if TYPE_CHECKING:
    from bot.core.discord.board_notes import BoardNotes
    from bot.services import Services


class _Serving(Protocol):
    services: Services
    notes: BoardNotes


def served(client: discord.Client) -> Services:
    """The services of the bot `client` is (a `BoardroomBot`)."""
    return cast("_Serving", client).services


def notes_of(client: discord.Client) -> BoardNotes:
    """The lines every board message of the bot `client` carries under its status."""
    return cast("_Serving", client).notes
