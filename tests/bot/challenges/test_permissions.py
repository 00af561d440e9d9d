"""The permissions a challenge needs depend on where its match will be played."""

from __future__ import annotations

import discord

from bot.challenges.discord.permissions import missing_permissions as missing_ids
from i18n import words


def missing_permissions(granted, **where):
    """The names of the missing permissions, as an English member reads them."""
    return [words("en")(missing) for missing in missing_ids(granted, **where)]


def test_only_what_the_match_will_use_is_asked_for():
    text_only = discord.Permissions(send_messages=True, attach_files=True, embed_links=True)
    assert missing_permissions(text_only, in_thread=False, new_thread=False) == []
    assert missing_permissions(text_only, in_thread=False, new_thread=True) == [
        "Create Public Threads",
        "Send Messages in Threads",
    ]
    assert missing_permissions(text_only, in_thread=True, new_thread=False) == [
        "Send Messages in Threads"
    ]
    assert missing_permissions(discord.Permissions.none(), in_thread=False, new_thread=False) == [
        "Send Messages",
        "Attach Files",
        "Embed Links",
    ]
