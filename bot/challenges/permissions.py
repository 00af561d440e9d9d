"""What the bot must be allowed to do in a channel before a challenge is posted there:
a challenge whose match could not be played (no board image, no thread) is worse than
a one-line refusal that names what a moderator has to grant."""

from __future__ import annotations

import discord

_ALWAYS = {
    "send_messages": "Send Messages",
    "attach_files": "Attach Files",
    "embed_links": "Embed Links",
    "send_messages_in_threads": "Send Messages in Threads",
}
_FOR_THREADS = {"create_public_threads": "Create Public Threads"}


def missing_permissions(granted: discord.Permissions, *, threads: bool) -> list[str]:
    """The names (as Discord shows them) of the permissions the bot lacks; `threads`:
    the match will get a thread of its own."""
    needed = _ALWAYS | (_FOR_THREADS if threads else {})
    return [label for flag, label in needed.items() if not getattr(granted, flag)]
