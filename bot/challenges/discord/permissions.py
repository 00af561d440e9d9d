"""What the bot must be allowed to do in a channel before a challenge is posted there:
a challenge whose match could not be played (no board image, no thread) is worse than
a one-line refusal that names what a moderator has to grant."""

from __future__ import annotations

import discord

_ALWAYS = {
    "send_messages": "permission-send-messages",
    "attach_files": "permission-attach-files",
    "embed_links": "permission-embed-links",
}
_IN_THREADS = {"send_messages_in_threads": "permission-send-messages-in-threads"}
_NEW_THREAD = {"create_public_threads": "permission-create-public-threads"} | _IN_THREADS


def missing_permissions(
    granted: discord.Permissions, *, in_thread: bool, new_thread: bool
) -> list[str]:
    """The permissions the bot lacks (message ids of their names as Discord shows them):
    to post and play here, and, when the match gets a thread of its own (`new_thread`)
    or this is a thread already (`in_thread`), to open one and talk in it."""
    needed = dict(_ALWAYS)
    if in_thread:
        needed |= _IN_THREADS
    if new_thread:
        needed |= _NEW_THREAD
    return [label for flag, label in needed.items() if not getattr(granted, flag)]
