"""What the bot must be allowed to do in a channel before a challenge is posted there:
a challenge whose match could not be played (no board image, no thread) is worse than
a one-line refusal that names what a moderator has to grant."""

from __future__ import annotations

import discord

_ALWAYS = {
    "send_messages": "Send Messages",
    "attach_files": "Attach Files",
    "embed_links": "Embed Links",
}
_IN_THREADS = {"send_messages_in_threads": "Send Messages in Threads"}
_NEW_THREAD = {"create_public_threads": "Create Public Threads"} | _IN_THREADS


def missing_permissions(
    granted: discord.Permissions, *, in_thread: bool, new_thread: bool
) -> list[str]:
    """The names (as Discord shows them) of the permissions the bot lacks: to post and
    play here, and, when the match gets a thread of its own (`new_thread`) or this is a
    thread already (`in_thread`), to open one and talk in it."""
    needed = dict(_ALWAYS)
    if in_thread:
        needed |= _IN_THREADS
    if new_thread:
        needed |= _NEW_THREAD
    return [label for flag, label in needed.items() if not getattr(granted, flag)]
